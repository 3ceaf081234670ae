import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { findOrder, itemsOf, markAnnulled } from './egreso-orders.repository';

/**
 * POST /egress-orders/:id/annul: every unit goes back to the row it left (location, lot, serial,
 * expiry) with a RETURN event. The order and its DISPATCH events stay: history is not erased.
 */
export function annulEgreso(deps: Deps, id: number, userId: number) {
  return deps.stockTransaction(async (stock, trx) => {
    const order = await findOrder(trx, id);
    if (!order) throw new AppError('NOT_FOUND', 'Orden de egreso no encontrada');
    const items = await itemsOf(trx, id);
    await stock.lockProducts(items.map((item) => item.product_id));
    const now = nowIso();
    if (!(await markAnnulled(trx, id, userId, now))) {
      throw new AppError('INVALID_STATE', `La orden ${order.order_number} ya está anulada`);
    }
    const ctx = {
      user_id: userId,
      reference_type: 'egreso',
      reference_id: id,
      reference: order.order_number,
      description: `Anulación del egreso ${order.order_number}: devolución desde ${order.area_servicio}`,
    };
    let returned = 0;
    for (const item of items) {
      await stock.add(
        {
          product_id: item.product_id,
          location_id: item.location_id,
          lot_number: item.lot_number,
          serial_number: item.serial_number,
          expiry_date: item.expiry_date,
        },
        item.quantity,
        'RETURN',
        ctx,
      );
      returned += item.quantity;
    }
    return { id, order_number: order.order_number, status: 'Anulado' as const, returned_units: returned, cancelled_at: now };
  });
}
