import type { RecallInput } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import type { StockReservationRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { commitments } from '../ledger';
import { ordersLoseReservations } from '../orders';
import { currentState, ensureDevices, recordState } from './devices.repository';
import { recallDetail, recallNumber } from './read-recall-picture';
import {
  devicesOfProduct,
  insertRecall,
  insertRecallUnit,
  otherHoldsOf,
  productForRecall,
  rowsToHold,
  type RecallScope,
  rowQuantities,
} from './recalls.repository';

/**
 * Opens a recall: in one transaction every matching unit in stock is held with the recall as
 * reason — free units, units reserved for an order or a transfer (released from it), and units a
 * quarantine already held (the recall takes the hold over, so the recall decides their end).
 */
export async function createRecall(deps: Deps, input: RecallInput, userId: number) {
  const id = await deps.stockTransaction(async (stock, trx) => {
    const product =
      (input.product_id ? await productForRecall(trx, { id: input.product_id }) : undefined) ??
      (input.gtin ? await productForRecall(trx, { gtin: input.gtin }) : undefined);
    if (!product) throw new AppError('NOT_FOUND', 'Producto no encontrado', { product_id: 'Producto no encontrado' });
    await stock.lockProducts([product.id]);
    const at = nowIso();
    const lotes = [...new Set(input.lotes)];
    const series = [...new Set(input.series)];
    const recallId = await insertRecall(trx, {
      product_id: product.id,
      gtin: input.gtin ?? (product.barcode && /^\d{8,14}$/.test(product.barcode) ? product.barcode.padStart(14, '0') : null),
      lotes,
      series,
      todos: input.todos,
      motivo: input.motivo,
      referencia: input.referencia,
      created_by: userId,
      created_at: at,
      numero: recallNumber,
    });
    const numero = recallNumber(recallId);
    const scope: RecallScope = { product_id: product.id, lotes, series, todos: input.todos };
    const tool = commitments(trx);
    const ctx = {
      user_id: userId,
      reference_type: 'retiro',
      reference_id: recallId,
      reference: numero,
      description: `Retenido por el retiro ${numero}: ${input.referencia}`,
    };
    await ensureDevices(trx, product.id);
    const held: Array<{ lot_number: string; serial_number: string }> = [];
    const displaced: StockReservationRow[] = [];
    for (const row of await rowsToHold(trx, scope)) {
      for (const other of await otherHoldsOf(trx, row.id)) await tool.releaseHold(other.id, userId);
      const fresh = await rowQuantities(trx, row.id);
      if (fresh.quantity - fresh.held_quantity <= 0) continue; // another recall already holds every unit
      const { hold, displaced: taken } = await tool.hold(
        row.id,
        'all',
        { reason_type: 'retiro', reason_id: recallId, notes: input.referencia },
        userId,
        { displaceReservations: true },
      );
      displaced.push(...taken);
      await insertRecallUnit(trx, {
        recall_id: recallId,
        hold_id: hold.id,
        product_id: row.product_id,
        location_id: row.location_id,
        lot_number: row.lot_number,
        serial_number: row.serial_number,
        expiry_date: row.expiry_date,
        quantity: hold.quantity,
        estado: 'retenido',
      });
      await stock.note(row, 'HOLD', ctx);
      held.push(row);
    }
    await ordersLoseReservations(trx, displaced, `Retiro ${numero} (${input.referencia})`, at);
    // Each device in stock shows the recall in its state history.
    for (const device of await devicesOfProduct(trx, product.id)) {
      if (!held.some((row) => row.lot_number === device.lot_number && row.serial_number === device.serial_number)) continue;
      await recordState(
        trx,
        device.id,
        await currentState(trx, device.id),
        {
          estado_nuevo: 'En cuarentena',
          fecha_evento: at,
          observaciones: `Retiro ${numero}: ${input.motivo}`,
          motivo_cuarentena: `Retiro ${numero} (${input.referencia})`,
          reference_type: 'retiro',
          reference_id: recallId,
        },
        userId,
      );
    }
    return recallId;
  });
  return recallDetail(deps.db.kysely, id);
}
