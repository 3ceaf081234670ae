import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import type { Tx } from '../../db/handle';
import { assertNoRecalledUnits } from '../dm';

/** The statuses that take an order on towards its customer: a recalled unit it carries stops them. */
const FORWARD = new Set(['consolidated', 'assigned_to_dock', 'shipped']);

/**
 * Moves orders between dispatch statuses (picked/shipped → consolidated → assigned_to_dock →
 * shipped → delivered, or back to picked when their shipment returns). Conditional on the expected current status, so an order that changed
 * meanwhile makes the whole operation fail with 409 instead of being overwritten.
 */
export async function moveOrders(
  trx: Tx,
  orderIds: readonly number[],
  from: readonly string[],
  to: string,
  extra: { shipped_at?: string | null; carrier?: string | null; tracking_number?: string | null } = {},
): Promise<void> {
  if (orderIds.length === 0) return;
  if (FORWARD.has(to)) await assertNoRecalledUnits(trx, orderIds);
  const result = await trx
    .updateTable('orders')
    .set({ status: to, updated_at: nowIso(), ...extra })
    .where('id', 'in', [...orderIds])
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== orderIds.length) {
    throw new AppError('INVALID_STATE', 'Otra operación cambió el estado de una de las órdenes; recargue e intente nuevamente');
  }
}

/** An order leaving a consolidation returns to the status it had before it (picked or shipped). */
export async function restoreOrder(trx: Tx, orderId: number, from: readonly string[], previous: string): Promise<void> {
  await moveOrders(trx, [orderId], from, previous);
}
