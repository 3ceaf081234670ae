import { LIST_STATUSES, STORAGE_STRATEGIES, idParam, optionalIdParam } from '@bodega/domain';
import { z } from 'zod';
import { emptyToUndefined, pageQuery, perPageQuery } from '../../lib/query-fields';

export const storageListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(LIST_STATUSES, { error: 'Estado inválido' }).optional()),
  /** Ignored for operators: they always get their own lists. */
  assigned_user_id: optionalIdParam('El operario debe ser un número'),
  transaction_id: optionalIdParam('El ingreso debe ser un número'),
  page: pageQuery(),
  per_page: perPageQuery(100, 500),
});
export type StorageListQuery = z.infer<typeof storageListQuerySchema>;

export const itemParamsSchema = z.object({
  id: idParam(),
});

const locationRefSchema = z.object({
  id: z.number(),
  code: z.string(),
  barcode: z.string().nullable(),
  zone: z.object({ id: z.number(), name: z.string(), warehouse: z.object({ id: z.number(), name: z.string() }) }),
});

export const storageItemSchema = z.object({
  id: z.number(),
  storage_list_id: z.number(),
  transaction_detail_id: z.number(),
  sequence: z.number(),
  status: z.enum(['pending', 'stored']),
  product_id: z.number(),
  product: z.object({ id: z.number(), name: z.string(), code: z.string(), sku: z.string(), barcode: z.string().nullable() }),
  quantity_to_store: z.number(),
  quantity_scanned: z.number(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  suggested_location: locationRefSchema.nullable(),
  suggestion_reason: z.string().nullable(),
  actual_location: locationRefSchema.nullable(),
  location_scanned: z.boolean(),
  product_scanned: z.boolean(),
  stored_at: z.string().nullable(),
});
export type StorageItemOut = z.infer<typeof storageItemSchema>;

export const storageListSummarySchema = z.object({
  id: z.number(),
  list_number: z.string(),
  transaction_id: z.number(),
  transaction: z.object({ id: z.number(), reference: z.string(), supplier: z.string().nullable(), status: z.string() }),
  status: z.enum(LIST_STATUSES),
  priority: z.number(),
  storage_strategy: z.enum(STORAGE_STRATEGIES),
  piece_by_piece_enabled: z.boolean(),
  total_items: z.number(),
  completed_items: z.number(),
  total_units: z.number(),
  /** completed_items / total_items, rounded percent (domain progressPercent). */
  progress: z.number(),
  estimated_time: z.number(),
  actual_time: z.number().nullable(),
  assigned_user_id: z.number().nullable(),
  assigned_user: z.object({ id: z.number(), username: z.string(), email: z.string() }).nullable(),
  assigned_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
});
export type StorageListSummary = z.infer<typeof storageListSummarySchema>;

export const storageListDetailSchema = storageListSummarySchema.extend({ storage_items: z.array(storageItemSchema) });
export type StorageListDetail = z.infer<typeof storageListDetailSchema>;

export const pieceScanResultSchema = z.object({
  success: z.literal(true),
  item: storageItemSchema,
  all_scanned: z.boolean(),
  /** The item was stored by this scan (its units are now in inventory). */
  stored: z.boolean(),
  message: z.string(),
});

export const storageSummarySchema = z.object({
  id: z.number(),
  list_number: z.string(),
  transaction_reference: z.string(),
  status: z.literal('completed'),
  storage_strategy: z.enum(STORAGE_STRATEGIES),
  piece_by_piece_enabled: z.boolean(),
  started_at: z.string().nullable(),
  completed_at: z.string(),
  /** Minutes from start to completion. */
  actual_time: z.number(),
  estimated_time: z.number(),
  /** estimated / actual × 100, clamped 0–150 (domain efficiencyPercent). */
  efficiency: z.number(),
  total_items: z.number(),
  completed_items: z.number(),
  total_units: z.number(),
  /** Items stored somewhere other than the suggestion. */
  relocated_items: z.number(),
  operator: z.object({ id: z.number(), username: z.string() }).nullable(),
});

export const storageDashboardSchema = z.object({
  scope: z.enum(['operator', 'all']),
  pending: z.number(),
  assigned: z.number(),
  in_progress: z.number(),
  completed_today: z.number(),
  completed: z.number(),
  /** assigned + in_progress (spec 3 §9 "active tasks"). */
  active: z.number(),
  total_tasks: z.number(),
  /** Operator storage dashboard: completed today / all tasks (domain dashboardEfficiency). */
  efficiency: z.number(),
  /** Mean of estimated/actual over completed lists with both times (domain averageEfficiency). */
  time_efficiency: z.number(),
  total_estimated_minutes: z.number(),
  lists: z.array(storageListSummarySchema),
});
