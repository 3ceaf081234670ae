import { ORDER_STATUSES, optionalIdParam } from '@bodega/domain';
import { z } from 'zod';
import { dateQuery, emptyToUndefined } from '../../lib/query-fields';

const statusList = z
  .string()
  .trim()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every((status) => (ORDER_STATUSES as readonly string[]).includes(status)), 'Estado inválido')
  .refine((list) => list.length > 0, 'Estado inválido');

/** GET /orders: status (one or a comma list, as the wave screen sends), customer, days, page. */
export const orderListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, statusList.optional()),
  customer_id: optionalIdParam('Cliente inválido'),
  date_from: dateQuery('Fecha desde'),
  date_to: dateQuery('Fecha hasta'),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'La página debe ser un número' })
      .int('La página debe ser un número entero')
      .min(1, 'La página debe ser mayor a 0')
      .max(1_000_000, 'Página fuera de rango')
      .default(1),
  ),
  per_page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'El tamaño de página debe ser un número' })
      .int('El tamaño de página debe ser un número entero')
      .min(1, 'El tamaño de página debe ser mayor a 0')
      .max(100, 'El tamaño de página no puede superar 100')
      .default(10),
  ),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const searchQuerySchema = z.object({
  q: z.preprocess((value) => (value == null ? '' : value), z.string().trim().max(100, 'No puede superar 100 caracteres')),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Límite inválido' })
      .int('Límite inválido')
      .min(1, 'Límite inválido')
      .max(50, 'El límite no puede superar 50')
      .default(20),
  ),
});
