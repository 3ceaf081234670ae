import { z } from 'zod';
import { ISSUE_STRATEGIES } from '../../strategies/select-lots';
import { paginationSchema, userRefSchema } from './common';

/**
 * The /api/egresos answers: the server's route `response` schemas and
 * the web's types (`z.infer`), one source for both.
 */
const issueStrategySchema = z.enum(ISSUE_STRATEGIES);

export const EGRESO_STATUSES = ['Completado', 'Anulado'] as const;
export type EgresoStatus = (typeof EGRESO_STATUSES)[number];

export const egresoSummarySchema = z.object({
  id: z.number(),
  order_number: z.string(),
  created_at: z.string(),
  area_servicio: z.string(),
  strategy: issueStrategySchema,
  /** Issue lines as the user entered them. */
  items_count: z.number(),
  /** Distinct products (the list's "SKU" column). */
  sku_count: z.number(),
  total_quantity: z.number(),
  non_compliant_count: z.number(),
  notes: z.string().nullable(),
  status: z.enum(EGRESO_STATUSES),
  user: userRefSchema.nullable(),
  cancelled_at: z.string().nullable(),
});
export type EgresoSummary = z.infer<typeof egresoSummarySchema>;

/** GET /egresos/egress-orders: one page of issue orders. */
export const egresosPageSchema = z.object({ data: z.array(egresoSummarySchema), pagination: paginationSchema });
export type EgresosPage = z.infer<typeof egresosPageSchema>;

const customFieldsShape = Object.fromEntries(
  ['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'].map((n) => [`custom_field_${n}`, z.string().nullable()]),
) as Record<`custom_field_${90 | 91 | 92 | 93 | 94 | 95 | 96 | 97 | 98 | 99}`, z.ZodNullable<z.ZodString>>;

/** The GS1 data a scan carries, as both the scan answer and a stored line give it. */
const gs1LineShape = {
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  production_date: z.string().nullable(),
  pack_date: z.string().nullable(),
  best_before_date: z.string().nullable(),
  gtin: z.string().nullable(),
  sscc: z.string().nullable(),
  gln: z.string().nullable(),
  gsin: z.string().nullable(),
  gdti: z.string().nullable(),
  net_weight_kg: z.number().nullable(),
  gross_weight_kg: z.number().nullable(),
  net_weight_lb: z.number().nullable(),
  gross_weight_lb: z.number().nullable(),
  ...customFieldsShape,
};
export const gs1LineDataSchema = z.object(gs1LineShape);
export type Gs1LineData = z.infer<typeof gs1LineDataSchema>;

/** One stored issue row with everything the printable 'Reporte de Salida' shows. */
export const egresoItemResponseSchema = z.object({
  id: z.number(),
  line_no: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  product_barcode: z.string().nullable(),
  location_id: z.number(),
  location_code: z.string(),
  location_description: z.string().nullable(),
  quantity: z.number(),
  barcode_scanned: z.string().nullable(),
  ...gs1LineShape,
  strategy_compliant: z.boolean(),
  strategy_warning: z.string().nullable(),
});
export type EgresoItemResponse = z.infer<typeof egresoItemResponseSchema>;

export const egresoDetailSchema = egresoSummarySchema.extend({
  updated_at: z.string(),
  cancelled_by: userRefSchema.nullable(),
  items: z.array(egresoItemResponseSchema),
});
export type EgresoDetail = z.infer<typeof egresoDetailSchema>;

export const lotSuggestionSchema = z.object({
  type: z.enum(['lot', 'expiry_date']),
  value: z.string(),
  available_quantity: z.number(),
  date: z.string().nullable(),
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
});

export const lotComplianceSchema = z.object({
  compliant: z.boolean(),
  warning: z.string().nullable(),
  suggestion: lotSuggestionSchema.nullable(),
});
export type LotComplianceResult = z.infer<typeof lotComplianceSchema>;

const issuedProductSchema = z.object({ id: z.number(), sku: z.string(), name: z.string(), cantidad_x_caja: z.number() });

/** A lot (lot number + expiry) of a product with its stock, in the strategy's order. */
export const productLotSchema = z.object({
  lot_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  /** First entry of the lot into the warehouse (FIFO/LIFO order). */
  entry_date: z.string(),
  quantity: z.number(),
  available_quantity: z.number(),
  serials: z.array(z.string()),
  locations: z.array(z.object({ location_id: z.number(), location_code: z.string(), available_quantity: z.number() })),
});

/** GET /egresos/products/{id}/lots `data`. */
export const productLotsSchema = z.object({
  product: issuedProductSchema,
  strategy: issueStrategySchema,
  total_available: z.number(),
  lots: z.array(productLotSchema),
});
export type ProductLots = z.infer<typeof productLotsSchema>;

/** A line for the issue form, filled from the code (quantity = units per box). */
export const scannedItemSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  quantity: z.number(),
  barcode_scanned: z.string(),
  ...gs1LineShape,
  strategy_compliant: z.boolean(),
  strategy_warning: z.string().nullable(),
  suggested_product: lotSuggestionSchema.nullable(),
});
export type ScannedItem = z.infer<typeof scannedItemSchema>;

/** POST /egresos/scan `data`. */
export const egresoScanResultSchema = z.object({
  barcode_type: z.enum(['EAN-13', 'UPC-A', 'EAN-8', 'UPC', 'ITF-14', 'GS1', 'Otro']),
  /** Information message of the issue scan panel, for GS1 codes. */
  classification: z.object({ kind: z.string(), message: z.string() }).nullable(),
  warnings: z.array(z.string()),
  product: issuedProductSchema,
  /** Units of the scanned lot (or of the product when the code names no lot) that can be issued. */
  available_quantity: z.number(),
  item: scannedItemSchema,
  compliance: lotComplianceSchema,
});
export type EgresoScanResult = z.infer<typeof egresoScanResultSchema>;

/** GET /egresos/stats `data`. */
export const egresoStatsSchema = z.object({
  total_orders: z.number(),
  total_units: z.number(),
  total_lines: z.number(),
  non_compliant_lines: z.number(),
  cancelled_orders: z.number(),
  by_area: z.array(z.object({ area_servicio: z.string(), orders: z.number(), units: z.number() })),
  by_strategy: z.array(z.object({ strategy: z.string(), orders: z.number(), units: z.number() })),
});
export type EgresoStats = z.infer<typeof egresoStatsSchema>;

/** POST /egresos/{id}/anular `data`. */
export const egresoAnnulResultSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  status: z.literal('Anulado'),
  returned_units: z.number(),
  cancelled_at: z.string(),
});
export type EgresoAnnulResult = z.infer<typeof egresoAnnulResultSchema>;
