import { sql } from 'kysely';
import type { Tx } from '../db/handle';

/**
 * The next number of a document kind ('orders', 'picking_lists', …), never the same twice: one
 * atomic `update … set value = value + 1 … returning value` (PostgreSQL row lock until commit;
 * SQLite runs one writer at a time). A kind without its row gets one on first use. Numbers used
 * by a transaction that rolls back are not reused: gaps are allowed, repeats never.
 */
export async function nextDocumentNumber(trx: Tx, name: string): Promise<number> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await trx
      .updateTable('document_sequences')
      .set({ value: sql<number>`value + 1` })
      .where('name', '=', name)
      .returning('value')
      .executeTakeFirst();
    if (row) return Number(row.value);
    await trx
      .insertInto('document_sequences')
      .values({ name, value: 0 })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  throw new Error(`document sequence ${name} is missing`);
}

/** 'ORD-000042' style: prefix and the number padded to six digits. */
export function documentNumber(prefix: string, value: number): string {
  return `${prefix}-${String(value).padStart(6, '0')}`;
}
