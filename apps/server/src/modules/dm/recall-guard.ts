import { AppError } from '../../lib/app-error';
import type { Tx } from '../../db/handle';
import { coversUnit, openRecallsOf, pickedUnits, scopeOf, type PickedUnitRow } from './recalls.repository';

/** How a picked unit reads in a refusal: 'lote L-1 × 2', 'serie S-9'. */
function unitText(unit: PickedUnitRow): string {
  const what = unit.serial_number ? `serie ${unit.serial_number}` : unit.lot_number ? `lote ${unit.lot_number}` : 'sin lote';
  return unit.picked > 1 ? `${what} × ${unit.picked}` : what;
}

/**
 * The one check every path that moves an order on towards its customer calls (consolidation,
 * dock assignment, start and complete loading, shipping an order): an order carrying a picked unit
 * of an open recall's lot or serial goes nowhere until the recall brings the unit back
 * (docs/devices.md, "Recall through dispatch"). 409 naming the order, the recall and the units.
 */
export async function assertNoRecalledUnits(trx: Tx, orderIds: readonly number[]): Promise<void> {
  const picked = await pickedUnits(trx, { orderIds: [...new Set(orderIds)] });
  if (picked.length === 0) return;
  const recalls = await openRecallsOf(
    trx,
    picked.map((unit) => unit.product_id),
  );
  for (const recall of recalls) {
    const scope = scopeOf(recall);
    const hits = picked.filter((unit) => coversUnit(scope, unit));
    const first = hits[0];
    if (!first) continue;
    const units = hits.filter((unit) => unit.order_id === first.order_id).map(unitText);
    throw new AppError(
      'STOCK_HELD',
      `La orden ${first.order_number} lleva unidades del retiro ${recall.numero} (${recall.referencia}): ${units.join(', ')}. Recupérelas a bodega desde el retiro antes de despacharla`,
      undefined,
      { order_id: first.order_id, recall_id: recall.id, recall: recall.numero },
    );
  }
}
