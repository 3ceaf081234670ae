import { sql } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Tx } from '../../db/handle';

/* What a put-away writes on its receipt (ingresos' documents): each line's place, the receipt's completion. */

const settleDetailQuery = prepared((db, detailId: number, locationId: number) =>
  db
    .updateTable('transaction_details')
    .set({
      destination_location_id: locationId,
      status: sql<string>`case when exists (select 1 from storage_items where transaction_detail_id = ${detailId} and status = 'pending') then status else 'stored' end`,
    })
    .where('id', '=', detailId),
);

/** The receipt line is stored when all of its items are; it records where its units went. */
export async function settleReceiptLine(db: Tx, detailId: number, locationId: number): Promise<void> {
  await settleDetailQuery(db, detailId, locationId);
}

/** The receipt of a completed list: Pendiente → Completado (conditional: once). */
export async function completeReceipt(db: Tx, transactionId: number, now: string): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ status: 'Completado', processed_at: now, updated_at: now })
    .where('id', '=', transactionId)
    .where('status', '=', 'Pendiente')
    .execute();
}
