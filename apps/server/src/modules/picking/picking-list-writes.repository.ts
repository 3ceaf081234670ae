// State changes of picking-list execution: conditional transitions (a write happens once, from
// the expected state), picks, scans and the route sequence of the items.
import { sql } from 'kysely';
import type { Tx } from '../../db/handle';

/** Conditional status change: true when the list was in one of `from`. */
export async function transitionPickingList(
  db: Tx,
  id: number,
  from: readonly string[],
  values: Record<string, unknown>,
): Promise<boolean> {
  const result = await db
    .updateTable('picking_lists')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The list's order moves to `to` when it is in one of `from`. */
export async function advanceOrderStatus(
  db: Tx,
  orderId: number,
  from: readonly string[],
  to: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ status: to, updated_at: at })
    .where('id', '=', orderId)
    .where('status', 'in', [...from])
    .execute();
}

/** Records a pick once: only a pending item changes; false when another request got there first. */
export async function markItemPicked(
  db: Tx,
  id: number,
  values: {
    quantity_picked: number;
    short_quantity: number;
    short_reason: string | null;
    status: string;
    at: string;
    by: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('picking_list_items')
    .set({
      quantity_picked: values.quantity_picked,
      short_quantity: values.short_quantity,
      short_reason: values.short_reason,
      status: values.status,
      picked_at: values.at,
      picked_by: values.by,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One more unit scanned, never above the required quantity; false when all were already scanned. */
export async function addItemScan(db: Tx, id: number): Promise<boolean> {
  const result = await db
    .updateTable('picking_list_items')
    .set({ quantity_scanned: sql<number>`quantity_scanned + 1`, barcode_scanned: 1 })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where(sql<boolean>`quantity_scanned < quantity_required`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The items take the sequence of `order` and the list records the route strategy that produced it. */
export async function resequenceList(
  db: Tx,
  listId: number,
  order: readonly number[],
  strategy: string,
  at: string,
): Promise<void> {
  for (const [index, itemId] of order.entries()) {
    await db
      .updateTable('picking_list_items')
      .set({ sequence: index + 1 })
      .where('id', '=', itemId)
      .where('picking_list_id', '=', listId)
      .execute();
  }
  await db
    .updateTable('picking_lists')
    .set({ route_strategy: strategy, route_optimized_at: at, updated_at: at })
    .where('id', '=', listId)
    .execute();
}
