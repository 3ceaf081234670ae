import type { ListStatus } from '@bodega/domain';

/** GET /api/orders/picking-lists/{id} item (spec 3 §3 Picking item). */
export interface PickingItem {
  id: number;
  sequence: number;
  order_line_id: number;
  product_id: number;
  product_name: string;
  product_sku: string;
  product_barcode: string | null;
  unit_of_measure: string;
  location_id: number;
  location_code: string;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  quantity_required: number;
  quantity_picked: number;
  quantity_scanned: number;
  barcode_scanned: boolean;
  short_quantity: number;
  short_reason: string | null;
  status: 'pending' | 'picked' | 'cancelled';
  picked_at: string | null;
}

/** A picking list as the lists answer it (spec 3 §3 Picking list). */
export interface PickingListSummary {
  id: number;
  list_number: string;
  order_id: number;
  order_number: string;
  order: { order_number: string; status: string; piece_by_piece_enabled: boolean };
  status: ListStatus;
  priority: number;
  piece_by_piece_enabled: boolean;
  estimated_time: number;
  actual_time: number | null;
  assigned_user_id: number | null;
  assigned_username: string | null;
  assigned_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  created_at: string;
  route_strategy: string | null;
  is_route_optimized: boolean;
  total_items: number;
  completed_items: number;
}

export interface PickingListDetail extends PickingListSummary {
  picking_items: PickingItem[];
}

/** POST /api/orders/picking-items/{id}/scan-barcode (spec 3 §3 Scan response). */
export interface PickingScanResult {
  success: boolean;
  message: string;
  all_scanned: boolean;
  quantity_scanned: number;
  quantity_required: number;
  item: PickingItem;
}

export interface RouteStep {
  location_id: number;
  sequence: number;
  location_code: string;
  aisle: string | null;
  rack: string | null;
  level: string | null;
  zone_info: { zone_id: number | null; zone_name: string; zone_weight: number };
  distance_from_previous: number;
  estimated_time_minutes: number;
  item_count: number;
  total_quantity: number;
  items: Array<{
    picking_item_id?: number | null;
    product_name: string;
    product_sku: string;
    quantity: number;
    status?: string | null;
  }>;
}

/** Spec 3 §3 Route suggestion, plus totals and the location-code baseline. */
export interface RouteSuggestion {
  strategy: string;
  is_optimized: boolean;
  total_locations: number;
  total_distance: number;
  estimated_time: number;
  steps: RouteStep[];
  baseline: { total_distance: number; estimated_time: number };
  savings_percent: number;
}
