import { INGRESO_STATUSES } from '@bodega/domain';
import { z } from 'zod';
import { dateQuery, emptyToUndefined, pageQuery, perPageQuery } from '../../lib/query-fields';

/** GET /api/transactions/ingresos: status, date range, search over reference and supplier; 10 per page. */
export const ingresoListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === '' || value === 'Todos' || value === null ? undefined : value),
    z.enum(INGRESO_STATUSES, { error: 'Estado inválido (Pendiente, Completado o Cancelado)' }).optional(),
  ),
  dateFrom: dateQuery('Fecha desde'),
  dateTo: dateQuery('Fecha hasta'),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  page: pageQuery(),
  per_page: perPageQuery(10),
});
export type IngresoListQuery = z.infer<typeof ingresoListQuerySchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'La clave de idempotencia no puede estar vacía')
    .max(200, 'La clave de idempotencia no puede superar 200 caracteres')
    .optional(),
});
