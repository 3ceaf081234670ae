import { sql, type Insertable, type Selectable } from 'kysely';
import type { TransactionDetailsTable, TransactionsTable } from '../../db/schema';
import type { Tx } from '../../db/handle';

/*
 * The receipt's own documents: its header (transactions) and lines (transaction_details), and the
 * storage list a receipt's cancellation or deletion takes with it.
 */

const CHUNK = 200;

export function receiptHeader(db: Tx, id: number) {
  return db.selectFrom('transactions').selectAll().where('id', '=', id).where('type', '=', 'reception').executeTakeFirst();
}

export function receiptLines(db: Tx, transactionId: number) {
  return db.selectFrom('transaction_details').selectAll().where('transaction_id', '=', transactionId).orderBy('id').execute();
}

export async function insertReceipt(
  db: Tx,
  values: Pick<
    Selectable<TransactionsTable>,
    'reference' | 'status' | 'supplier' | 'warehouse_id' | 'zone_id' | 'notes' | 'mode' | 'user_id'
  > & { now: string },
): Promise<number> {
  const { now, ...rest } = values;
  const row = await db
    .insertInto('transactions')
    .values({
      ...rest,
      type: 'reception',
      created_at: now,
      updated_at: now,
      processed_at: values.status === 'Completado' ? now : null,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertReceiptLines(db: Tx, rows: Insertable<TransactionDetailsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto('transaction_details')
      .values(rows.slice(i, i + CHUNK))
      .execute();
}

export async function deleteReceiptLines(db: Tx, transactionId: number): Promise<void> {
  await db.deleteFrom('transaction_details').where('transaction_id', '=', transactionId).execute();
}

export async function setLinePlacement(db: Tx, id: number, locationId: number, status: 'pending' | 'stored'): Promise<void> {
  await db.updateTable('transaction_details').set({ destination_location_id: locationId, status }).where('id', '=', id).execute();
}

export async function updateReceiptHeader(
  db: Tx,
  id: number,
  values: { reference: string; supplier: string | null; notes: string | null; now: string },
): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ reference: values.reference, supplier: values.supplier, notes: values.notes, updated_at: values.now })
    .where('id', '=', id)
    .execute();
}

/** Conditional status change: false when the receipt was no longer in `from` (a concurrent change won). */
export async function transitionReceipt(
  db: Tx,
  id: number,
  from: string,
  to: 'Completado' | 'Cancelado',
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('transactions')
    .set({ status: to, updated_at: now, ...(to === 'Completado' ? { processed_at: now } : { cancelled_at: now }) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteReceipt(db: Tx, id: number): Promise<void> {
  await db
    .deleteFrom('storage_items')
    .where('storage_list_id', 'in', db.selectFrom('storage_lists').select('id').where('transaction_id', '=', id))
    .execute();
  await db.deleteFrom('storage_lists').where('transaction_id', '=', id).execute();
  await db.deleteFrom('transaction_details').where('transaction_id', '=', id).execute();
  await db.deleteFrom('transactions').where('id', '=', id).execute();
}

/** The receipt's open (not completed, not cancelled) storage list with its stored-item count. */
export async function openStorageList(db: Tx, transactionId: number) {
  return db
    .selectFrom('storage_lists as s')
    .select(['s.id', 's.list_number', 's.status'])
    .select((eb) =>
      eb
        .selectFrom('storage_items as i')
        .select(sql<number>`cast(count(*) as integer)`.as('n'))
        .whereRef('i.storage_list_id', '=', 's.id')
        .where('i.status', '=', 'stored')
        .as('stored_items'),
    )
    .where('s.transaction_id', '=', transactionId)
    .where('s.status', 'not in', ['completed', 'cancelled'])
    .executeTakeFirst();
}

export async function cancelStorageList(db: Tx, id: number, now: string): Promise<void> {
  await db.updateTable('storage_lists').set({ status: 'cancelled', updated_at: now }).where('id', '=', id).execute();
}
