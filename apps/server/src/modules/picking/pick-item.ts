// Picking an item: a scan of one unit, and the pick itself — through the
// ledger with a PICKING event, consuming the item's reservation exactly once.
import { checkPick, checkPickScans, isLotStrategy, matchPickingScan, PICK_MESSAGES, type PickItemInput } from '@bodega/domain';
import type { Tx } from '../../db/handle';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { commitments, heldStockError } from '../ledger';
import { enforceLotDeviation, lotEnforcements, lotStrategyVerdict } from '../lots';
import { pickWaveItem } from '../waves';
import { itemOut, type Actor } from './picking-list-output';
import { lockPickingItem, pickingListItem, type ItemRow } from './picking-list-reads.repository';
import { requireInProgress, requireItem } from './read-picking-lists';
import { addItemScan, markItemPicked } from './picking-list-writes.repository';

/**
 * Records the pick of an item: every required unit, or fewer with a reason (short pick). The
 * picked units leave their location through the ledger (PICKING event) out of the item's
 * reservation; a short pick frees the rest of the reservation, and its shortage makes the order partial.
 * All or nothing, exactly once: the item changes only from pending.
 */
export async function pickItem(deps: Deps, itemId: number, input: PickItemInput, actor: Actor) {
  return deps.stockTransaction(async (stock, trx) => {
    await lockPickingItem(trx, itemId);
    const { item, list } = await requireItem(trx, itemId, actor);
    requireInProgress(list);
    const check = checkPick(item, input.quantity_picked, input.reason, list.piece_by_piece_enabled === 1);
    if (!check.ok) {
      if (check.reason === 'requires_scan')
        throw new AppError('SCAN_REQUIRED', check.message, undefined, {
          requires_scan: true,
          quantity_scanned: item.quantity_scanned,
          quantity_required: item.quantity_required,
        });
      if (check.reason === 'not_pending') throw new AppError('INVALID_STATE', check.message);
      throw new AppError('VALIDATION_ERROR', check.message, {
        [check.reason === 'needs_reason' ? 'reason' : 'quantity_picked']: check.message,
      });
    }
    if (input.quantity_picked > 0 && list.scan_required === 1) requireScans(item, input, list.piece_by_piece_enabled === 1);
    // Another lot than the strategy's: a reason under 'warn', refused under 'block' (lots module).
    const deviation = input.quantity_picked > 0 && list.wave_id === null ? await pickDeviation(trx, item, input) : null;
    const at = nowIso();
    const recorded = await markItemPicked(trx, itemId, {
      quantity_picked: input.quantity_picked,
      short_quantity: check.short_quantity,
      short_reason: check.kind === 'short' ? input.reason!.trim() : null,
      status: input.quantity_picked > 0 ? 'picked' : 'cancelled',
      at,
      by: actor.id,
    });
    if (!recorded) throw new AppError('INVALID_STATE', PICK_MESSAGES.itemNotPending);
    const ctx = {
      user_id: actor.id,
      reference_type: 'picking_list',
      reference_id: list.id,
      reference: list.list_number,
    };
    // A wave's batch item: its units are sorted to the order lines it serves (waves module).
    if (list.wave_id !== null) {
      const waveCtx = { ...ctx, description: `Picking ${list.list_number} (ola)` };
      await pickWaveItem(trx, stock, itemId, input.quantity_picked, waveCtx, at);
      return { item: itemOut((await pickingListItem(trx, itemId))!), short: check.kind === 'short' };
    }
    if (item.reservation_id === null) throw new AppError('INVALID_STATE', 'El item no tiene una reserva de inventario');
    const ledger = commitments(trx);
    // A quarantine or recall after allocation displaces the reservation: say so, not "not found".
    if (!(await trx.selectFrom('stock_reservations').select('id').where('id', '=', item.reservation_id).executeTakeFirst())) {
      const held = await heldStockError(trx, item, input.quantity_picked || item.quantity_required);
      throw held ?? new AppError('INVALID_STATE', 'La reserva de inventario del item ya no existe');
    }
    if (deviation)
      await trx
        .updateTable('picking_list_items')
        .set({ deviation_reason: deviation.reason, deviation_text: deviation.text })
        .where('id', '=', itemId)
        .execute();
    const orderCtx = {
      ...ctx,
      description: `Picking ${list.list_number} (${list.order_number})${deviation ? ` · ${deviation.description}` : ''}`,
    };
    if (input.quantity_picked > 0) await ledger.consume(stock, item.reservation_id, input.quantity_picked, 'PICKING', orderCtx);
    // The rest of a short pick goes back to free stock; the item's short_quantity makes the order partial.
    if (check.short_quantity > 0) await ledger.release(item.reservation_id, check.short_quantity);
    const updated = (await pickingListItem(trx, itemId))!;
    return { item: itemOut(updated), short: check.kind === 'short' };
  });
}

/**
 * The strategy's verdict on the item's lot (the line's, else the order's, else the product's lot
 * strategy; FEFO when none), against the free stock of the product plus the item's own
 * reservation, and what the product's enforcement makes of a deviation.
 */
async function pickDeviation(trx: Tx, item: ItemRow, input: PickItemInput) {
  if (!item.lot_number) return null;
  const strategies = await trx
    .selectFrom('order_lines as ol')
    .innerJoin('orders as o', 'o.id', 'ol.order_id')
    .innerJoin('products as p', 'p.id', 'ol.product_id')
    .select(['ol.picking_strategy as line', 'o.picking_strategy as order', 'p.picking_strategy as product'])
    .where('ol.id', '=', item.order_line_id)
    .executeTakeFirst();
  const strategy = [strategies?.line, strategies?.order, strategies?.product].find(isLotStrategy) ?? 'fefo';
  const own = item.reservation_id
    ? await trx
        .selectFrom('stock_reservations')
        .select(['inventory_id', 'quantity'])
        .where('id', '=', item.reservation_id)
        .execute()
    : [];
  const verdict = await lotStrategyVerdict(
    trx,
    item.product_id,
    strategy,
    { lot_number: item.lot_number, expiry_date: item.expiry_date || null },
    own.map((row) => ({ inventory_id: Number(row.inventory_id), quantity: Number(row.quantity) })),
  );
  if (verdict.compliant) return null;
  const enforcement = (await lotEnforcements(trx, [item.product_id])).get(item.product_id) ?? 'warn';
  return enforceLotDeviation(
    enforcement,
    {
      product_name: item.product_name,
      taken_lot: item.lot_number,
      expected_lot: verdict.suggestion ? (verdict.suggestion.lot_number ?? verdict.suggestion.value) : null,
      warning: verdict.warning,
      field_prefix: '',
    },
    input,
  );
}

/**
 * The pick's own scans (location, then product) unless an admin turned scanning off for the list:
 * a missing scan is 409 SCAN_REQUIRED, a scan of another location or product is 400, each with
 * the field it belongs to.
 */
function requireScans(item: ItemRow, input: PickItemInput, pieceByPiece: boolean): void {
  const check = checkPickScans(item, input, pieceByPiece);
  if (check.ok) return;
  const fields = { [check.field]: check.message };
  if (check.reason === 'missing')
    throw new AppError('SCAN_REQUIRED', check.message, fields, { requires_scan: true, missing: check.field });
  if (check.reason === 'location') throw new AppError('VALIDATION_ERROR', check.message, fields);
  throw new AppError(check.reason === 'product' ? 'PRODUCT_MISMATCH' : 'LOT_MISMATCH', check.message, fields);
}

/** One scanned unit of a pending item of a list in progress; the code must be the reserved unit. */
export async function scanPickingItem(deps: Deps, itemId: number, barcode: string, actor: Actor) {
  return deps.db.kysely.transaction().execute(async (trx) => {
    await lockPickingItem(trx, itemId);
    const { item, list } = await requireItem(trx, itemId, actor);
    requireInProgress(list);
    if (item.status !== 'pending') throw new AppError('INVALID_STATE', PICK_MESSAGES.itemNotPending);
    if (item.quantity_scanned >= item.quantity_required) throw new AppError('ALL_UNITS_SCANNED', PICK_MESSAGES.allScanned);
    const match = matchPickingScan(
      {
        product_name: item.product_name,
        product_sku: item.product_sku,
        product_barcode: item.product_barcode,
        product_codigo_fabrica: item.product_codigo_fabrica,
        lot_number: item.lot_number,
        serial_number: item.serial_number,
        expiry_date: item.expiry_date,
      },
      barcode,
    );
    if (!match.ok) {
      throw new AppError(match.reason === 'product' ? 'PRODUCT_MISMATCH' : 'LOT_MISMATCH', match.message, undefined, {
        product_name: item.product_name,
        expected: match.expected,
        scanned: match.scanned,
      });
    }
    if (!(await addItemScan(trx, itemId))) throw new AppError('ALL_UNITS_SCANNED', PICK_MESSAGES.allScanned);
    const updated = (await pickingListItem(trx, itemId))!;
    const all = updated.quantity_scanned >= updated.quantity_required;
    return {
      success: true,
      message: all ? PICK_MESSAGES.allUnitsScanned(updated.product_name) : PICK_MESSAGES.unitScanned,
      all_scanned: all,
      quantity_scanned: updated.quantity_scanned,
      quantity_required: updated.quantity_required,
      item: itemOut(updated),
    };
  });
}
