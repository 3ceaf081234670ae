// How picking lists and items are shown (who sees them: lib/operator-visibility.ts).
import type { PickingItem, PickingListSummary } from '@bodega/domain';
import { publicStockKey } from '../ledger';
import type { ItemRow, ListHeader } from './picking-list-reads.repository';

import type { Actor } from '../../lib/operator-visibility';

export type { Actor };

/** Minutes between two instants, two decimals (0.01 at least, so an efficiency is defined). */
export function minutesBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  return Math.max(0.01, Math.round(((Date.parse(to) - Date.parse(from)) / 60_000) * 100) / 100);
}

export function itemOut(item: ItemRow): PickingItem {
  return {
    id: item.id,
    sequence: item.sequence,
    order_line_id: item.order_line_id,
    product_id: item.product_id,
    product_name: item.product_name,
    product_sku: item.product_sku,
    product_barcode: item.product_barcode,
    unit_of_measure: item.unit_of_measure,
    location_id: item.location_id,
    location_code: item.location_code,
    ...publicStockKey(item),
    quantity_required: item.quantity_required,
    quantity_picked: item.quantity_picked,
    quantity_scanned: item.quantity_scanned,
    barcode_scanned: item.barcode_scanned === 1,
    short_quantity: item.short_quantity,
    short_reason: item.short_reason,
    // The column holds only these (the picking service writes them).
    status: item.status as PickingItem['status'],
    picked_at: item.picked_at,
  };
}

export function headerOut(list: ListHeader, progress?: { total_items: number; done_items: number }): PickingListSummary {
  return {
    id: list.id,
    list_number: list.list_number,
    order_id: list.order_id,
    order_number: list.order_number,
    order: {
      order_number: list.order_number,
      status: list.order_status,
      piece_by_piece_enabled: list.piece_by_piece_enabled === 1,
    },
    status: list.status as PickingListSummary['status'],
    priority: list.priority,
    piece_by_piece_enabled: list.piece_by_piece_enabled === 1,
    estimated_time: list.estimated_time,
    actual_time: minutesBetween(list.started_at, list.completed_at),
    assigned_user_id: list.assigned_user_id,
    assigned_username: list.assigned_username,
    assigned_at: list.assigned_at,
    started_at: list.started_at,
    completed_at: list.completed_at,
    created_at: list.created_at,
    route_strategy: list.route_strategy,
    is_route_optimized: list.route_optimized_at !== null,
    total_items: progress?.total_items ?? 0,
    completed_items: progress?.done_items ?? 0,
    scan_required: list.scan_required === 1,
    scan_off_at: list.scan_off_at,
    scan_off_username: list.scan_off_username,
  };
}
