import {
  AREAS_SERVICIO,
  EGRESO_MESSAGES,
  ISSUE_STRATEGIES,
  egresoCreateSchema,
  egresoItemSchema,
  egresoScanSchema,
  idField,
  idParam,
} from '@bodega/domain';
import { z } from 'zod';
import { dateQuery, emptyToUndefined, pageQuery, perPageQuery } from '../../lib/query-fields';

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** Filters shared by the list, the export and the stats (spec 1 §2.8: dateFrom, dateTo, search). */
export const egresoFiltersSchema = z.object({
  dateFrom: dateQuery('Fecha desde'),
  dateTo: dateQuery('Fecha hasta'),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  area_servicio: z.preprocess(emptyToUndefined, z.enum(AREAS_SERVICIO, { error: 'Área o Servicio inválido' }).optional()),
  /** Annulled orders are hidden unless asked for. */
  include_cancelled: booleanQuery,
});
export type EgresoFilters = z.infer<typeof egresoFiltersSchema>;

export const egresoListQuerySchema = egresoFiltersSchema.extend({
  page: pageQuery(),
  per_page: perPageQuery(10),
});
export type EgresoListQuery = z.infer<typeof egresoListQuerySchema>;

export const egresoExportQuerySchema = egresoFiltersSchema.extend({
  format: z.preprocess(emptyToUndefined, z.enum(['xlsx', 'csv'], { error: 'Formato inválido (csv o xlsx)' }).default('xlsx')),
});

/**
 * The create payload: the domain's form schema, plus an optional location per line so a client
 * can say which shelf it took a lot from (the web form does not need it: without one, the server
 * takes the lot's rows in location order).
 */
export const egresoCreateBodySchema = egresoCreateSchema.extend({
  items: z
    .array(
      egresoItemSchema.extend({
        location_id: idField('La ubicación debe ser un número').nullable().optional(),
      }),
      { error: EGRESO_MESSAGES.atLeastOneItem },
    )
    .min(1, EGRESO_MESSAGES.atLeastOneItem)
    .max(1000),
});
export type EgresoCreateBody = z.infer<typeof egresoCreateBodySchema>;
export type EgresoCreateItem = EgresoCreateBody['items'][number];

export const paginationSchema = z.object({ page: z.number(), per_page: z.number(), total: z.number() });
const userRefSchema = z.object({ id: z.number(), username: z.string() }).nullable();
const strategySchema = z.enum(ISSUE_STRATEGIES);
const statusSchema = z.enum(['Completado', 'Anulado']);

export const egresoSummarySchema = z.object({
  id: z.number(),
  order_number: z.string(),
  created_at: z.string(),
  area_servicio: z.string(),
  strategy: strategySchema,
  /** Issue lines as the user entered them. */
  items_count: z.number(),
  /** Distinct products (the list's "SKU" column). */
  sku_count: z.number(),
  total_quantity: z.number(),
  non_compliant_count: z.number(),
  notes: z.string().nullable(),
  status: statusSchema,
  user: userRefSchema,
  cancelled_at: z.string().nullable(),
});
export type EgresoSummary = z.infer<typeof egresoSummarySchema>;

const customFieldsShape = Object.fromEntries(
  ['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'].map((n) => [`custom_field_${n}`, z.string().nullable()]),
) as Record<`custom_field_${90 | 91 | 92 | 93 | 94 | 95 | 96 | 97 | 98 | 99}`, z.ZodNullable<z.ZodString>>;

/** One stored issue row with everything the printable 'Reporte de Salida' shows (spec 2 §3). */
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
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  production_date: z.string().nullable(),
  pack_date: z.string().nullable(),
  best_before_date: z.string().nullable(),
  barcode_scanned: z.string().nullable(),
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
  strategy_compliant: z.boolean(),
  strategy_warning: z.string().nullable(),
});
export type EgresoItemResponse = z.infer<typeof egresoItemResponseSchema>;

export const egresoDetailSchema = egresoSummarySchema.extend({
  updated_at: z.string(),
  cancelled_by: userRefSchema,
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

export const lotCheckQuerySchema = z.object({
  product_id: idParam('El producto es requerido'),
  strategy: z.preprocess(emptyToUndefined, z.enum(ISSUE_STRATEGIES, { error: 'Estrategia inválida' }).default('fefo')),
  lot_number: z.preprocess(emptyToUndefined, z.string().trim().max(20).optional()),
  expiry_date: dateQuery('Fecha de vencimiento'),
});

export const strategyQuerySchema = z.object({
  strategy: z.preprocess(emptyToUndefined, z.enum(ISSUE_STRATEGIES, { error: 'Estrategia inválida' }).default('fefo')),
});

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

export const productLotsSchema = z.object({
  product: z.object({ id: z.number(), sku: z.string(), name: z.string(), cantidad_x_caja: z.number() }),
  strategy: strategySchema,
  total_available: z.number(),
  lots: z.array(productLotSchema),
});

export const egresoScanBodySchema = egresoScanSchema.extend({
  strategy: z.enum(ISSUE_STRATEGIES, { error: 'Estrategia inválida' }).default('fefo'),
  /** The character a keyboard-wedge scanner sends for FNC1, when not ASCII 29. */
  separator: z.string().min(1).max(4).optional(),
});

export const egresoScanResultSchema = z.object({
  barcode_type: z.enum(['EAN-13', 'UPC-A', 'EAN-8', 'UPC', 'ITF-14', 'GS1', 'Otro']),
  /** Information message of the issue scan panel (spec 1 §5), for GS1 codes. */
  classification: z.object({ kind: z.string(), message: z.string() }).nullable(),
  warnings: z.array(z.string()),
  product: z.object({ id: z.number(), sku: z.string(), name: z.string(), cantidad_x_caja: z.number() }),
  available_quantity: z.number(),
  /** A line for the issue form, filled from the code (quantity = units per box). */
  item: z.object({
    product_id: z.number(),
    product_name: z.string(),
    product_sku: z.string(),
    quantity: z.number(),
    lot_number: z.string().nullable(),
    serial_number: z.string().nullable(),
    expiry_date: z.string().nullable(),
    production_date: z.string().nullable(),
    pack_date: z.string().nullable(),
    best_before_date: z.string().nullable(),
    barcode_scanned: z.string(),
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
    strategy_compliant: z.boolean(),
    strategy_warning: z.string().nullable(),
    suggested_product: lotSuggestionSchema.nullable(),
  }),
  compliance: lotComplianceSchema,
});

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
