// Writes of order rows and lines, and the reference checks made before them.
import type { OrderLineRow, OrderRow } from '../../db/schema';
import { chunks } from '../../lib/chunks';
import type { Tx } from '../../db/handle';

export async function insertOrderRow(db: Tx, values: Omit<OrderRow, 'id'>): Promise<number> {
  const row = await db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderLines(db: Tx, lines: Omit<OrderLineRow, 'id'>[]): Promise<void> {
  for (const batch of chunks(lines, 500)) await db.insertInto('order_lines').values(batch).execute();
}

export async function deleteOrderLines(db: Tx, orderId: number): Promise<void> {
  await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
}

export async function updateOrderRow(db: Tx, id: number, values: Partial<Omit<OrderRow, 'id'>>): Promise<void> {
  await db.updateTable('orders').set(values).where('id', '=', id).execute();
}

export async function deleteOrderRow(db: Tx, id: number): Promise<void> {
  await deleteOrderLines(db, id);
  await db.deleteFrom('orders').where('id', '=', id).execute();
}

export async function customerExists(db: Tx, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst());
}

/** Those of `ids` that are products not deleted. */
export async function existingProducts(db: Tx, ids: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (const batch of chunks([...new Set(ids)], 1000)) {
    const rows = await db.selectFrom('products').select('id').where('id', 'in', batch).where('deleted_at', 'is', null).execute();
    rows.forEach((row) => found.add(row.id));
  }
  return found;
}
