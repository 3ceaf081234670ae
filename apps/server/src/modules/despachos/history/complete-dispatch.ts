import {
  DISPATCH_HISTORY_MESSAGES as M,
  dispatchLotStrategy,
  isExpired,
  santiagoDay,
  selectLotsForQuantity,
  type SelectionMethod,
} from '@bodega/domain';
import type { Deps } from '../../../lib/deps';
import { AppError } from '../../../lib/app-error';
import { nowIso } from '../../../lib/clock';
import { lotCandidates, sourceRows } from '../../../lib/source-row';
import { heldStockError } from '../../ledger';
import { enforceLotDeviation, lotEnforcements, lotStrategyVerdict } from '../../lots';
import {
  DISPATCH_ISSUE_SHAPE,
  existingProducts,
  findDispatchHead,
  findLocation,
  issueRecordValues,
  replaceDispatchItems,
  updatePendingDispatch,
  type DispatchValues,
} from './dispatch-orders.repository';

/**
 * Completes a Pendiente dispatch with its edited values: in one transaction the status flips to
 * Completado (a conditional UPDATE, so a second completion finds nothing to flip), the lines are
 * written, and every line's units leave the source location through the ledger as DISPATCH
 * events, taken in the selection method's order (fifo by entry, fefo and none by expiry),
 * never expired units nor committed ones (quantity − reserved_quantity). The ledger writes each
 * issue row with its units. Any shortage is a 409 and the whole transaction rolls back: all or
 * nothing.
 */
export async function completeDispatch(
  deps: Deps,
  id: number,
  values: DispatchValues,
  items: ReadonlyArray<{
    product_id: number;
    quantity: number;
    deviation_reason?: string | null | undefined;
    deviation_text?: string | null | undefined;
  }>,
  userId: number,
): Promise<void> {
  await deps.stockTransaction(async (stock, trx) => {
    const now = nowIso();
    // The flip first: it locks the dispatch row, so a concurrent edit or completion waits.
    if (!(await updatePendingDispatch(trx, id, { ...values, status: 'Completado', now, completed_by: userId }))) {
      const head = await findDispatchHead(trx, id);
      if (!head) throw new AppError('NOT_FOUND', M.notFound);
      throw new AppError('INVALID_STATE', M.notPending('editar', head.status), undefined, { status: head.status });
    }
    const head = (await findDispatchHead(trx, id))!;
    const itemIds = await replaceDispatchItems(trx, id, items);
    await stock.lockProducts(items.map((item) => item.product_id));
    const products = await existingProducts(trx, [...new Set(items.map((item) => item.product_id))]);
    const location = await findLocation(trx, values.source_location_id);
    const locationCode = location?.code ?? String(values.source_location_id);
    const strategy = dispatchLotStrategy(values.selection_method as SelectionMethod);
    const today = santiagoDay();
    const ctx = {
      user_id: userId,
      reference_type: 'despacho',
      reference_id: id,
      reference: head.reference,
      description: `Despacho ${head.reference} a ${values.destination} desde ${locationCode}`,
      notes: values.notes,
    };
    const enforcement = await lotEnforcements(
      trx,
      items.map((item) => item.product_id),
    );
    for (const [index, item] of items.entries()) {
      const rows = (await sourceRows(trx, item.product_id, values.source_location_id)).filter(
        (row) => !isExpired(row.expiry_date, today),
      );
      const selection = selectLotsForQuantity({ strategy, lots: lotCandidates(rows), quantity: item.quantity });
      if (!selection.covered) {
        const held = await heldStockError(
          trx,
          { product_id: item.product_id, location_id: values.source_location_id },
          item.quantity,
        );
        if (held) throw held;
        const product = products.get(item.product_id);
        const label = product ? `${product.name} (${product.sku})` : `producto ${item.product_id}`;
        throw new AppError(
          'INSUFFICIENT_STOCK',
          M.shortage(label, locationCode, selection.total_available, item.quantity),
          { [`items.${index}.quantity`]: `Stock insuficiente: disponible ${selection.total_available}` },
          {
            product_id: item.product_id,
            location_id: values.source_location_id,
            available: selection.total_available,
            requested: item.quantity,
          },
        );
      }
      // Lots taken from this source that the strategy would not take first (another location
      // holds an earlier one): a reason under 'warn', refused under 'block'.
      // Only the first lot taken is compared: the others follow it in the strategy's order at this source.
      let deviation: ReturnType<typeof enforceLotDeviation> = null;
      for (const { lot } of selection.selections.slice(0, 1)) {
        const verdict = await lotStrategyVerdict(trx, item.product_id, strategy, {
          lot_number: lot.row.lot_number || null,
          expiry_date: lot.row.expiry_date || null,
        });
        if (verdict.compliant) continue;
        deviation = enforceLotDeviation(
          enforcement.get(item.product_id) ?? 'warn',
          {
            product_name: products.get(item.product_id)?.name ?? `producto ${item.product_id}`,
            taken_lot: lot.row.lot_number || null,
            expected_lot: verdict.suggestion ? (verdict.suggestion.lot_number ?? verdict.suggestion.value) : null,
            warning: verdict.warning,
            field_prefix: `items.${index}.`,
            line: index,
          },
          item,
        );
        if (deviation) break;
      }
      if (deviation)
        await trx
          .updateTable('dispatch_order_items')
          .set({ deviation_reason: deviation.reason, deviation_text: deviation.text })
          .where('id', '=', itemIds[index]!)
          .execute();
      const lineCtx = deviation ? { ...ctx, description: `${ctx.description} · ${deviation.description}` } : ctx;
      for (const { lot, quantity } of selection.selections) {
        await stock.remove(lot.row, quantity, 'DISPATCH', lineCtx, {
          record: { shape: DISPATCH_ISSUE_SHAPE, values: issueRecordValues(id, itemIds[index]!, lot.row, quantity) },
        });
      }
    }
  });
}
