import { PostgresAdapter } from 'kysely';
import type { Tx } from '../db/handle';

export function isPostgres(trx: Tx): boolean {
  return trx.getExecutor().adapter instanceof PostgresAdapter;
}

/** The products each open transaction has locked, so a lock is taken once per transaction. */
const lockedByTransaction = new WeakMap<Tx, Set<number>>();

/**
 * Locks the products an operation will touch, in id order, before it reads their stock. Every
 * ledger write updates the product row anyway; taking those locks first and in one order means
 * (a) what the operation reads (lots to allocate, a source's rows) cannot change before it
 * writes, and (b) two multi-product operations cannot deadlock on each other. Every ledger write
 * calls it for its own product before it touches an inventory row, so no transaction holds an
 * inventory row while it waits for a product. Products this transaction already locked are not
 * asked for again. SQLite runs one transaction at a time, and outside a transaction a lock would
 * end with its statement, so there is nothing to lock then.
 */
export async function lockProducts(trx: Tx, productIds: Iterable<number>): Promise<void> {
  if (!trx.isTransaction || !isPostgres(trx)) return;
  let locked = lockedByTransaction.get(trx);
  if (!locked) lockedByTransaction.set(trx, (locked = new Set()));
  const ids = [...new Set(productIds)].filter((id) => !locked.has(id)).sort((a, b) => a - b);
  if (ids.length === 0) return;
  await trx.selectFrom('products').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  for (const id of ids) locked.add(id);
}
