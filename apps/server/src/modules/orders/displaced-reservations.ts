import type { StockReservationRow } from '../../db/schema';
import { cancelUnstartedPickingLists } from '../../lib/picking-list-rows';
import type { Tx } from '../../db/handle';

const ORDER_SOURCE = 'order';

function unitLabel(r: { lot_number: string; serial_number: string }): string {
  return r.serial_number ? `de la serie ${r.serial_number}` : r.lot_number ? `del lote ${r.lot_number}` : 'sin lote';
}

/**
 * Units reserved for orders that a hold took (a recall, a device's quarantine, maintenance or
 * loss, its destruction): each order loses them, so it is no longer fully allocated ('assigned'
 * goes back to 'pending' and its line to pending allocation), says why in its notes (`cause`
 * first), and its picking lists not yet started are cancelled (their items named the
 * reservation). A list already in progress refuses the pick naming the hold. Reservations of
 * other sources (a DM transfer) are the caller's.
 */
export async function ordersLoseReservations(
  trx: Tx,
  displaced: readonly StockReservationRow[],
  cause: string,
  at: string,
): Promise<void> {
  const byOrder = new Map<number, StockReservationRow[]>();
  for (const reservation of displaced) {
    if (reservation.source_type !== ORDER_SOURCE) continue;
    byOrder.set(reservation.source_id, [...(byOrder.get(reservation.source_id) ?? []), reservation]);
  }
  for (const [orderId, reservations] of byOrder) {
    const order = await trx.selectFrom('orders').select(['status', 'notes']).where('id', '=', orderId).executeTakeFirst();
    if (!order) continue;
    const units = reservations.reduce((sum, r) => sum + r.quantity, 0);
    const why = `${cause}: se liberaron ${units} ${units === 1 ? 'unidad' : 'unidades'} ${[...new Set(reservations.map(unitLabel))].join(', ')} reservadas para esta orden; la línea vuelve a asignación pendiente.`;
    await trx
      .updateTable('orders')
      .set({
        notes: order.notes ? `${order.notes}\n${why}` : why,
        ...(order.status === 'assigned' ? { status: 'pending' } : {}),
        updated_at: at,
      })
      .where('id', '=', orderId)
      .execute();
    const lists = await trx
      .selectFrom('picking_list_items as pi')
      .innerJoin('picking_lists as pl', 'pl.id', 'pi.picking_list_id')
      .select('pl.id')
      .distinct()
      .where('pl.order_id', '=', orderId)
      .where('pl.wave_id', 'is', null)
      .where(
        'pi.reservation_id',
        'in',
        reservations.map((r) => r.id),
      )
      .execute();
    await cancelUnstartedPickingLists(
      trx,
      lists.map((l) => l.id),
      at,
    );
  }
}
