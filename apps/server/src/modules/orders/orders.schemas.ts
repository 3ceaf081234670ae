import { ORDER_STATUSES, optionalIdParam } from '@bodega/domain';
import { z } from 'zod';
import { dateQuery, emptyToUndefined, pageQuery, perPageQuery, wholeQuery } from '../../lib/query-fields';

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
  page: pageQuery(),
  per_page: perPageQuery(10, 100),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const searchQuerySchema = z.object({
  q: z.preprocess((value) => (value == null ? '' : value), z.string().trim().max(100, 'No puede superar 100 caracteres')),
  limit: z.preprocess(
    emptyToUndefined,
    wholeQuery('Límite inválido', { max: 50, maxMessage: 'El límite no puede superar 50' }).default(20),
  ),
});
