import { z } from 'zod';
import { PICKING_STRATEGIES } from '../../strategies/select-lots';
import { ORDER_KINDS } from '../order-document.schema';
import { CRITERIA_TYPES, ORDER_STATUSES } from '../order.schema';
import { paginationSchema } from './common';

/**
 * The /api/orders answers, customers included: the server's route `response`
 * schemas and the web's types (`z.infer`), one source for both.
 */
export const customerResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  tax_id: z.string(),
  contact_person: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  postal_code: z.string().nullable(),
  payment_terms: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

const criterionResponse = z.object({ type: z.enum(CRITERIA_TYPES), value: z.string() }).nullable();

export const ALLOCATION_STATES = ['none', 'partial', 'full'] as const;
export type AllocationState = (typeof ALLOCATION_STATES)[number];

export const reservationResponseSchema = z.object({
  id: z.number(),
  inventory_id: z.number(),
  location_id: z.number(),
  location_code: z.string(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  quantity: z.number(),
});

export const orderLineResponseSchema = z.object({
  id: z.number(),
  line_no: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  unit_of_measure: z.string(),
  quantity: z.number(),
  /** Null on an internal task's lines. */
  unit_price: z.number().nullable(),
  line_total: z.number().nullable(),
  /** Reserved now plus already picked. */
  allocated_quantity: z.number(),
  reserved_quantity: z.number(),
  picked_quantity: z.number(),
  picking_strategy: z.enum(PICKING_STRATEGIES).nullable(),
  picking_criteria: criterionResponse,
  reservations: z.array(reservationResponseSchema),
});
export type OrderLineResponse = z.infer<typeof orderLineResponseSchema>;
export type ReservationResponse = z.infer<typeof reservationResponseSchema>;

const pickingListRef = z.object({ id: z.number(), list_number: z.string(), status: z.string() });

const orderBase = {
  id: z.number(),
  order_number: z.string(),
  /** 'venta' (sales order) or 'tarea' (internal picking task: no customer — 'Uso interno' — and no prices). */
  kind: z.enum(ORDER_KINDS),
  customer_id: z.number().nullable(),
  customer_name: z.string(),
  customer_tax_id: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  priority: z.number(),
  order_date: z.string(),
  required_date: z.string().nullable(),
  shipping_method: z.string().nullable(),
  picking_strategy: z.enum(PICKING_STRATEGIES).nullable(),
  subtotal: z.number(),
  tax_amount: z.number(),
  total_amount: z.number(),
  total_quantity: z.number(),
  allocated_quantity: z.number(),
  /** none | partial | full: a partially allocated order stays 'pending' with this 'partial'. */
  allocation_state: z.enum(ALLOCATION_STATES),
  line_count: z.number(),
  /** It left the warehouse (a ship date or a tracking number): 'Enviado', not 'Listo en andén'. */
  has_left: z.boolean(),
};

export const orderSummarySchema = z.object(orderBase);
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** GET /orders: one page of orders. */
export const ordersPageSchema = z.object({ data: z.array(orderSummarySchema), pagination: paginationSchema });
export type OrdersPage = z.infer<typeof ordersPageSchema>;

export const orderDetailSchema = z.object({
  ...orderBase,
  shipping_address: z.string().nullable(),
  shipping_city: z.string().nullable(),
  shipping_country: z.string().nullable(),
  shipping_postal_code: z.string().nullable(),
  piece_by_piece_enabled: z.boolean(),
  picking_strategy_config: z.object({ level: z.enum(['order', 'product']), strategy: z.enum(PICKING_STRATEGIES).nullable() }),
  notes: z.string().nullable(),
  carrier: z.string().nullable(),
  service_type: z.string().nullable(),
  tracking_number: z.string().nullable(),
  shipped_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  picking_lists: z.array(pickingListRef),
  order_lines: z.array(orderLineResponseSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const allocationLineResultSchema = z.object({
  line_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  strategy: z.enum(PICKING_STRATEGIES),
  success: z.boolean(),
  requested: z.number(),
  /** Units the line holds after this call (reserved + picked). */
  allocated: z.number(),
  /** Units reserved by this call. */
  newly_allocated: z.number(),
  /** Why the line is short, in Spanish; null when covered. */
  reason: z.string().nullable(),
});
export type AllocationLineResult = z.infer<typeof allocationLineResultSchema>;

export const allocationResultSchema = z.object({
  success: z.boolean(),
  fully_allocated: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  message: z.string(),
  error: z.string().nullable(),
  allocation_results: z.array(allocationLineResultSchema),
});
export type AllocationResult = z.infer<typeof allocationResultSchema>;

export const stockCandidateSchema = z.object({
  inventory_id: z.number(),
  location_id: z.number(),
  location_code: z.string(),
  location_description: z.string().nullable(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  entry_date: z.string(),
  quantity: z.number(),
  reserved_quantity: z.number(),
  held_quantity: z.number(),
  available_quantity: z.number(),
});
export type StockCandidate = z.infer<typeof stockCandidateSchema>;

/** GET /orders/products/{id}/locations `data`: every stock row of the product, expired ones flagged. */
export const productLocationsSchema = z.object({
  product_id: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  total_available: z.number(),
  locations: z.array(stockCandidateSchema.extend({ zone_name: z.string(), warehouse_name: z.string(), expired: z.boolean() })),
});
export type ProductLocations = z.infer<typeof productLocationsSchema>;
export type StockLocation = ProductLocations['locations'][number];

export const debugAllocationSchema = z.object({
  order_id: z.number(),
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  allocation_state: z.enum(ALLOCATION_STATES),
  total_requested: z.number(),
  total_allocated: z.number(),
  today: z.string(),
  lines: z.array(
    z.object({
      line_id: z.number(),
      product_id: z.number(),
      product_name: z.string(),
      product_sku: z.string(),
      strategy: z.enum(PICKING_STRATEGIES),
      picking_criteria: criterionResponse,
      requested: z.number(),
      allocated: z.number(),
      reserved: z.number(),
      picked: z.number(),
      reservations: z.array(reservationResponseSchema),
      /** Free stock the line's strategy would take next, in that order (expired stock excluded). */
      available_in_strategy_order: z.array(stockCandidateSchema),
      expired_units: z.number(),
      held_units: z.number(),
      diagnosis: z.string(),
    }),
  ),
});

export type DebugAllocation = z.infer<typeof debugAllocationSchema>;

export const repairResultSchema = z.object({
  success: z.boolean(),
  repaired: z.boolean(),
  message: z.string(),
  previous_status: z.enum(ORDER_STATUSES),
  status: z.enum(ORDER_STATUSES),
  changes: z.array(z.string()),
});

export type RepairResult = z.infer<typeof repairResultSchema>;

/** POST /orders/{id}/release `data`. */
export const releaseResultSchema = z.object({
  success: z.boolean(),
  released_quantity: z.number(),
  status: z.literal('pending'),
  message: z.string(),
});
export type ReleaseResult = z.infer<typeof releaseResultSchema>;

/** DELETE /orders/{id} `data`. */
export const orderRemovedSchema = z.object({ id: z.number(), order_number: z.string() });

export const orderStatsSchema = z.object({
  orders_today: z.number(),
  pending_allocation: z.number(),
  pending_picking: z.number(),
  /** Percent (one decimal) of orders due in the period shipped complete by their required date; null when none was due. */
  fulfillment_rate: z.number().nullable(),
  fulfillment: z.object({ period_days: z.number(), from: z.string(), to: z.string(), due: z.number(), on_time: z.number() }),
});

export type OrderStats = z.infer<typeof orderStatsSchema>;

/** GET /orders/products/inventory `data` item: a product for an order line, with what is free. */
export const productInventorySchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  category: z.string(),
  unit_of_measure: z.string(),
  barcode: z.string().nullable(),
  current_stock: z.number(),
  available_quantity: z.number(),
  has_stock: z.boolean(),
  has_lots: z.boolean(),
  has_serials: z.boolean(),
  has_expiry: z.boolean(),
  /** The product's list price in pesos, where the order line's price starts; null when none is set. */
  unit_price: z.number().nullable(),
});

export type ProductOption = z.infer<typeof productInventorySchema>;

export const granularCriteriaResponseSchema = z.object({
  picking_strategy_config: z.object({ level: z.enum(['order', 'product']), strategy: z.enum(PICKING_STRATEGIES).nullable() }),
  granular_criteria: z.record(
    z.string(),
    z.object({
      line_id: z.number(),
      line_no: z.number(),
      product_id: z.number(),
      picking_strategy: z.enum(PICKING_STRATEGIES).nullable(),
      type: z.enum(CRITERIA_TYPES).nullable(),
      value: z.string().nullable(),
      available_quantity: z.number().nullable(),
    }),
  ),
  has_allocations: z.boolean(),
});

/** POST /orders/{id}/picking-list `data`: the list created from the order's reservations. */
export const pickingListResponseSchema = z.object({
  id: z.number(),
  list_number: z.string(),
  order_id: z.number(),
  order_number: z.string(),
  status: z.string(),
  priority: z.number(),
  piece_by_piece_enabled: z.boolean(),
  estimated_time: z.number(),
  created_at: z.string(),
  picking_items: z.array(
    z.object({
      id: z.number(),
      sequence: z.number(),
      order_line_id: z.number(),
      reservation_id: z.number().nullable(),
      product_id: z.number(),
      product_name: z.string(),
      product_sku: z.string(),
      location_id: z.number(),
      location_code: z.string(),
      lot_number: z.string().nullable(),
      serial_number: z.string().nullable(),
      expiry_date: z.string().nullable(),
      quantity_required: z.number(),
      quantity_picked: z.number(),
      status: z.string(),
    }),
  ),
});
export type CreatedPickingList = z.infer<typeof pickingListResponseSchema>;
