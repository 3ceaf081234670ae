// The picking list of one assigned order: one item per reservation, in location order.
import { estimatePickingMinutes } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { insertPendingPickingList } from '../../lib/picking-list-rows';
import { publicStockKey } from '../ledger';
import { lockedOrder, requireAction } from './order-guards';
import { orderPickingLists, orderReservations } from './order-reads.repository';
import { updateOrderRow } from './order-writes.repository';
import type { Tx } from '../../db/handle';

/** The picking list of an assigned order, in the caller's transaction: one item per reservation, in location order. */
export async function createPickingListIn(trx: Tx, id: number, userId: number): Promise<number> {
  const order = await lockedOrder(trx, id);
  requireAction(order, 'picking_list', 'crear la lista de picking de', 'las órdenes asignadas');
  const open = (await orderPickingLists(trx, id)).find((list) => list.status !== 'cancelled');
  if (open)
    throw new AppError(
      'INVALID_STATE',
      `La orden ${order.order_number} ya tiene la lista de picking ${open.list_number}`,
      undefined,
      { picking_list_id: open.id },
    );
  const reservations = await orderReservations(trx, id);
  if (reservations.length === 0)
    throw new AppError('INVALID_STATE', `La orden ${order.order_number} no tiene inventario reservado`);
  const now = nowIso();
  const list = await insertPendingPickingList(
    trx,
    {
      order_id: id,
      priority: order.priority,
      piece_by_piece_enabled: order.piece_by_piece_enabled,
      estimated_time: estimatePickingMinutes(reservations),
      created_by: userId,
    },
    now,
  );
  const items = reservations.map((r, index) => ({
    picking_list_id: list.id,
    order_line_id: r.source_line_id!,
    reservation_id: r.id,
    sequence: index + 1,
    product_id: r.product_id,
    location_id: r.location_id,
    lot_number: r.lot_number,
    serial_number: r.serial_number,
    expiry_date: r.expiry_date,
    quantity_required: r.quantity,
    picked_at: null,
    picked_by: null,
  }));
  for (let i = 0; i < items.length; i += 500)
    await trx
      .insertInto('picking_list_items')
      .values(items.slice(i, i + 500))
      .execute();
  await updateOrderRow(trx, id, { updated_at: now });
  return list.id;
}

/** POST /orders/{id}/picking-list: creates the list and answers it with its items. */
export async function createPickingList(deps: Deps, id: number, userId: number) {
  const listId = await deps.db.kysely.transaction().execute((trx) => createPickingListIn(trx, id, userId));
  return pickingListOut(deps, listId);
}

async function pickingListOut(deps: Deps, listId: number) {
  const db = deps.db.kysely;
  const list = await db
    .selectFrom('picking_lists as pl')
    .innerJoin('orders as o', 'o.id', 'pl.order_id')
    .selectAll('pl')
    .select('o.order_number')
    .where('pl.id', '=', listId)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('picking_list_items as pi')
    .innerJoin('products as p', 'p.id', 'pi.product_id')
    .innerJoin('locations as l', 'l.id', 'pi.location_id')
    .selectAll('pi')
    .select(['p.name as product_name', 'p.sku as product_sku', 'l.code as location_code'])
    .where('pi.picking_list_id', '=', listId)
    .orderBy('pi.sequence')
    .execute();
  return {
    id: list.id,
    list_number: list.list_number,
    order_id: list.order_id,
    order_number: list.order_number,
    status: list.status,
    priority: list.priority,
    piece_by_piece_enabled: list.piece_by_piece_enabled === 1,
    estimated_time: list.estimated_time,
    created_at: list.created_at,
    picking_items: items.map((item) => ({
      id: item.id,
      sequence: item.sequence,
      order_line_id: item.order_line_id,
      reservation_id: item.reservation_id,
      product_id: item.product_id,
      product_name: item.product_name,
      product_sku: item.product_sku,
      location_id: item.location_id,
      location_code: item.location_code,
      ...publicStockKey(item),
      quantity_required: item.quantity_required,
      quantity_picked: item.quantity_picked,
      status: item.status,
    })),
  };
}
