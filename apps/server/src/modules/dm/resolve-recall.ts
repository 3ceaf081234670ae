import {
  DM_OPERATION_MESSAGES,
  isRecallUnitFinal,
  RECALL_UNIT_LABELS,
  RECALL_UNIT_NEXT,
  type RecallOrderReturnInput,
  type RecallUnitActionInput,
  type RecallUnitState,
} from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { leaveDispatch } from '../despachos';
import { commitments, stockIdentity } from '../ledger';
import { ordersLoseReservations } from '../orders';
import { SERVICE_LOCATION_TYPE } from './devices';
import { currentState, recordState } from './devices.repository';
import type { Tx } from '../../db/handle';
import { hasShipped, recallDetail, recallHead, recallPicture, recallUnits } from './read-recall-picture';
import {
  closeRecallRow,
  coversUnit,
  deviceOf,
  insertOrderReturn,
  insertRecallUnit,
  inventoryRowOf,
  locationById,
  pickedUnits,
  recallUnit,
  scopeOf,
  updateRecallUnit,
  noteOrderRetrieval,
  orderStatusAndNotes,
} from './recalls.repository';

async function openRecall(trx: Tx, id: number) {
  const recall = await recallHead(trx, id);
  if (recall.estado !== 'Abierto') throw new AppError('INVALID_STATE', `El retiro ${recall.numero} está cerrado`);
  return recall;
}

/** A warehouse location that may keep recalled units: it exists and is not a clinical service's custody. */
async function warehouseLocation(trx: Tx, id: number) {
  const to = await locationById(trx, id);
  if (!to) throw new AppError('VALIDATION_ERROR', 'Ubicación no encontrada', { ubicacion_id: 'Ubicación no encontrada' });
  if (to.location_type === SERVICE_LOCATION_TYPE) {
    throw new AppError('VALIDATION_ERROR', DM_OPERATION_MESSAGES.recallLocationRequired, {
      ubicacion_id: DM_OPERATION_MESSAGES.recallLocationRequired,
    });
  }
  return to;
}

/**
 * What was done with one unit (domain RECALL_UNIT_NEXT): 'recuperado' keeps it held under the
 * recall, moved (ledger TRANSFER, the hold re-made on the new row) into the warehouse location
 * given — required when it is at a clinical service; 'devuelto_proveedor' / 'destruido' take it
 * out of stock (RETURN / DAMAGE); 'liberado' ends the hold and the device is Disponible again.
 */
export async function resolveRecallUnit(deps: Deps, id: number, unitId: number, input: RecallUnitActionInput, userId: number) {
  const { accion, observaciones } = input;
  await deps.stockTransaction(async (stock, trx) => {
    const recall = await openRecall(trx, id);
    const unit = await recallUnit(trx, id, unitId);
    if (!unit) throw new AppError('NOT_FOUND', 'Unidad del retiro no encontrada');
    const state = unit.estado as RecallUnitState;
    if (!RECALL_UNIT_NEXT[state]?.includes(accion)) {
      throw new AppError(
        'INVALID_STATE',
        `La unidad ya fue marcada como ${RECALL_UNIT_LABELS[state] ?? unit.estado}: no admite ${RECALL_UNIT_LABELS[accion]}`,
      );
    }
    const at = nowIso();
    const tool = commitments(trx);
    const ctx = {
      user_id: userId,
      reference_type: 'retiro',
      reference_id: id,
      reference: recall.numero,
      description: `Retiro ${recall.numero}: ${RECALL_UNIT_LABELS[accion].toLowerCase()}`,
      notes: observaciones ?? null,
    };
    let holdId = unit.hold_id;
    let locationId = unit.location_id;
    if (accion === 'recuperado') {
      const here = (await locationById(trx, unit.location_id))!;
      const target = input.ubicacion_id ?? null;
      if (target === null && here.location_type === SERVICE_LOCATION_TYPE) {
        throw new AppError('VALIDATION_ERROR', DM_OPERATION_MESSAGES.recallLocationRequired, {
          ubicacion_id: DM_OPERATION_MESSAGES.recallLocationRequired,
        });
      }
      if (target !== null && target !== unit.location_id) {
        const to = await warehouseLocation(trx, target);
        // The units travel held: the hold ends, the ledger moves them, a new hold of the recall takes them at once.
        const hold = await tool.releaseHold(unit.hold_id, userId);
        await stock.transfer(hold, to.id, hold.quantity, {
          ...ctx,
          description: `Retiro ${recall.numero}: recuperado de ${here.code} a ${to.code}`,
        });
        const row = await inventoryRowOf(trx, stockIdentity({ ...unit, location_id: to.id }));
        const held = await tool.hold(
          row.id,
          hold.quantity,
          { reason_type: 'retiro', reason_id: id, notes: recall.referencia },
          userId,
          { displaceReservations: true },
        );
        await ordersLoseReservations(trx, held.displaced, `Retiro ${recall.numero} (${recall.referencia})`, at);
        holdId = held.hold.id;
        locationId = to.id;
      }
    } else if (accion === 'liberado') {
      const hold = await tool.releaseHold(unit.hold_id, userId);
      await stock.note(hold, 'RELEASE', { ...ctx, description: `Retiro ${recall.numero}: unidad liberada` });
    } else {
      await tool.removeHeld(stock, unit.hold_id, accion === 'destruido' ? 'DAMAGE' : 'RETURN', ctx, userId);
    }
    const changed = await updateRecallUnit(trx, unitId, unit.estado, {
      estado: accion,
      hold_id: holdId,
      location_id: locationId,
      resolved_at: at,
      resolved_by: userId,
    });
    if (!changed) throw new AppError('INVALID_STATE', 'La unidad ya fue resuelta');
    if (accion === 'recuperado') return; // still En cuarentena under the recall
    const device = await deviceOf(trx, unit);
    if (device) {
      const estado =
        accion === 'destruido' ? 'Destruido/Eliminado' : accion === 'liberado' ? 'Disponible' : 'Devuelto a proveedor';
      await recordState(
        trx,
        device.id,
        await currentState(trx, device.id),
        {
          estado_nuevo: estado,
          fecha_evento: at,
          observaciones: `Retiro ${recall.numero}${observaciones ? `: ${observaciones}` : ''}`,
          motivo_devolucion: accion === 'devuelto_proveedor' ? `Retiro ${recall.numero}` : null,
          reference_type: 'retiro',
          reference_id: id,
        },
        userId,
      );
    }
  });
  return recallDetail(deps.db.kysely, id);
}

/** The statuses of an order waiting for dispatch: a retrieval sends it back to 'pending' (allocation). */
const RETRIEVED_TO_PENDING = ['picked', 'packed', 'consolidated', 'assigned_to_dock'] as const;

/**
 * Brings the units of the recall that an order carries (picked, not shipped) back into a
 * warehouse location under the recall's hold: a RETURN into stock, held at once, a recall unit
 * 'recuperado' per unit, and the order no longer counts them as picked (its line goes back to
 * pending allocation when the order was waiting for dispatch, even consolidated or on a dock, which
 * it leaves; its notes say why).
 */
export async function retrieveOrderUnits(deps: Deps, id: number, orderId: number, input: RecallOrderReturnInput, userId: number) {
  await deps.stockTransaction(async (stock, trx) => {
    const recall = await openRecall(trx, id);
    const to = await warehouseLocation(trx, input.ubicacion_id);
    const scope = scopeOf(recall);
    const units = (await pickedUnits(trx, { orderIds: [orderId] })).filter((unit) => coversUnit(scope, unit));
    const first = units[0];
    if (!first) throw new AppError('NOT_FOUND', `La orden no lleva unidades del retiro ${recall.numero}`);
    if (hasShipped(first)) {
      throw new AppError(
        'INVALID_STATE',
        `La orden ${first.order_number} ya fue enviada: sus unidades se siguen como despachadas`,
      );
    }
    await stock.lockProducts([scope.product_id]);
    const at = nowIso();
    const tool = commitments(trx);
    const ctx = {
      user_id: userId,
      reference_type: 'retiro',
      reference_id: id,
      reference: recall.numero,
      description: `Retiro ${recall.numero}: recuperado de la orden ${first.order_number} a ${to.code}`,
      notes: input.observaciones ?? null,
    };
    for (const unit of units) {
      const key = { ...unit, location_id: to.id };
      const row = await stock.add(key, unit.picked, 'RETURN', ctx);
      const { hold } = await tool.hold(
        row.id,
        unit.picked,
        { reason_type: 'retiro', reason_id: id, notes: recall.referencia },
        userId,
      );
      const recallUnitId = await insertRecallUnit(trx, {
        recall_id: id,
        hold_id: hold.id,
        product_id: unit.product_id,
        location_id: to.id,
        lot_number: unit.lot_number,
        serial_number: unit.serial_number,
        expiry_date: unit.expiry_date,
        quantity: unit.picked,
        estado: 'recuperado',
        resolved_at: at,
        resolved_by: userId,
      });
      await insertOrderReturn(trx, {
        recall_id: id,
        recall_unit_id: recallUnitId,
        order_id: orderId,
        order_line_id: unit.order_line_id,
        product_id: unit.product_id,
        lot_number: unit.lot_number,
        serial_number: unit.serial_number,
        expiry_date: unit.expiry_date,
        quantity: unit.picked,
        created_by: userId,
        created_at: at,
      });
      const device = await deviceOf(trx, unit);
      if (device) {
        await recordState(
          trx,
          device.id,
          await currentState(trx, device.id),
          {
            estado_nuevo: 'En cuarentena',
            fecha_evento: at,
            observaciones: `Retiro ${recall.numero}: recuperado de la orden ${first.order_number}`,
            motivo_cuarentena: `Retiro ${recall.numero} (${recall.referencia})`,
            reference_type: 'retiro',
            reference_id: id,
          },
          userId,
        );
      }
    }
    const total = units.reduce((sum, unit) => sum + unit.picked, 0);
    const order = await orderStatusAndNotes(trx, orderId);
    // Waiting for dispatch (picked, consolidated or on a dock), the order goes back to allocation:
    // it leaves its consolidation and dock and cannot move on until it is allocated and picked again.
    const backToAllocation = (RETRIEVED_TO_PENDING as readonly string[]).includes(order.status);
    const left = backToAllocation ? await leaveDispatch(trx, orderId) : null;
    const leaving = left
      ? ` La orden sale de la consolidación ${left.consolidation_number}${left.dock_name ? ` y del muelle ${left.dock_name}` : ''}.`
      : '';
    const why = `Retiro ${recall.numero} (${recall.referencia}): ${total} ${total === 1 ? 'unidad recolectada volvió' : 'unidades recolectadas volvieron'} a bodega (${to.code}) retenidas; la línea vuelve a asignación pendiente.${leaving}`;
    await noteOrderRetrieval(trx, orderId, order.notes ? `${order.notes}\n${why}` : why, backToAllocation, at);
  });
  return recallDetail(deps.db.kysely, id);
}

/**
 * Closes with a report; every unit must have reached an end first (returned, destroyed or
 * released), and no order still being prepared may carry a unit of the recall.
 */
export async function closeRecall(deps: Deps, id: number, informe: string, userId: number) {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const recall = await recallHead(trx, id);
    if (recall.estado !== 'Abierto') throw new AppError('INVALID_STATE', `El retiro ${recall.numero} ya está cerrado`);
    const pending = (await recallUnits(trx, id)).filter((unit) => !isRecallUnitFinal(unit.estado));
    if (pending.length)
      throw new AppError(
        'INVALID_STATE',
        `Quedan ${pending.length} unidades del retiro ${recall.numero} sin destino final (devuelta, destruida o liberada)`,
      );
    const { en_preparacion } = await recallPicture(trx, recall);
    const carrying = en_preparacion[0];
    if (carrying)
      throw new AppError(
        'INVALID_STATE',
        `La orden ${carrying.numero} aún lleva unidades del retiro ${recall.numero}: recupérelas a bodega antes de cerrarlo`,
      );
    await closeRecallRow(trx, id, informe, nowIso(), userId);
  });
  return recallDetail(deps.db.kysely, id);
}
