import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { cancelUnstartedPickingLists } from '../../lib/picking-list-rows';
import { lockProducts } from '../../lib/stock-locks';
import type { OrderRow } from '../../db/schema';
import { commitments } from '../ledger';
import { openWaveOf } from '../waves';
import { ORDER_SOURCE, orderReservations } from './order-reads.repository';
import type { Tx } from '../../db/handle';

/** Frees every reservation of the order and cancels its picking lists that have not started. */
export async function releaseOrder(trx: Tx, order: OrderRow): Promise<number> {
  const wave = await openWaveOf(trx, order.id);
  if (wave)
    throw new AppError('INVALID_STATE', `La orden ${order.order_number} está en la ola abierta ${wave}: se recoge con ella`);
  const reservations = await orderReservations(trx, order.id);
  await lockProducts(
    trx,
    reservations.map((r) => r.product_id),
  );
  const freed = reservations.length
    ? await commitments(trx).releaseSource({ source_type: ORDER_SOURCE, source_id: order.id })
    : 0;
  const open = await trx
    .selectFrom('picking_lists')
    .select('id')
    .where('order_id', '=', order.id)
    .where('status', 'in', ['pending', 'assigned'])
    .execute();
  await cancelUnstartedPickingLists(
    trx,
    open.map((list) => list.id),
    nowIso(),
  );
  return freed;
}
