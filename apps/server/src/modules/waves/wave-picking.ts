// How the picking module's execution moves a wave. The picking service calls these
// for lists with a wave_id, inside its own transaction:
// - a picked batch item sorts its units to the order lines it serves (most urgent order first),
//   consuming each line's reservation through the ledger and releasing what was short;
// - an order of the wave is 'picked' once every item serving it is picked or short-picked;
// - starting a list puts its orders in 'picking' and the wave in progress; completing the last
//   list completes the wave and closes its orders' open mark (they may join a later wave no more).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { commitments, type EventContext, type Ledger } from '../ledger';

type Trx = Transaction<Database>;

/** Sorts `picked` units of a batch item to its order lines; the rest of each line is short and released. */
export async function pickWaveItem(
  trx: Trx,
  stock: Ledger,
  itemId: number,
  picked: number,
  ctx: EventContext,
  at: string,
): Promise<void> {
  const parts = await trx
    .selectFrom('picking_item_order_lines as x')
    .innerJoin('orders as o', 'o.id', 'x.order_id')
    .select(['x.id', 'x.order_id', 'x.reservation_id', 'x.quantity_required'])
    .where('x.picking_list_item_id', '=', itemId)
    .orderBy('o.priority', 'desc')
    .orderBy('x.id')
    .execute();
  const ledger = commitments(trx);
  let left = picked;
  for (const part of parts) {
    const take = Math.min(left, part.quantity_required);
    left -= take;
    const short = part.quantity_required - take;
    if (part.reservation_id !== null) {
      if (take > 0) await ledger.consume(stock, part.reservation_id, take, 'PICKING', ctx);
      if (short > 0) await ledger.release(part.reservation_id, short);
    }
    await trx
      .updateTable('picking_item_order_lines')
      .set({ quantity_picked: take, short_quantity: short })
      .where('id', '=', part.id)
      .execute();
  }
  for (const orderId of new Set(parts.map((p) => p.order_id))) await markOrderPickedWhenDone(trx, orderId, at);
}

async function markOrderPickedWhenDone(trx: Trx, orderId: number, at: string): Promise<void> {
  const open = await trx
    .selectFrom('picking_item_order_lines as x')
    .innerJoin('picking_list_items as pi', 'pi.id', 'x.picking_list_item_id')
    .select('x.id')
    .where('x.order_id', '=', orderId)
    .where('pi.status', '=', 'pending')
    .executeTakeFirst();
  if (!open)
    await trx
      .updateTable('orders')
      .set({ status: 'picked', updated_at: at })
      .where('id', '=', orderId)
      .where('status', 'in', ['pending', 'assigned', 'picking'])
      .execute();
}

const ordersOfList = (trx: Trx, listId: number) =>
  trx.selectFrom('wave_orders').select('order_id').where('picking_list_id', '=', listId);

export async function waveListStarted(trx: Trx, waveId: number, listId: number, at: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'picking', updated_at: at })
    .where('id', 'in', ordersOfList(trx, listId))
    .where('status', 'in', ['pending', 'assigned'])
    .execute();
  await trx
    .updateTable('waves')
    .set({ status: 'in_progress', started_at: at, updated_at: at })
    .where('id', '=', waveId)
    .where('status', '=', 'pending')
    .execute();
}

export async function waveListCompleted(trx: Trx, waveId: number, listId: number, at: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'picked', updated_at: at })
    .where('id', 'in', ordersOfList(trx, listId))
    .where('status', 'in', ['pending', 'assigned', 'picking'])
    .execute();
  const unfinished = await trx
    .selectFrom('picking_lists')
    .select('id')
    .where('wave_id', '=', waveId)
    .where('status', 'not in', ['completed', 'cancelled'])
    .executeTakeFirst();
  if (unfinished) return;
  await trx
    .updateTable('waves')
    .set({ status: 'completed', completed_at: at, updated_at: at })
    .where('id', '=', waveId)
    .where('status', 'in', ['pending', 'in_progress'])
    .execute();
  await trx.updateTable('wave_orders').set({ open: 0 }).where('wave_id', '=', waveId).execute();
}

/** 409 text when an order is in an open wave (orders refuse to release, edit or cancel it then), else null. */
export async function openWaveOf(trx: Trx | import('kysely').Kysely<Database>, orderId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('wave_orders as wo')
    .innerJoin('waves as w', 'w.id', 'wo.wave_id')
    .select('w.name')
    .where('wo.order_id', '=', orderId)
    .where('wo.open', '=', 1)
    .executeTakeFirst();
  return row?.name ?? null;
}
