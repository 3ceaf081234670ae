import { z } from 'zod';
import { ROUTE_STRATEGIES } from '../../routing/plan';
import { PICKING_STRATEGIES } from '../../strategies/select-lots';
import { ORDER_KINDS } from '../order-document.schema';
import { CRITERIA_TYPES } from '../order.schema';
import { LIST_STATUSES } from '../picking.schema';
import { paginationSchema } from './common';

/**
 * The picking answers: picking lists and items under /api/orders, tasks, stats and
 * routes under /api/intelligent-picking, /api/shortest-path. The server's route `response`
 * schemas and the web's types (`z.infer`), one source for both.
 */
export const PICKING_ITEM_STATUSES = ['pending', 'picked', 'cancelled'] as const;

/** A picking list item (Picking item). */
export const pickingItemSchema = z.object({
  id: z.number(),
  sequence: z.number(),
  order_line_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  product_barcode: z.string().nullable(),
  unit_of_measure: z.string(),
  location_id: z.number(),
  location_code: z.string(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  quantity_required: z.number(),
  quantity_picked: z.number(),
  quantity_scanned: z.number(),
  barcode_scanned: z.boolean(),
  short_quantity: z.number(),
  short_reason: z.string().nullable(),
  status: z.enum(PICKING_ITEM_STATUSES),
  picked_at: z.string().nullable(),
});
export type PickingItem = z.infer<typeof pickingItemSchema>;

/** A picking list as the lists answer it (Picking list). */
export const pickingListSummarySchema = z.object({
  id: z.number(),
  list_number: z.string(),
  order_id: z.number(),
  order_number: z.string(),
  order: z.object({ order_number: z.string(), status: z.string(), piece_by_piece_enabled: z.boolean() }),
  status: z.enum(LIST_STATUSES),
  priority: z.number(),
  piece_by_piece_enabled: z.boolean(),
  estimated_time: z.number(),
  actual_time: z.number().nullable(),
  assigned_user_id: z.number().nullable(),
  assigned_username: z.string().nullable(),
  assigned_at: z.string().nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  route_strategy: z.string().nullable(),
  is_route_optimized: z.boolean(),
  total_items: z.number(),
  completed_items: z.number(),
  /** A pick needs scans of its location and product (false: an admin turned scanning off). */
  scan_required: z.boolean(),
  /** When and by whom scanning was last turned off; kept after it is turned on again. */
  scan_off_at: z.string().nullable(),
  scan_off_username: z.string().nullable(),
});
export type PickingListSummary = z.infer<typeof pickingListSummarySchema>;

export const pickingListDetailSchema = pickingListSummarySchema.extend({ picking_items: z.array(pickingItemSchema) });
export type PickingListDetail = z.infer<typeof pickingListDetailSchema>;

/** GET /orders/picking-lists: one page of lists. */
export const pickingListsPageSchema = z.object({ data: z.array(pickingListSummarySchema), pagination: paginationSchema });
export type PickingListsPage = z.infer<typeof pickingListsPageSchema>;

/** POST /orders/picking-items/{id}/scan-barcode `data` (Scan response). */
export const pickingScanResultSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  all_scanned: z.boolean(),
  quantity_scanned: z.number(),
  quantity_required: z.number(),
  item: pickingItemSchema,
});
export type PickingScanResult = z.infer<typeof pickingScanResultSchema>;

/** POST /orders/picking-items/{id}/pick `data`. */
export const pickResultSchema = z.object({ item: pickingItemSchema, short: z.boolean() });
export type PickResult = z.infer<typeof pickResultSchema>;

/** A picking task (Picking task): a sales order or internal task seen from the picking side. */
export const pickingTaskResponseSchema = z.object({
  id: z.number(),
  task_number: z.string(),
  status: z.string(),
  picking_strategy: z.string().nullable(),
  picking_type: z.string(),
  priority: z.number(),
  piece_by_piece_enabled: z.boolean(),
  estimated_time: z.number(),
  created_at: z.string(),
  order_date: z.string(),
  required_date: z.string().nullable(),
  notes: z.string().nullable(),
  shipping_method: z.string().nullable(),
  /** 'tarea' from 'Nueva Tarea' (internal: no customer, 'Uso interno'), 'venta' from a sales order. */
  kind: z.enum(ORDER_KINDS),
  customer_name: z.string(),
  short_picked: z.boolean(),
  picking_list: z
    .object({
      id: z.number(),
      list_number: z.string(),
      status: z.string(),
      assigned_user_id: z.number().nullable(),
      started_at: z.string().nullable(),
      completed_at: z.string().nullable(),
    })
    .nullable(),
  task_lines: z.array(
    z.object({
      id: z.number(),
      product_id: z.number(),
      product_name: z.string(),
      product_sku: z.string(),
      quantity: z.number(),
      quantity_picked: z.number(),
      unit_of_measure: z.string(),
      picking_strategy: z.enum(PICKING_STRATEGIES).nullable(),
      picking_criteria: z.object({ type: z.enum(CRITERIA_TYPES), value: z.string() }).nullable(),
    }),
  ),
  route: z.array(
    z.object({ sequence: z.number(), location_code: z.string(), item_count: z.number(), total_quantity: z.number() }),
  ),
});
export type PickingTask = z.infer<typeof pickingTaskResponseSchema>;

/** GET /intelligent-picking/tasks. */
export const pickingTasksPageSchema = z.object({
  data: z.object({ tasks: z.array(pickingTaskResponseSchema) }),
  pagination: paginationSchema,
});
export type PickingTasksPage = z.infer<typeof pickingTasksPageSchema>;

/** GET /intelligent-picking/stats `data`: the four cards of /intelligent-picking. */
export const pickingStatsSchema = z.object({
  /** Tasks (orders) pending, assigned or picking. */
  active_tasks: z.number(),
  completed_tasks: z.number(),
  /** Mean minutes from start to completion of completed lists; null with none. */
  average_time_minutes: z.number().nullable(),
  /** Mean of estimated / actual × 100 (clamped 0–150) over completed lists; null with none. */
  efficiency_percent: z.number().nullable(),
  /** Units picked. */
  items_processed: z.number(),
});
export type PickingStats = z.infer<typeof pickingStatsSchema>;

const routeItemSchema = z.object({
  picking_item_id: z.number().nullable().optional(),
  product_id: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  quantity: z.number(),
  lot_number: z.string().nullable().optional(),
  serial_number: z.string().nullable().optional(),
  expiry_date: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
});

export const routeStepSchema = z.object({
  location_id: z.number(),
  sequence: z.number(),
  location_code: z.string(),
  aisle: z.string().nullable(),
  rack: z.string().nullable(),
  level: z.string().nullable(),
  position: z.string().nullable(),
  zone_info: z.object({ zone_id: z.number().nullable(), zone_name: z.string(), zone_weight: z.number() }),
  location_weight: z.number(),
  distance_from_previous: z.number(),
  estimated_time_minutes: z.number(),
  item_count: z.number(),
  total_quantity: z.number(),
  items: z.array(routeItemSchema),
  /** The warehouse of the stop: a list whose units lie in several warehouses walks each one in turn. */
  warehouse_id: z.number().optional(),
});

/** One warehouse's part of a list's route (its own origin, distance and time). */
export const routeWarehousePartSchema = z.object({
  warehouse_id: z.number(),
  warehouse_name: z.string(),
  total_locations: z.number(),
  total_distance: z.number(),
  estimated_time: z.number(),
});

export const routeSuggestionSchema = z.object({
  warehouse_id: z.number(),
  strategy: z.enum(ROUTE_STRATEGIES),
  is_optimized: z.boolean(),
  origin: z.object({ location_id: z.number(), location_code: z.string() }).nullable(),
  total_locations: z.number(),
  total_distance: z.number(),
  total_cost: z.number(),
  return_distance: z.number(),
  estimated_time: z.number(),
  steps: z.array(routeStepSchema),
  baseline: z.object({
    strategy: z.literal('location_code'),
    total_distance: z.number(),
    total_cost: z.number(),
    estimated_time: z.number(),
  }),
  savings_percent: z.number(),
  /** A picking list's route, warehouse by warehouse (one part when all its units lie in one). */
  warehouses: z.array(routeWarehousePartSchema).optional(),
});
export type RouteSuggestion = z.infer<typeof routeSuggestionSchema>;
export type RouteWarehousePart = z.infer<typeof routeWarehousePartSchema>;
export type RouteStep = z.infer<typeof routeStepSchema>;

export const simulationSchema = routeSuggestionSchema.extend({
  shortages: z.array(
    z.object({ product_id: z.number(), product_name: z.string(), requested: z.number(), available: z.number() }),
  ),
});

const routeLocationRefSchema = z.object({ location_id: z.number(), location_code: z.string() });

export const shortestPathResultSchema = z.object({
  warehouse_id: z.number(),
  from: routeLocationRefSchema.nullable(),
  to: routeLocationRefSchema,
  /** Metres walked. */
  distance: z.number(),
  /** Metres-equivalent with levels, zone change and the destination's weight. */
  cost: z.number(),
  estimated_time_minutes: z.number(),
  via: z.enum(['same_aisle', 'front', 'back']),
});
export type ShortestPathResult = z.infer<typeof shortestPathResultSchema>;

const optionSchema = <T extends z.ZodType>(value: T) => z.object({ value, name: z.string(), description: z.string() });

export const strategiesSchema = z.object({
  strategies: z.array(optionSchema(z.enum(PICKING_STRATEGIES))),
  route_strategies: z.array(optionSchema(z.enum(ROUTE_STRATEGIES))),
});

export const prioritiesSchema = z.object({ priorities: z.array(optionSchema(z.number())) });

export const productStrategyResultSchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  picking_strategy: z.enum(PICKING_STRATEGIES),
});
