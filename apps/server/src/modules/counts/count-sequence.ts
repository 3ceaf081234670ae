import { countNumber } from '@bodega/domain';
import { sql } from 'kysely';
import type { Tx } from '../../db/handle';

const SEQUENCE = 'count_tasks';

/**
 * `n` consecutive count numbers ('CNT-000001'…) in one statement of the shared document sequence
 * (lib/document-sequence.ts keeps the same table): a month of tasks for 2 000 locations costs one
 * update, not 2 000. Numbers a rolled-back transaction reserved are not reused.
 */
export async function nextCountNumbers(trx: Tx, n: number): Promise<string[]> {
  if (n === 0) return [];
  await trx
    .insertInto('document_sequences')
    .values({ name: SEQUENCE, value: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await trx
    .updateTable('document_sequences')
    .set({ value: sql<number>`value + ${n}` })
    .where('name', '=', SEQUENCE)
    .returning('value')
    .executeTakeFirstOrThrow();
  const last = Number(row.value);
  return Array.from({ length: n }, (_, i) => countNumber(last - n + 1 + i));
}
