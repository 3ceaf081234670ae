import { z } from 'zod';
import { DEFAULT_ANALYTICS_TIME_RANGE, ROTATION_DAYS, TIME_RANGES } from '../formulas/periods';
import { DEMAND_HORIZONS } from '../formulas/demand';
import { optionalIdParam, wholeQuery } from './bounds';
import { COST_PERIODS, DEFAULT_COST_PERIOD } from './cost.schema';

const timeRange = (fallback: (typeof TIME_RANGES)[number]) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(TIME_RANGES, { error: 'Período inválido' }).default(fallback));

/** Query of every /api/analytics/* read: warehouse (optional) and time range. */
export const analyticsQuerySchema = z.object({
  warehouse_id: optionalIdParam('La bodega debe ser un número entero positivo'),
  time_range: timeRange(DEFAULT_ANALYTICS_TIME_RANGE),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const dayChoice = (choices: readonly number[], fallback: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : Number(v)),
    z
      .number({ error: message })
      .refine((n) => choices.includes(n), message)
      .default(fallback),
  );

export const rotationQuerySchema = analyticsQuerySchema.extend({
  days: dayChoice(ROTATION_DAYS, 30, 'Los días deben ser 30, 60 o 90'),
});
export type RotationQuery = z.infer<typeof rotationQuerySchema>;

const productIds = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? [] : v.split(',')) : v),
  z
    .array(
      z
        .string()
        .regex(/^[1-9][0-9]{0,9}$/, 'Producto inválido')
        .transform(Number),
    )
    .max(50, 'Seleccione hasta 50 productos')
    .default([]),
);

export const demandQuerySchema = analyticsQuerySchema.extend({
  months: dayChoice(DEMAND_HORIZONS, 3, 'Los meses deben ser 3, 6 o 12'),
  /** Comma-separated product ids; empty = the top 5 by rotation. */
  product_ids: productIds,
});
export type DemandQuery = z.infer<typeof demandQuerySchema>;

export const costStatisticsQuerySchema = z.object({
  time_range: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(COST_PERIODS, { error: 'Período inválido' }).default(DEFAULT_COST_PERIOD),
  ),
});

export const COST_ABC_FILTERS = ['A', 'B', 'C', 'none'] as const;
export const PRODUCT_COST_STATUSES = ['active', 'discontinued', 'low_stock', 'out_of_stock'] as const;
export const PRODUCT_COST_STATUS_LABELS: Record<(typeof PRODUCT_COST_STATUSES)[number], string> = {
  active: 'Activo',
  discontinued: 'Descontinuado',
  low_stock: 'Bajo Stock',
  out_of_stock: 'Sin Stock',
};

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: message }).optional());

/** GET /api/analytics/products: the cost table (15 rows per page). */
export const costProductsQuerySchema = z.object({
  page: wholeQuery('Página inválida', { max: 100_000 }).default(1),
  per_page: wholeQuery('Tamaño de página inválido', { max: 100 }).default(15),
  search: z.string().trim().max(100, 'No puede superar 100 caracteres').optional(),
  category: z.string().trim().max(100, 'No puede superar 100 caracteres').optional(),
  abc_category: optionalEnum(COST_ABC_FILTERS, 'Categoría ABC inválida'),
  status: optionalEnum(PRODUCT_COST_STATUSES, 'Estado inválido'),
  time_range: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(COST_PERIODS, { error: 'Período inválido' }).default(DEFAULT_COST_PERIOD),
  ),
});
export type CostProductsQuery = z.infer<typeof costProductsQuerySchema>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A list's page and page size in a query string ('' is the default). */
export function pageQuery() {
  return z.preprocess(
    emptyToUndefined,
    wholeQuery('La página debe ser un número entero', {
      max: 100_000,
      minMessage: 'La página debe ser mayor a 0',
      maxMessage: 'Página inválida',
    }).default(1),
  );
}
export function perPageQuery(fallback: number) {
  return z.preprocess(
    emptyToUndefined,
    wholeQuery('El tamaño de página debe ser un número entero', {
      max: 100,
      minMessage: 'El tamaño de página debe ser mayor a 0',
      maxMessage: 'El tamaño de página no puede superar 100',
    }).default(fallback),
  );
}

/** A list's free-text search ('' is no search). */
export const searchQuery = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(100, 'No puede superar 100 caracteres').optional(),
);

/** GET /api/analytics/low-stock: the analytics query plus search and paging (10 per page). */
export const lowStockQuerySchema = analyticsQuerySchema.extend({
  search: searchQuery,
  page: pageQuery(),
  per_page: perPageQuery(10),
});

/** GET /api/analytics/rotation-analysis: plus search and how many rows. */
export const rotationListQuerySchema = rotationQuerySchema.extend({
  search: searchQuery,
  limit: z.preprocess(
    emptyToUndefined,
    wholeQuery('El límite debe ser un número entero', {
      max: 100,
      minMessage: 'El límite debe ser mayor a 0',
      maxMessage: 'El límite no puede superar 100',
    }).default(10),
  ),
});

/** GET /api/analytics/export: the analytics query plus the format (xlsx only). */
export const analyticsExportQuerySchema = analyticsQuerySchema.extend({
  format: z.preprocess(emptyToUndefined, z.enum(['xlsx'], { error: 'Formato inválido (solo xlsx)' }).default('xlsx')),
});
