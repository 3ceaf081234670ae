import { z } from 'zod';
import { TIME_RANGES } from '../../formulas/periods';
import { PRODUCT_COST_STATUSES } from '../analytics.schema';
import { paginationSchema } from './common';

/*
 * The answers of /analytics/*, as the server sends
 * them in `data`; the web reads its types from here instead of redeclaring them.
 */

const dayRangeSchema = z.object({ start_date: z.string(), end_date: z.string() });

export const inventoryKpisSchema = z.object({
  total_products: z.number(),
  active_products: z.number(),
  total_stock: z.number(),
  total_value: z.number(),
  low_stock_products: z.number(),
});
export type InventoryKpis = z.infer<typeof inventoryKpisSchema>;

export const operationalKpisSchema = z.object({ monthly_movements: z.number(), inventory_turnover: z.number() });
export type OperationalKpis = z.infer<typeof operationalKpisSchema>;

const kpiKeys = [...inventoryKpisSchema.keyof().options, ...operationalKpisSchema.keyof().options] as const;

/** GET /analytics/kpis. */
export const kpisSchema = z.object({
  period: dayRangeSchema.extend({ time_range: z.enum(TIME_RANGES), days: z.number() }),
  previous_period: dayRangeSchema.extend({ days: z.number() }),
  inventory_kpis: inventoryKpisSchema,
  operational_kpis: operationalKpisSchema,
  previous: z.object({ inventory_kpis: inventoryKpisSchema, operational_kpis: operationalKpisSchema }),
  changes: z.record(z.enum(kpiKeys), z.number().nullable()),
});
export type Kpis = z.infer<typeof kpisSchema>;

/** GET /analytics/abc-analysis. */
export const abcAnalysisSchema = z.object({
  categories: z.array(
    z.object({
      category: z.enum(['A', 'B', 'C']),
      count: z.number(),
      percentage: z.number(),
      value: z.number(),
      value_percentage: z.number(),
    }),
  ),
  total_value: z.number(),
  classified_products: z.number(),
  unclassified_products: z.number(),
});
export type AbcAnalysis = z.infer<typeof abcAnalysisSchema>;

/** GET /analytics/din-analysis. */
export const dinAnalysisSchema = z.object({
  categories: z.array(z.object({ category: z.enum(['D', 'I', 'N']), count: z.number(), percentage: z.number() })),
  classified_products: z.number(),
  without_dimensions: z.number(),
});
export type DinAnalysis = z.infer<typeof dinAnalysisSchema>;

/** One row of GET /analytics/low-stock. */
export const lowStockItemSchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  min_stock: z.number(),
  current_stock: z.number(),
  deficit: z.number(),
  abc_category: z.string().nullable(),
  reorder_point: z.number(),
  safety_stock: z.number(),
  suggested_quantity: z.number(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

/** One row of GET /analytics/rotation-analysis. */
export const rotationItemSchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  rotation_index: z.number(),
  total_movements: z.number(),
  average_stock: z.number(),
});
export type RotationItem = z.infer<typeof rotationItemSchema>;

/** GET /analytics/demand-predictions. */
export const demandPredictionSchema = z.object({
  months: z.number(),
  period: dayRangeSchema,
  products: z.array(
    z.object({
      product_id: z.number(),
      sku: z.string(),
      name: z.string(),
      rotation_index: z.number(),
      total_movements: z.number(),
      history_days: z.number(),
      enough_history: z.boolean(),
      points: z.array(z.object({ month: z.string(), value: z.number() })),
    }),
  ),
});
export type DemandPrediction = z.infer<typeof demandPredictionSchema>;

/** One row of GET /analytics/products (the cost table). */
export const costProductSchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  unit_price: z.number().nullable(),
  unit_price_display: z.string(),
  unit_price_numeric: z.number(),
  average_cost: z.number().nullable(),
  annual_demand: z.number(),
  period_demand: z.number(),
  total_value: z.number(),
  lead_time_days: z.number().nullable(),
  safety_stock: z.number(),
  min_stock: z.number(),
  max_stock: z.number(),
  abc_category: z.string().nullable(),
  status: z.enum(PRODUCT_COST_STATUSES),
  available_quantity: z.number(),
  has_stock: z.boolean(),
  unit_of_measure: z.string(),
});
export type CostProduct = z.infer<typeof costProductSchema>;

/**
 * GET /analytics/products/{id} (and the price and cost updates): the row plus the ABC class a
 * recalculation would give the product now (it ranks every product, so the table's pages leave it out).
 */
export const costProductDetailSchema = costProductSchema.extend({ suggested_abc_category: z.string().nullable() });
export type CostProductDetail = z.infer<typeof costProductDetailSchema>;

/** GET /analytics/cost-statistics. */
export const costStatisticsSchema = z.object({
  products: z.array(
    z.object({
      id: z.number(),
      average_price: z.number().nullable(),
      period_quantity: z.number(),
      unit_price: z.number().nullable(),
    }),
  ),
  period: dayRangeSchema,
  summary: z.object({ total_products: z.number(), total_orders: z.number(), total_revenue: z.number() }),
});
export type CostStatistics = z.infer<typeof costStatisticsSchema>;

/** POST /analytics/calculate-abc: the server's message, how many changed and the count per class. */
export const abcResultSchema = z.object({
  message: z.string(),
  changed: z.number(),
  counts: z.object({ A: z.number(), B: z.number(), C: z.number() }),
});
export type AbcResult = z.infer<typeof abcResultSchema>;

/** A `{ data, pagination }` page of analytics rows. */
export const analyticsPageSchema = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ data: z.array(row), pagination: paginationSchema });
