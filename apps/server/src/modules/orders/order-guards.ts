// The checks every order operation starts with: the order exists (locked when it will change)
// and its status allows the action.
import { ORDER_STATUS_LABELS, canOrder, type OrderAction, type OrderStatus } from '@bodega/domain';
import type { OrderRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockOrder, orderHeader } from './order-reads.repository';
import type { Tx } from '../../db/handle';

const ORDER_NOT_FOUND = 'Orden no encontrada';

export function statusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

/** 409 for an action the order's status does not allow, naming the status in Spanish. */
export function requireAction(order: OrderRow, action: OrderAction, what: string, allowed: string): void {
  if (!canOrder(order.status, action)) {
    throw new AppError(
      'INVALID_STATE',
      `No se puede ${what} la orden ${order.order_number}: está en estado ${statusLabel(order.status)} (solo ${allowed})`,
      undefined,
      {
        status: order.status,
      },
    );
  }
}

/** The order row locked for this transaction (see lockOrder); 404 when there is none. */
export async function lockedOrder(trx: Tx, id: number): Promise<OrderRow> {
  const order = await lockOrder(trx, id);
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return order;
}

/** The order with its customer's name and RUT; 404 when there is none. */
export async function existingOrderHeader(db: Tx, id: number) {
  const header = await orderHeader(db, id);
  if (!header) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  return header;
}
