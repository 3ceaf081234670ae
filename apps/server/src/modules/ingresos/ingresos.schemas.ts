import { INGRESO_STATUSES } from '@bodega/domain';
import { z } from 'zod';
import { dateQuery, emptyToUndefined, pageQuery, perPageQuery } from '../../lib/query-fields';

/** GET /api/transactions/ingresos (spec 1 §2.7): status, date range, search over reference and supplier; 10 per page. */
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

export const paginationSchema = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

const refSchema = z.object({ id: z.number(), code: z.string() }).nullable();

export const storageListRefSchema = z.object({ id: z.number(), list_number: z.string(), status: z.string() }).nullable();

export const ingresoSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  /** Same as reference: the create form calls it order number. */
  order_number: z.string(),
  type: z.literal('reception'),
  status: z.enum(INGRESO_STATUSES),
  mode: z.enum(['simplified', 'traditional']),
  supplier: z.string().nullable(),
  notes: z.string().nullable(),
  warehouse: z.object({ id: z.number(), name: z.string() }).nullable(),
  zone: z.object({ id: z.number(), name: z.string() }).nullable(),
  warehouse_id: z.number().nullable(),
  zone_id: z.number().nullable(),
  /** Number of detail lines (the list's "SKUs" column). */
  details_count: z.number(),
  total_units: z.number(),
  user: z.object({ id: z.number(), username: z.string() }).nullable(),
  storage_list: storageListRefSchema,
  created_at: z.string(),
  updated_at: z.string(),
  processed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type IngresoSummary = z.infer<typeof ingresoSummarySchema>;

export const ingresoDetailLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product: z.object({ id: z.number(), name: z.string(), sku: z.string(), barcode: z.string().nullable() }),
  quantity: z.number(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  destination_location_id: z.number().nullable(),
  /** Where the line was written (stored lines) or is meant to go. */
  location: refSchema,
  status: z.enum(['pending', 'stored']),
  forma_adquisicion: z.string().nullable(),
  fecha_recepcion_conforme: z.string().nullable(),
  numero_registro_sanitario: z.string().nullable(),
  numero_inventario_activo_fijo: z.string().nullable(),
  barcode_type: z.string().nullable(),
  auto_filled: z.boolean(),
});
export type IngresoDetailLine = z.infer<typeof ingresoDetailLineSchema>;

export const ingresoDetailSchema = ingresoSummarySchema.extend({ details: z.array(ingresoDetailLineSchema) });
export type IngresoDetail = z.infer<typeof ingresoDetailSchema>;

export const simplifiedReceptionResultSchema = z.object({
  transaction: ingresoSummarySchema,
  details: z.array(ingresoDetailLineSchema),
  inventory_updated: z.boolean(),
  /** Units written to stock. */
  units_received: z.number(),
});
