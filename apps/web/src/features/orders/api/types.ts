import type { OrderStatus, PickingStrategy } from '@bodega/domain';

/** Shapes of /api/orders answers (apps/server/src/modules/orders/orders.schemas.ts). */
export interface Pagination {
  page: number;
  per_page: number;
  total: number;
}

export type AllocationState = 'none' | 'partial' | 'full';
export type CriterionType = 'lot' | 'serial' | 'expiry';

export interface OrderSummary {
  id: number;
  order_number: string;
  /** 'tarea': an internal picking task (no customer: 'Uso interno'; no prices). */
  kind: 'venta' | 'tarea';
  customer_id: number | null;
  customer_name: string;
  customer_tax_id: string | null;
  status: OrderStatus;
  priority: number;
  order_date: string;
  required_date: string | null;
  shipping_method: string | null;
  picking_strategy: PickingStrategy | null;
  subtotal: number;
  tax_amount: number;
  total_amount: number;
  total_quantity: number;
  allocated_quantity: number;
  allocation_state: AllocationState;
  line_count: number;
}

export interface Reservation {
  id: number;
  inventory_id: number;
  location_id: number;
  location_code: string;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  quantity: number;
}

export interface OrderLine {
  id: number;
  line_no: number;
  product_id: number;
  product_name: string;
  product_sku: string;
  unit_of_measure: string;
  quantity: number;
  unit_price: number | null;
  line_total: number | null;
  allocated_quantity: number;
  reserved_quantity: number;
  picked_quantity: number;
  picking_strategy: PickingStrategy | null;
  picking_criteria: { type: CriterionType; value: string } | null;
  reservations: Reservation[];
}

export interface OrderDetail extends OrderSummary {
  shipping_address: string | null;
  shipping_city: string | null;
  shipping_country: string | null;
  shipping_postal_code: string | null;
  piece_by_piece_enabled: boolean;
  picking_strategy_config: { level: 'order' | 'product'; strategy: PickingStrategy | null };
  notes: string | null;
  carrier: string | null;
  service_type: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
  picking_lists: { id: number; list_number: string; status: string }[];
  order_lines: OrderLine[];
}

export interface OrderStats {
  orders_today: number;
  pending_allocation: number;
  pending_picking: number;
  fulfillment_rate: number | null;
  fulfillment: { period_days: number; from: string; to: string; due: number; on_time: number };
}

export interface AllocationResult {
  success: boolean;
  fully_allocated: boolean;
  status: OrderStatus;
  message: string;
  error: string | null;
  allocation_results: {
    line_id: number;
    product_id: number;
    product_name: string;
    product_sku: string;
    strategy: PickingStrategy;
    success: boolean;
    requested: number;
    allocated: number;
    newly_allocated: number;
    reason: string | null;
  }[];
}

export interface DebugAllocation {
  order_id: number;
  order_number: string;
  status: OrderStatus;
  allocation_state: AllocationState;
  total_requested: number;
  total_allocated: number;
  lines: { line_id: number; product_name: string; requested: number; allocated: number; diagnosis: string }[];
}

export interface RepairResult {
  success: boolean;
  repaired: boolean;
  message: string;
  previous_status: OrderStatus;
  status: OrderStatus;
  changes: string[];
}

export interface ProductOption {
  id: number;
  sku: string;
  name: string;
  category: string;
  unit_of_measure: string;
  barcode: string | null;
  current_stock: number;
  available_quantity: number;
  has_stock: boolean;
  has_lots: boolean;
  has_serials: boolean;
  has_expiry: boolean;
}

export interface StockLocation {
  inventory_id: number;
  location_id: number;
  location_code: string;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  entry_date: string;
  quantity: number;
  reserved_quantity: number;
  held_quantity: number;
  available_quantity: number;
  expired: boolean;
}

export interface ProductLocations {
  product_id: number;
  product_name: string;
  product_sku: string;
  total_available: number;
  locations: StockLocation[];
}
