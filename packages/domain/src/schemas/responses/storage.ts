import { z } from 'zod';
import { LIST_STATUSES } from '../picking.schema';
import { STORAGE_STRATEGIES } from '../ingreso.schema';
import { paginationSchema } from './common';

/**
 * The /api/intelligent-storage answers: the server's route `response`
 * schemas and the web's types (`z.infer`), one source for both.
 */
export const STORAGE_ITEM_STATUSES = ['pending', 'stored'] as const;

/** A location as the put-away screens show it: with its zone and warehouse. */
export const storageLocationRefSchema = z.object({
  id: z.number(),
  code: z.string(),
  barcode: z.string().nullable(),
  zone: z.object({ id: z.number(), name: z.string(), warehouse: z.object({ id: z.number(), name: z.string() }) }),
});

export type StorageLocationRef = z.infer<typeof storageLocationRefSchema>;

export const storageItemSchema = z.object({
  id: z.number(),
  storage_list_id: z.number(),
  transaction_detail_id: z.number(),
  sequence: z.number(),
  status: z.enum(STORAGE_ITEM_STATUSES),
  product_id: z.number(),
  product: z.object({ id: z.number(), name: z.string(), code: z.string(), sku: z.string(), barcode: z.string().nullable() }),
  quantity_to_store: z.number(),
  quantity_scanned: z.number(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  suggested_location: storageLocationRefSchema.nullable(),
  suggestion_reason: z.string().nullable(),
  actual_location: storageLocationRefSchema.nullable(),
  location_scanned: z.boolean(),
  product_scanned: z.boolean(),
  stored_at: z.string().nullable(),
});
export type StorageItemOut = z.infer<typeof storageItemSchema>;
export type StorageItem = StorageItemOut;

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

/** GET /intelligent-storage/storage-lists: one page of lists. */
export const storageListsPageSchema = z.object({ data: z.array(storageListSummarySchema), pagination: paginationSchema });
export type StorageListsPage = z.infer<typeof storageListsPageSchema>;

export const storageListDetailSchema = storageListSummarySchema.extend({ storage_items: z.array(storageItemSchema) });
export type StorageListDetail = z.infer<typeof storageListDetailSchema>;

/** POST /intelligent-storage/storage-items/{id}/scan-piece `data`. */
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
export type StorageSummary = z.infer<typeof storageSummarySchema>;

export const storageDashboardSchema = z.object({
  scope: z.enum(['operator', 'all']),
  pending: z.number(),
  assigned: z.number(),
  in_progress: z.number(),
  completed_today: z.number(),
  completed: z.number(),
  /** assigned + in_progress ("active tasks"). */
  active: z.number(),
  total_tasks: z.number(),
  /** Operator storage dashboard: completed today / all tasks (domain dashboardEfficiency). */
  efficiency: z.number(),
  /** Mean of estimated/actual over completed lists with both times (domain averageEfficiency). */
  time_efficiency: z.number(),
  total_estimated_minutes: z.number(),
  lists: z.array(storageListSummarySchema),
});
export type PieceScanResult = z.infer<typeof pieceScanResultSchema>;
export type StorageDashboard = z.infer<typeof storageDashboardSchema>;
