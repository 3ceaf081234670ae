import { z } from 'zod';
import { INGRESO_STATUSES } from '../ingreso.schema';
import { paginationSchema, userRefSchema } from './common';

/**
 * The goods-receipt answers of /api/transactions: the server's route `response`
 * schemas and the web's types (`z.infer`), one source for both.
 */

/** How a simplified receipt line found its location, in the order the server tries them. */
export const PLACEMENT_RULES = ['destination', 'product_default', 'zone_receiving', 'most_free'] as const;
export type PlacementRule = (typeof PLACEMENT_RULES)[number];

const namedRefSchema = z.object({ id: z.number(), name: z.string() });

export const storageListRefSchema = z.object({ id: z.number(), list_number: z.string(), status: z.string() });

export const ingresoSummarySchema = z.object({
  id: z.number(),
  reference: z.string(),
  /** Same as reference: the create form calls it order number. */
  order_number: z.string(),
  type: z.literal('reception'),
  status: z.enum(INGRESO_STATUSES),
  mode: z.enum(['simplified', 'traditional']),
  supplier: z.string().nullable(),
  /** The supplier entity; older receipts only have the free-text supplier. */
  supplier_id: z.number().nullable(),
  purchase_order_id: z.number().nullable(),
  notes: z.string().nullable(),
  warehouse: namedRefSchema.nullable(),
  zone: namedRefSchema.nullable(),
  warehouse_id: z.number().nullable(),
  zone_id: z.number().nullable(),
  /** Number of detail lines (the list's "SKUs" column). */
  details_count: z.number(),
  total_units: z.number(),
  user: userRefSchema.nullable(),
  storage_list: storageListRefSchema.nullable(),
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
  location: z.object({ id: z.number(), code: z.string() }).nullable(),
  status: z.enum(['pending', 'stored']),
  forma_adquisicion: z.string().nullable(),
  fecha_recepcion_conforme: z.string().nullable(),
  numero_registro_sanitario: z.string().nullable(),
  numero_inventario_activo_fijo: z.string().nullable(),
  barcode_type: z.string().nullable(),
  auto_filled: z.boolean(),
  udi_raw: z.string().nullable(),
  /** Unit cost in pesos. */
  unit_cost: z.number().nullable(),
});
export type IngresoDetailLine = z.infer<typeof ingresoDetailLineSchema>;

export const ingresoDetailSchema = ingresoSummarySchema.extend({ details: z.array(ingresoDetailLineSchema) });
export type IngresoDetail = z.infer<typeof ingresoDetailSchema>;

/** GET /transactions/ingresos: one page of receipts. */
export const ingresosPageSchema = z.object({ data: z.array(ingresoSummarySchema), pagination: paginationSchema });
export type IngresosPage = z.infer<typeof ingresosPageSchema>;

/** POST /transactions/simplified-reception `data`: every line written to stock, with the rule that placed it. */
export const simplifiedReceptionResultSchema = z.object({
  transaction: ingresoSummarySchema,
  details: z.array(ingresoDetailLineSchema.extend({ placement_rule: z.enum(PLACEMENT_RULES) })),
  inventory_updated: z.boolean(),
  /** Units written to stock. */
  units_received: z.number(),
});
export type SimplifiedReceptionResult = z.infer<typeof simplifiedReceptionResultSchema>;
