import { z } from 'zod';

/** Error body of DESIGN §4, for the OpenAPI description of every route. */
export const errorBodySchema = z
  .object({
    error: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .passthrough();

export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const idParamsSchema = z.object({
  id: z.coerce.number({ error: 'El identificador debe ser un número' }).int('El identificador debe ser un número entero').positive('El identificador debe ser positivo'),
});

/** Error responses most routes can give, to spread into a route's `response`. */
export const commonErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
} as const;
