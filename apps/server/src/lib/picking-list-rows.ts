import { documentNumber, nextDocumentNumber } from './document-sequence';
import type { Tx } from '../db/handle';

/*
 * The two writes every picking list goes through whoever makes it (an order, a wave): it is
 * opened pending and numbered, and it is cancelled, with its pending items, while not started.
 */

export interface NewPickingList {
  order_id: number;
  wave_id?: number | null;
  priority: number;
  piece_by_piece_enabled: number;
  estimated_time: number;
  created_by: number;
  route_strategy?: string | null;
  route_optimized_at?: string | null;
}

/** A pending list numbered from the 'picking_lists' sequence (PL-000042): nobody assigned, nothing started. */
export async function insertPendingPickingList(
  trx: Tx,
  values: NewPickingList,
  now: string,
): Promise<{ id: number; list_number: string }> {
  const listNumber = documentNumber('PL', await nextDocumentNumber(trx, 'picking_lists'));
  const list = await trx
    .insertInto('picking_lists')
    .values({
      list_number: listNumber,
      status: 'pending',
      ...values,
      assigned_user_id: null,
      assigned_at: null,
      started_at: null,
      completed_at: null,
      cancelled_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: list.id, list_number: listNumber };
}

/** Cancels those of these lists still pending or assigned, and their pending items; how many lists it cancelled. */
export async function cancelUnstartedPickingLists(trx: Tx, ids: readonly number[], at: string): Promise<number> {
  if (ids.length === 0) return 0;
  const done = await trx
    .updateTable('picking_lists')
    .set({ status: 'cancelled', cancelled_at: at, updated_at: at })
    .where('id', 'in', [...ids])
    .where('status', 'in', ['pending', 'assigned'])
    .executeTakeFirst();
  // Only the items of the lists cancelled here: a list already started keeps its items pending.
  await trx
    .updateTable('picking_list_items')
    .set({ status: 'cancelled' })
    .where('picking_list_id', 'in', (eb) =>
      eb
        .selectFrom('picking_lists')
        .select('id')
        .where('id', 'in', [...ids])
        .where('status', '=', 'cancelled'),
    )
    .where('status', '=', 'pending')
    .execute();
  return Number(done.numUpdatedRows);
}
