import { ABC_CATEGORIES, PRODUCT_COST_STATUSES } from '@bodega/domain';
import { z } from 'zod';
import { emptyToUndefined } from '../../lib/query-fields';

export const paginationSchema = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

const inventoryKpis = z.object({
  total_products: z.number(),
  active_products: z.number(),
  total_stock: z.number(),
  total_value: z.number(),
  low_stock_products: z.number(),
});
const operationalKpis = z.object({ monthly_movements: z.number(), inventory_turnover: z.number() });

export const kpisSchema = z.object({
  period: z.object({ time_range: z.string(), start_date: z.string(), end_date: z.string(), days: z.number() }),
  previous_period: z.object({ start_date: z.string(), end_date: z.string(), days: z.number() }),
  inventory_kpis: inventoryKpis,
  operational_kpis: operationalKpis,
  previous: z.object({ inventory_kpis: inventoryKpis, operational_kpis: operationalKpis }),
  /** Percent change against the previous period, one decimal; null when it had nothing. */
  changes: z.object({
    total_products: z.number().nullable(),
    active_products: z.number().nullable(),
    total_stock: z.number().nullable(),
    total_value: z.number().nullable(),
    low_stock_products: z.number().nullable(),
    monthly_movements: z.number().nullable(),
    inventory_turnover: z.number().nullable(),
  }),
});

export const abcSchema = z.object({
  categories: z.array(
    z.object({
      category: z.enum(ABC_CATEGORIES),
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

export const dinSchema = z.object({
  categories: z.array(z.object({ category: z.enum(['D', 'I', 'N']), count: z.number(), percentage: z.number() })),
  classified_products: z.number(),
  without_dimensions: z.number(),
});

const search = z.preprocess(emptyToUndefined, z.string().trim().max(100, 'No puede superar 100 caracteres').optional());

export const lowStockQueryExtra = {
  search,
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'La página debe ser un número' })
      .int('La página debe ser un número entero')
      .min(1, 'La página debe ser mayor a 0')
      .max(100_000, 'Página inválida')
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
};

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

export const rotationQueryExtra = {
  search,
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'El límite debe ser un número' })
      .int('El límite debe ser un número entero')
      .min(1, 'El límite debe ser mayor a 0')
      .max(100, 'El límite no puede superar 100')
      .default(10),
  ),
};

export const rotationItemSchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  rotation_index: z.number(),
  total_movements: z.number(),
  average_stock: z.number(),
});

export const demandSchema = z.object({
  months: z.number(),
  period: z.object({ start_date: z.string(), end_date: z.string() }),
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

export const costStatisticsSchema = z.object({
  products: z.array(
    z.object({
      id: z.number(),
      average_price: z.number().nullable(),
      period_quantity: z.number(),
      unit_price: z.number().nullable(),
    }),
  ),
  period: z.object({ start_date: z.string(), end_date: z.string() }),
  summary: z.object({ total_products: z.number(), total_orders: z.number(), total_revenue: z.number() }),
});

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
  suggested_abc_category: z.string().nullable(),
  status: z.enum(PRODUCT_COST_STATUSES),
  available_quantity: z.number(),
  has_stock: z.boolean(),
  unit_of_measure: z.string(),
});

export const abcResultSchema = z.object({
  message: z.string(),
  changed: z.number(),
  counts: z.object({ A: z.number(), B: z.number(), C: z.number() }),
});

export const exportQueryExtra = {
  format: z.preprocess(emptyToUndefined, z.enum(['xlsx'], { error: 'Formato inválido (solo xlsx)' }).default('xlsx')),
};
