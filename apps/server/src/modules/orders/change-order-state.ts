// State changes of an order outside allocation: cancel, ship, and the repair of a status that
// disagrees with the order's lines, reservations and picking lists.
import { allocationStatus, type OrderStatus } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { nowIso } from '../../lib/clock';
import { lockProducts } from '../../lib/stock-locks';
import { assertNoRecalledUnits } from '../dm';
import { commitments } from '../ledger';
import { linesWithAllocation, orderDetail } from './read-order-detail';
import { lockedOrder, requireAction, statusLabel } from './order-guards';
import { ORDER_SOURCE, orderPickingLists } from './order-reads.repository';
import { releaseOrder } from './release-order';
import { updateOrderRow } from './order-writes.repository';

/** Cancels a pending or assigned order: its reservations are released, open lists cancelled. */
export async function cancelOrder(deps: Deps, id: number) {
  await deps.stockTransaction(async (_stock, trx) => {
    const order = await lockedOrder(trx, id);
    requireAction(order, 'cancel', 'anular', 'las órdenes pendientes o asignadas se anulan');
    await releaseOrder(trx, order);
    const now = nowIso();
    await updateOrderRow(trx, id, { status: 'cancelled', cancelled_at: now, allocated_at: null, updated_at: now });
  });
  return orderDetail(deps.db.kysely, id);
}

/** Ships a picked order: carrier, service and tracking (TRK + timestamp when none). No stock moves here. */
export async function shipOrder(
  deps: Deps,
  id: number,
  body: { carrier: string; service_type: string; tracking_number?: string | null | undefined },
) {
  await deps.db.kysely.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, id);
    requireAction(order, 'ship', 'enviar', 'las órdenes recolectadas se envían');
    await assertNoRecalledUnits(trx, [id]);
    const now = nowIso();
    await updateOrderRow(trx, id, {
      status: 'shipped',
      carrier: body.carrier,
      service_type: body.service_type,
      tracking_number: body.tracking_number || `TRK${Date.now()}`,
      shipped_at: now,
      updated_at: now,
    });
  });
  return orderDetail(deps.db.kysely, id);
}

/** Recomputes the status from lines, reservations and picking lists; repairs and says what changed. */
export async function repairOrderState(deps: Deps, id: number) {
  return deps.stockTransaction(async (_stock, trx) => {
    const order = await lockedOrder(trx, id);
    const previous = order.status as OrderStatus;
    const changes: string[] = [];
    const { lines, reservations } = await linesWithAllocation(trx, id);
    const lists = await orderPickingLists(trx, id);
    let status = previous;
    if (['cancelled', 'shipped', 'delivered'].includes(previous)) {
      // A closed order keeps nothing reserved.
      if (reservations.length) {
        await lockProducts(
          trx,
          reservations.map((r) => r.product_id),
        );
        const freed = await commitments(trx).releaseSource({ source_type: ORDER_SOURCE, source_id: id });
        changes.push(`Se liberaron ${freed} unidades reservadas de una orden en estado ${statusLabel(previous)}`);
      }
    } else {
      const active = lists.filter((list) => list.status !== 'cancelled');
      if (active.some((list) => list.status === 'completed')) status = previous === 'packed' ? 'packed' : 'picked';
      else if (active.some((list) => list.status === 'in_progress')) status = 'picking';
      else
        status = allocationStatus(
          lines.map(({ line, allocated }) => ({ quantity: line.quantity, allocated_quantity: allocated })),
        );
      if (status !== previous) {
        changes.push(`Estado ${statusLabel(previous)} → ${statusLabel(status)}`);
        await updateOrderRow(trx, id, {
          status,
          updated_at: nowIso(),
          ...(status === 'assigned' ? { allocated_at: nowIso() } : {}),
        });
      }
    }
    const message = changes.length
      ? `Orden ${order.order_number} reparada: ${changes.join('; ')}`
      : `La orden ${order.order_number} no necesitaba reparación (estado ${statusLabel(previous)})`;
    return { success: true, repaired: changes.length > 0, message, previous_status: previous, status, changes };
  });
}
