import { idParam } from '@bodega/domain';
import { z } from 'zod';

/** Error body, for the OpenAPI description of every route. */
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

/** `:id` in a path: canonical positive decimal integer only. */
export const idParamsSchema = z.object({ id: idParam() });

/** Error responses most routes can give, to spread into a route's `response`. */
export const commonErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
} as const;

/** commonErrors with 404 and 409: a route on a record that may be missing or in a state that refuses the change. */
export const recordErrors = { ...commonErrors, 404: errorBodySchema, 409: errorBodySchema };
