import { formatDateCL, type LotCorrection } from '@bodega/domain';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import type { Deps } from '../../lib/deps';
import { findLot, lotChanges, lotStock } from './lots.repository';

export const LOT_NOT_FOUND = 'Lote no encontrado';

/**
 * An admin's correction of a lot's expiry, in one transaction: the master, every stock row of the
 * lot (through the ledger: ADJUSTMENT out of the old identity and into the new, reservations and
 * holds kept) and the log row with who, when, old, new and why. The same expiry is a 409.
 */
export async function correctLotExpiry(deps: Deps, id: number, input: LotCorrection, userId: number) {
  await deps.stockTransaction(async (stock, trx) => {
    const lot = await trx.selectFrom('lots').selectAll().where('id', '=', id).executeTakeFirst();
    if (!lot) throw new AppError('NOT_FOUND', LOT_NOT_FOUND);
    await stock.lockProducts([lot.product_id]);
    const current = await trx.selectFrom('lots').select('expiry_date').where('id', '=', id).executeTakeFirstOrThrow();
    const rowsWithOther = await trx
      .selectFrom('inventory')
      .select('id')
      .where('product_id', '=', lot.product_id)
      .where('lot_number', '=', lot.lot_number)
      .where('expiry_date', '<>', input.expiry_date)
      .executeTakeFirst();
    if (current.expiry_date === input.expiry_date && !rowsWithOther) {
      const message = `El lote ${lot.lot_number} ya tiene vencimiento ${formatDateCL(input.expiry_date)}`;
      throw new AppError('CONFLICT', message, { expiry_date: message });
    }
    const at = nowIso();
    const description = `Corrección de vencimiento del lote ${lot.lot_number}: ${formatDateCL(current.expiry_date) || 'sin vencimiento'} → ${formatDateCL(input.expiry_date)}`;
    const rows = await stock.relabelLotExpiry(lot.product_id, lot.lot_number, input.expiry_date, {
      user_id: userId,
      reference_type: 'lot_correction',
      reference_id: id,
      reference: lot.lot_number,
      description,
      notes: input.reason,
    });
    await trx.updateTable('lots').set({ expiry_date: input.expiry_date, updated_at: at }).where('id', '=', id).execute();
    await trx
      .insertInto('lot_expiry_changes')
      .values({
        lot_id: id,
        old_expiry: current.expiry_date,
        new_expiry: input.expiry_date,
        reason: input.reason,
        rows_updated: rows,
        user_id: userId,
        created_at: at,
      })
      .execute();
  });
  return readLot(deps, id);
}

/** One lot with its stock per expiry and its corrections. */
export async function readLot(deps: Deps, id: number) {
  const db = deps.db.kysely;
  const lot = await findLot(db, id);
  if (!lot) throw new AppError('NOT_FOUND', LOT_NOT_FOUND);
  const stock = await lotStock(db, lot.product_id, lot.lot_number);
  return {
    ...lot,
    stock: stock.map((row) => ({ expiry_date: row.expiry_date || null, quantity: Number(row.quantity) })),
    changes: (await lotChanges(db, id)).map((row) => ({ ...row, id: Number(row.id) })),
  };
}
