import type { CRITERIA_TYPES, ProductLocations } from '@bodega/domain';

// The orders API's shapes are the domain's response schemas (the server validates and documents
// its answers with them): one definition for both sides.
export type {
  AllocationResult,
  AllocationState,
  DebugAllocation,
  OrderDetail,
  OrderLineResponse as OrderLine,
  OrderStats,
  OrderSummary,
  OrdersPage,
  Pagination,
  ProductLocations,
  ProductOption,
  RepairResult,
  ReservationResponse as Reservation,
} from '@bodega/domain';

export type CriterionType = (typeof CRITERIA_TYPES)[number];

/** The fields of a product's stock row (GET /orders/products/{id}/locations) the order form reads. */
export type StockLocation = Pick<
  ProductLocations['locations'][number],
  | 'inventory_id'
  | 'location_id'
  | 'location_code'
  | 'lot_number'
  | 'serial_number'
  | 'expiry_date'
  | 'entry_date'
  | 'quantity'
  | 'reserved_quantity'
  | 'held_quantity'
  | 'available_quantity'
  | 'expired'
>;
