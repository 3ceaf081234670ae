import { PRODUCT_MESSAGES, adjustmentReasonText, applyAdjustment, type AddLot, type StockAdjustment } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { findInventoryProduct, findInventoryRow, locationExists, stockRow } from './inventory-rows.repository';
import { INVENTORY_ROW_NOT_FOUND, LOCATION_NOT_FOUND, getInventoryRow } from './read-inventory';

export interface AddLotInput extends AddLot {
  product_id: number;
  event_type: 'RECEPTION' | 'ADJUSTMENT';
  serial_number?: string | null | undefined;
  notes?: string | null | undefined;
}

/**
 * Adds, subtracts or sets one row through the ledger (one ADJUSTMENT event with the reason and
 * notes). Returns the row afterwards, or null when the row was emptied (the ledger removes it).
 */
export async function adjustInventoryRow(deps: Deps, id: number, input: StockAdjustment, userId: number) {
  await deps.stockTransaction(async (stock, trx) => {
    const row = await stockRow(trx, id);
    if (!row) throw new AppError('NOT_FOUND', INVENTORY_ROW_NOT_FOUND);
    const result = applyAdjustment(row.quantity, input.adjustment_type, input.quantity);
    if (!result.ok) {
      throw new AppError(
        'INSUFFICIENT_STOCK',
        result.error,
        { quantity: result.error },
        { available: row.quantity, requested: input.quantity },
      );
    }
    const ctx = {
      user_id: userId,
      reference_type: 'inventory_adjustment',
      reference_id: row.id,
      description: adjustmentReasonText(input),
      notes: input.notes ?? null,
    };
    const delta = result.quantity - row.quantity;
    if (input.adjustment_type === 'set') await stock.setQuantity(row.id, result.quantity, ctx);
    else if (delta > 0) await stock.add(row, delta, 'ADJUSTMENT', ctx);
    else if (delta < 0) await stock.remove(row, -delta, 'ADJUSTMENT', ctx);
  });
  return (await findInventoryRow(deps.db.kysely, id)) ?? null;
}

/** A new lot (or more of an existing one) at a location, through the ledger. */
export async function addInventoryLot(deps: Deps, input: AddLotInput, userId: number) {
  const product = await findInventoryProduct(deps.db.kysely, input.product_id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  if (!(await locationExists(deps.db.kysely, input.location_id))) {
    throw new AppError('NOT_FOUND', LOCATION_NOT_FOUND, { location_id: LOCATION_NOT_FOUND });
  }
  const row = await deps.stockTransaction((stock) =>
    stock.add(
      {
        product_id: product.id,
        location_id: input.location_id,
        lot_number: input.lot_number,
        serial_number: input.serial_number,
        expiry_date: input.expiry_date,
      },
      input.quantity,
      input.event_type,
      {
        user_id: userId,
        reference_type: 'inventory_lot',
        description: 'Lote agregado desde inventario',
        notes: input.notes ?? null,
      },
    ),
  );
  return getInventoryRow(deps, row.id);
}
