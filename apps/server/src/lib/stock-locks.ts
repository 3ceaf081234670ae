import { PostgresAdapter } from 'kysely';
import type { Tx } from '../db/handle';

export function isPostgres(trx: Tx): boolean {
  return trx.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Locks the products an operation will touch, in id order, before it reads their stock. Every
 * ledger write updates the product row anyway; taking those locks first and in one order means
 * (a) what the operation reads (lots to allocate, a source's rows) cannot change before it
 * writes, and (b) two multi-product operations cannot deadlock on each other. SQLite runs one
 * transaction at a time, so there is nothing to lock there.
 */
export async function lockProducts(trx: Tx, productIds: Iterable<number>): Promise<void> {
  if (!isPostgres(trx)) return;
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await trx.selectFrom('products').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs a whole transaction again when PostgreSQL aborted it as a deadlock victim or a
 * serialization failure (another module may lock an inventory row before its product). Safe
 * because the aborted attempt wrote nothing.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown })?.code;
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
