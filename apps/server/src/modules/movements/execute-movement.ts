import {
  CLINICAL_SERVICE_LOCATION_TYPE,
  MOVEMENT_MESSAGES,
  movementTypeLabel,
  selectLotsForQuantity,
  type MovementOut,
} from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { lotCandidates, sourceRows } from '../../lib/source-row';
import { heldStockError } from '../ledger';
import { shortageMessage } from './movement-validation';
import { MOVEMENT_NOT_FOUND, getMovement } from './manage-movements';
import { locationsById, productsById } from './movement-stock.repository';
import { findMovementHead, markMovementExecuted, movementDetailRows } from './movement-write.repository';

/**
 * Moves every line through the ledger (TRANSFER out of the source, TRANSFER into the
 * destination) in one transaction. The status flips Pendiente → Completado with a conditional
 * UPDATE in the same transaction, so a second execution finds nothing to flip. A line without
 * a lot takes the source's rows in FEFO order; if a source no longer holds the quantity the
 * whole execution is refused and nothing moves.
 */
export async function executeMovement(deps: Deps, id: number, userId: number): Promise<MovementOut> {
  await deps.stockTransaction(async (stock, trx) => {
    const head = await findMovementHead(trx, id);
    if (!head) throw new AppError('NOT_FOUND', MOVEMENT_NOT_FOUND);
    // The conditional flip comes first: it locks the movement row, so a concurrent
    // execution waits here and then finds nothing to flip, and an edit cannot change the
    // lines read below. Nothing locks products before a movement row, so taking the
    // products next (in id order) cannot deadlock.
    if (!(await markMovementExecuted(trx, id, userId, nowIso()))) {
      throw new AppError('INVALID_STATE', 'El movimiento ya no está pendiente', undefined, {
        status: (await findMovementHead(trx, id))?.status ?? head.status,
      });
    }
    const details = await movementDetailRows(trx, id);
    await stock.lockProducts(details.map((d) => d.product_id));
    const products = await productsById(trx, [...new Set(details.map((d) => d.product_id))]);
    const locations = await locationsById(trx, [
      ...new Set(details.flatMap((d) => [d.source_location_id, d.destination_location_id])),
    ]);
    for (const detail of details) {
      // A movement written before clinical services were refused (or whose location became one) cannot run.
      const service = [locations.get(detail.source_location_id), locations.get(detail.destination_location_id)].find(
        (l) => l?.location_type === CLINICAL_SERVICE_LOCATION_TYPE,
      );
      if (service) throw new AppError('INVALID_STATE', MOVEMENT_MESSAGES.clinicalServiceLocation(service.code));
      const rows = await sourceRows(trx, detail.product_id, detail.source_location_id, detail.lot_number);
      const selection = selectLotsForQuantity({ strategy: 'fefo', lots: lotCandidates(rows), quantity: detail.quantity });
      const source = locations.get(detail.source_location_id)?.code ?? String(detail.source_location_id);
      const destination = locations.get(detail.destination_location_id)?.code ?? String(detail.destination_location_id);
      if (!selection.covered) {
        const held = await heldStockError(
          trx,
          { product_id: detail.product_id, location_id: detail.source_location_id, lot_number: detail.lot_number ?? null },
          detail.quantity,
        );
        if (held) throw held;
        const product = products.get(detail.product_id) ?? { name: `producto ${detail.product_id}`, sku: '?' };
        throw new AppError(
          'INSUFFICIENT_STOCK',
          shortageMessage(product, source, selection.total_available, detail.quantity),
          undefined,
          {
            product_id: detail.product_id,
            location_id: detail.source_location_id,
            available: selection.total_available,
            requested: detail.quantity,
          },
        );
      }
      const ctx = {
        user_id: userId,
        reference_type: 'movimiento_interno',
        reference_id: id,
        reference: head.reference,
        description: `Movimiento ${head.reference} (${movementTypeLabel(head.movement_type)}): ${source} → ${destination}`,
        notes: head.notes,
      };
      for (const { lot: candidate, quantity } of selection.selections) {
        await stock.transfer(candidate.row, detail.destination_location_id, quantity, ctx);
      }
    }
  });
  return getMovement(deps.db.kysely, id);
}
