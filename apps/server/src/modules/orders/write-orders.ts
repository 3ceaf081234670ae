// Creating, editing and deleting an order (a sale from Órdenes, a task from Picking Inteligente).
import type { OrderDocument } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { documentNumber, nextDocumentNumber } from '../../lib/document-sequence';
import { orderDetail } from './read-order-detail';
import { checkReferences, headerValues, lineRows } from './order-document';
import { lockedOrder, requireAction } from './order-guards';
import { orderPickingLists, pickedByLine } from './order-reads.repository';
import { releaseOrder } from './release-order';
import { deleteOrderLines, deleteOrderRow, insertOrderLines, insertOrderRow, updateOrderRow } from './order-writes.repository';
import type { Tx } from '../../db/handle';

/** Inserts a new pending order (number from the 'orders' sequence, totals computed here) in the caller's transaction. */
export async function insertOrder(trx: Tx, body: OrderDocument, userId: number): Promise<number> {
  await checkReferences(trx, body);
  const number = documentNumber(body.kind === 'tarea' ? 'TAR' : 'ORD', await nextDocumentNumber(trx, 'orders'));
  const now = nowIso();
  const orderId = await insertOrderRow(trx, {
    order_number: number,
    status: 'pending',
    order_date: now,
    ...headerValues(body),
    first_allocated_at: null,
    allocated_at: null,
    carrier: null,
    service_type: null,
    tracking_number: null,
    shipped_at: null,
    cancelled_at: null,
    created_by: userId,
    created_at: now,
    updated_at: now,
  });
  await insertOrderLines(trx, lineRows(orderId, body));
  return orderId;
}

/** A new order, pending, numbered from the 'orders' sequence, with totals computed here. */
export async function createOrder(deps: Deps, body: OrderDocument, userId: number) {
  const id = await deps.db.kysely.transaction().execute((trx) => insertOrder(trx, body, userId));
  return orderDetail(deps.db.kysely, id);
}

/**
 * Edits a pending order. A partially allocated pending order gives its reservations back
 * first (the lines change under them); the client allocates again.
 */
export async function editOrder(deps: Deps, id: number, body: OrderDocument) {
  await deps.stockTransaction(async (_stock, trx) => {
    const order = await lockedOrder(trx, id);
    requireAction(order, 'edit', 'editar', 'las órdenes pendientes se editan');
    if (order.kind !== body.kind)
      throw new AppError(
        'INVALID_STATE',
        order.kind === 'tarea'
          ? `${order.order_number} es una tarea de picking: se edita en Picking Inteligente`
          : `${order.order_number} es una orden de venta: se edita en Órdenes`,
      );
    await checkReferences(trx, body);
    const picked = await pickedByLine(trx, [id]);
    if ([...picked.values()].some((units) => units > 0))
      throw new AppError('INVALID_STATE', `La orden ${order.order_number} ya tiene unidades recolectadas y no se puede editar`);
    await releaseOrder(trx, order);
    // A cancelled wave's batch list stays: it is the wave's record.
    const cancelledLists = trx
      .selectFrom('picking_lists')
      .select('id')
      .where('order_id', '=', id)
      .where('status', '=', 'cancelled')
      .where('wave_id', 'is', null);
    await trx.deleteFrom('picking_list_items').where('picking_list_id', 'in', cancelledLists).execute();
    await trx
      .deleteFrom('picking_lists')
      .where('order_id', '=', id)
      .where('status', '=', 'cancelled')
      .where('wave_id', 'is', null)
      .execute();
    await deleteOrderLines(trx, id);
    await insertOrderLines(trx, lineRows(id, body));
    await updateOrderRow(trx, id, { ...headerValues(body), allocated_at: null, updated_at: nowIso() });
  });
  return orderDetail(deps.db.kysely, id);
}

/** Hard delete only of an order that never had reservations nor picking lists. */
export async function removeOrder(deps: Deps, id: number) {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, id);
    const lists = await orderPickingLists(trx, id);
    if (order.first_allocated_at || lists.length || !['pending', 'cancelled'].includes(order.status)) {
      throw new AppError('INVALID_STATE', `La orden ${order.order_number} tuvo reservas o picking: no se elimina, se anula`);
    }
    await deleteOrderRow(trx, id);
    return { id, order_number: order.order_number };
  });
}
