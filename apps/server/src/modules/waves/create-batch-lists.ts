// Batch picking lists of a wave: one list per group of orders. Items merge the same
// product/location/lot/serial/expiry across the group's reservations; each item remembers the
// order lines (and reservations) it serves in picking_item_order_lines, so picked units are
// sorted back to their orders. Items follow the optimised route of their warehouse.
import { DEFAULT_ROUTE_STRATEGY, planRoute } from '@bodega/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/clock';
import { insertPendingPickingList } from '../../lib/picking-list-rows';
import { reservationsOfOrders, type ReservationView } from '../orders';
import { loadWarehouseLayout } from '../picking';

export interface BatchListResult {
  picking_list_id: number;
  list_number: string;
  order_ids: number[];
  total_items: number;
  total_locations: number;
  estimated_time: number;
  total_distance: number | null;
}

/** An order's reservation; a wave's orders reserve line by line, so `source_line_id` is set. */
type ReservationRow = ReservationView & { source_id: number; source_line_id: number };

/** Creates the batch list of one group (orders in placement order) inside the wave's transaction. */
export async function createBatchList(
  trx: Transaction<Database>,
  wave: { id: number; priority: number },
  orders: readonly { id: number; piece_by_piece_enabled: number }[],
  warehouseId: number | null,
  userId: number,
): Promise<BatchListResult> {
  const orderIds = orders.map((o) => o.id);
  const reservations = (await reservationsOfOrders(trx, orderIds)) as ReservationRow[];
  // Reservations in the group's order (the most urgent order's units are served first).
  const rank = new Map(orderIds.map((id, i) => [id, i]));
  reservations.sort((a, b) => rank.get(a.source_id)! - rank.get(b.source_id)! || a.id - b.id);

  const merged = new Map<string, { first: ReservationRow; quantity: number; parts: ReservationRow[] }>();
  for (const r of reservations) {
    const key = [r.product_id, r.location_id, r.lot_number, r.serial_number, r.expiry_date].join('\u0000');
    const item = merged.get(key);
    if (item) {
      item.quantity += r.quantity;
      item.parts.push(r);
    } else merged.set(key, { first: r, quantity: r.quantity, parts: [r] });
  }
  const items = [...merged.values()];

  // Route over the item locations; the items take its sequence (a stop's items stay together).
  let sequenceOf = new Map<number, number>();
  let estimated = Math.max(1, Math.round(items.length * 2 + reservations.reduce((s, r) => s + r.quantity, 0) * 0.5));
  let distance: number | null = null;
  const codes = new Map(items.map((i) => [i.first.location_id, i.first.location_code]));
  if (warehouseId !== null && items.length) {
    const layout = await loadWarehouseLayout(trx, warehouseId);
    const inLayout = items.filter((i) => layout.layout.points.has(i.first.location_id));
    if (inLayout.length === items.length) {
      const route = planRoute(
        layout.layout,
        items.map((i) => ({
          location_id: i.first.location_id,
          code: codes.get(i.first.location_id) ?? '',
          quantity: i.quantity,
        })),
        DEFAULT_ROUTE_STRATEGY,
      );
      sequenceOf = new Map(route.steps.map((step) => [step.location_id, step.sequence]));
      estimated = Math.max(1, Math.ceil(route.total_minutes));
      distance = route.total_distance;
    }
  }
  items.sort(
    (a, b) =>
      (sequenceOf.get(a.first.location_id) ?? Infinity) - (sequenceOf.get(b.first.location_id) ?? Infinity) ||
      (codes.get(a.first.location_id) ?? '').localeCompare(codes.get(b.first.location_id) ?? '') ||
      a.first.id - b.first.id,
  );

  const now = nowIso();
  const list = await insertPendingPickingList(
    trx,
    {
      order_id: orderIds[0]!,
      wave_id: wave.id,
      priority: wave.priority,
      piece_by_piece_enabled: orders.some((o) => o.piece_by_piece_enabled === 1) ? 1 : 0,
      estimated_time: estimated,
      created_by: userId,
      route_strategy: distance === null ? null : DEFAULT_ROUTE_STRATEGY,
      route_optimized_at: distance === null ? null : now,
    },
    now,
  );
  for (const [index, item] of items.entries()) {
    const row = await trx
      .insertInto('picking_list_items')
      .values({
        picking_list_id: list.id,
        order_line_id: item.first.source_line_id,
        reservation_id: null,
        sequence: index + 1,
        product_id: item.first.product_id,
        location_id: item.first.location_id,
        lot_number: item.first.lot_number,
        serial_number: item.first.serial_number,
        expiry_date: item.first.expiry_date,
        quantity_required: item.quantity,
        picked_at: null,
        picked_by: null,
        short_reason: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('picking_item_order_lines')
      .values(
        item.parts.map((part) => ({
          picking_list_item_id: row.id,
          order_id: part.source_id,
          order_line_id: part.source_line_id,
          reservation_id: part.id,
          quantity_required: part.quantity,
        })),
      )
      .execute();
  }
  return {
    picking_list_id: list.id,
    list_number: list.list_number,
    order_ids: orderIds,
    total_items: reservations.reduce((s, r) => s + r.quantity, 0),
    total_locations: new Set(items.map((i) => i.first.location_id)).size,
    estimated_time: estimated,
    total_distance: distance,
  };
}
