import { sql } from 'kysely';
import { nowIso } from '../../lib/clock';
import { lockProducts } from '../../lib/stock-locks';
import { rollupMove } from './daily-rollup';
import { appendEvent } from './ledger-statements';
import { stockIdentity, type EventContext } from './stock-key';
import type { Tx } from '../../db/handle';

/**
 * Gives every stock row of one product's lot the expiry `expiry` (an admin's correction of the
 * lot master). Each row keeps its units, reservations and holds; its identity changes, so the
 * ledger records it as an ADJUSTMENT out of the old identity and one into the new (the events
 * of an identity still sum to its row). A row whose new identity already exists is merged into
 * it, with its reservations and holds. Answers how many rows changed.
 */
export async function relabelLotExpiry(
  trx: Tx,
  productId: number,
  lotNumber: string,
  expiry: string,
  ctx: EventContext,
): Promise<number> {
  await lockProducts(trx, [productId]);
  const at = nowIso();
  const rows = await trx
    .selectFrom('inventory')
    .selectAll()
    .where('product_id', '=', productId)
    .where('lot_number', '=', lotNumber)
    .where('expiry_date', '<>', expiry)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const target = await trx
      .selectFrom('inventory')
      .select('id')
      .where('product_id', '=', productId)
      .where('location_id', '=', row.location_id)
      .where('lot_number', '=', lotNumber)
      .where('serial_number', '=', row.serial_number)
      .where('expiry_date', '=', expiry)
      .executeTakeFirst();
    let rowId = row.id;
    if (target) {
      await trx
        .updateTable('inventory')
        .set({
          quantity: sql<number>`quantity + ${row.quantity}`,
          reserved_quantity: sql<number>`reserved_quantity + ${row.reserved_quantity}`,
          held_quantity: sql<number>`held_quantity + ${row.held_quantity}`,
          entry_date: sql<string>`case when entry_date > ${row.entry_date} then ${row.entry_date} else entry_date end`,
          updated_at: at,
        })
        .where('id', '=', target.id)
        .execute();
      rowId = target.id;
    } else {
      await trx.updateTable('inventory').set({ expiry_date: expiry, updated_at: at }).where('id', '=', row.id).execute();
    }
    // The copies of the row's identity the commitments keep.
    await trx
      .updateTable('stock_reservations')
      .set({ expiry_date: expiry, inventory_id: rowId })
      .where('inventory_id', '=', row.id)
      .execute();
    const holds = await trx.selectFrom('stock_holds').select('id').where('inventory_id', '=', row.id).execute();
    await trx
      .updateTable('stock_holds')
      .set({ expiry_date: expiry, inventory_id: rowId })
      .where('inventory_id', '=', row.id)
      .execute();
    if (holds.length)
      await trx
        .updateTable('recall_units')
        .set({ expiry_date: expiry })
        .where(
          'hold_id',
          'in',
          holds.map((h) => h.id),
        )
        .execute();
    if (target) await trx.deleteFrom('inventory').where('id', '=', row.id).execute();
    if (row.quantity > 0) {
      const from = stockIdentity(row);
      await appendEvent(trx, 'ADJUSTMENT', from, -row.quantity, ctx, at);
      await appendEvent(trx, 'ADJUSTMENT', { ...from, expiry_date: expiry }, row.quantity, ctx, at);
      await rollupMove(trx, 'ADJUSTMENT', productId, row.location_id, -row.quantity, at);
      await rollupMove(trx, 'ADJUSTMENT', productId, row.location_id, row.quantity, at);
    }
  }
  // Picking items not yet picked name the row they will take.
  await trx
    .updateTable('picking_list_items')
    .set({ expiry_date: expiry })
    .where('product_id', '=', productId)
    .where('lot_number', '=', lotNumber)
    .where('status', '=', 'pending')
    .execute();
  return rows.length;
}
