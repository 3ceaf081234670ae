import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../schema';
import { commitments } from '../../modules/ledger/commitments';
import { ledger } from '../../modules/ledger/ledger';

/* Demo documents more than one seed writes the same way. */

/** A picking list the demo's admin picked from `startedAt` to `at`. */
export async function completeDemoPickingList(
  trx: Transaction<Database>,
  listId: number,
  adminUserId: number,
  startedAt: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable('picking_lists')
    .set({
      status: 'completed',
      assigned_user_id: adminUserId,
      assigned_at: startedAt,
      started_at: startedAt,
      completed_at: at,
      updated_at: at,
    })
    .where('id', '=', listId)
    .execute();
}

/** A shipment as the demo writes it: no PDF, no manifest, not archived; its id. */
export async function insertDemoShipment(
  trx: Transaction<Database>,
  shipment: Omit<
    Insertable<Database['shipments']>,
    'archived_at' | 'pdf_generated' | 'pdf_filename' | 'pdf_generated_at' | 'manifest_pdf'
  >,
): Promise<number> {
  const { id } = await trx
    .insertInto('shipments')
    .values({
      ...shipment,
      archived_at: null,
      pdf_generated: 0,
      pdf_filename: null,
      pdf_generated_at: null,
      manifest_pdf: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Every item of a picking list picked in full by the demo's admin: reservations consumed through the ledger. */
export async function pickDemoList(
  trx: Transaction<Database>,
  listId: number,
  orderNumber: string,
  adminUserId: number,
  at: string,
): Promise<void> {
  const items = await trx
    .selectFrom('picking_list_items')
    .select(['id', 'reservation_id', 'quantity_required'])
    .where('picking_list_id', '=', listId)
    .execute();
  const stock = ledger(trx);
  for (const item of items) {
    await commitments(trx).consume(stock, item.reservation_id!, item.quantity_required, 'PICKING', {
      user_id: adminUserId,
      reference_type: 'picking_list',
      reference_id: listId,
      reference: orderNumber,
      description: `Picking de la orden ${orderNumber}`,
    });
    await trx
      .updateTable('picking_list_items')
      .set({ quantity_picked: item.quantity_required, status: 'picked', picked_at: at, picked_by: adminUserId })
      .where('id', '=', item.id)
      .execute();
  }
}
