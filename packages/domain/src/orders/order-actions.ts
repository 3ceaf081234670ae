import { ORDER_STATUS_LABELS, type OrderStatus } from '../schemas/order.schema';

/**
 * What can be done with a sales order in each status. The web's row menu and the
 * server's 409s read this one table.
 * - pending: edit, allocate ('Asignar Inventario'), cancel. A partially allocated order stays
 *   pending: its reservations are kept, its lines show allocated/requested, and allocating again
 *   tries to cover the rest; releasing frees what it holds.
 * - assigned (fully allocated): create the picking list, release allocations, cancel.
 * - picked: ship ('Crear Envío').
 * Every status: view details, debug allocation, repair state.
 */
export type OrderAction = 'edit' | 'allocate' | 'release' | 'picking_list' | 'ship' | 'cancel';

const ACTIONS: Record<OrderStatus, readonly OrderAction[]> = {
  pending: ['edit', 'allocate', 'release', 'cancel'],
  assigned: ['picking_list', 'release', 'cancel'],
  picking: [],
  picked: ['ship'],
  packed: ['ship'],
  shipped: [],
  consolidated: [],
  assigned_to_dock: [],
  delivered: [],
  cancelled: [],
};

export function orderActions(status: string): readonly OrderAction[] {
  return (ACTIONS as Record<string, readonly OrderAction[]>)[status] ?? [];
}

export function canOrder(status: string, action: OrderAction): boolean {
  return orderActions(status).includes(action);
}

/** The status an order's lines call for before picking: every unit reserved → assigned. */
export function allocationStatus(lines: readonly { quantity: number; allocated_quantity: number }[]): 'pending' | 'assigned' {
  return lines.length > 0 && lines.every((line) => line.allocated_quantity >= line.quantity) ? 'assigned' : 'pending';
}

/** 'partial' when some but not all units are reserved, 'full', or 'none'. */
export function allocationState(lines: readonly { quantity: number; allocated_quantity: number }[]): 'none' | 'partial' | 'full' {
  const requested = lines.reduce((sum, line) => sum + line.quantity, 0);
  const allocated = lines.reduce((sum, line) => sum + Math.min(line.allocated_quantity, line.quantity), 0);
  if (allocated === 0) return 'none';
  return allocated >= requested ? 'full' : 'partial';
}

/**
 * Fulfillment rate of the orders screen ('Cumplimiento'): of the orders due in the period (not
 * cancelled, required date within it and already past), the percent shipped complete on or before
 * their required date. Null when no order was due: the card says there is no data.
 */
export function fulfillmentRate(due: number, onTime: number): number | null {
  if (due <= 0) return null;
  return Math.round((onTime / due) * 1000) / 10;
}

export const FULFILLMENT_PERIOD_DAYS = 30;

/**
 * Whether an order has left the warehouse: it carries a ship date or a tracking number (a
 * shipment from a dock, or 'Crear Envío'). The status 'shipped' alone, without either, is the
 * spec's 'picked or shipped' staging: ready at the dock, still to be consolidated.
 */
export function hasOrderLeft(order: { shipped_at: string | null; tracking_number: string | null }): boolean {
  return Boolean(order.shipped_at) || Boolean(order.tracking_number);
}

/** The two meanings of 'shipped' on screen: gone, or ready at the dock. */
export const ORDER_DISPATCH_LABELS = { gone: 'Enviado', ready: 'Listo en andén' } as const;

/** An order's status as screens show it, telling a shipped order that left from one ready at the dock. */
export function orderStatusText(order: { status: string; shipped_at: string | null; tracking_number: string | null }): string {
  if (order.status === 'shipped') return hasOrderLeft(order) ? ORDER_DISPATCH_LABELS.gone : ORDER_DISPATCH_LABELS.ready;
  return ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status;
}

/** The refusal of dispatching again an order that has left: when and how it shipped. */
export function orderAlreadyShippedMessage(order: {
  order_number: string;
  shipped_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
}): string {
  const when = order.shipped_at
    ? ` el ${order.shipped_at.slice(8, 10)}-${order.shipped_at.slice(5, 7)}-${order.shipped_at.slice(0, 4)}`
    : '';
  const how = [order.carrier && `transportista ${order.carrier}`, order.tracking_number && `seguimiento ${order.tracking_number}`]
    .filter(Boolean)
    .join(', ');
  return `La orden ${order.order_number} ya fue enviada${when}${how ? ` (${how})` : ''}: no se despacha de nuevo`;
}
