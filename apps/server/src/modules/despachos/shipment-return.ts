import { moveOrders } from './order-status';
import type { Tx } from '../../db/handle';

/**
 * A returned shipment (devuelto) brings its orders back to the outbound staging: they go back to
 * picked (no stock moves — it left the ledger when it was picked, and is physically back where
 * picked goods wait), without the shipment's carrier, tracking number and date, and they are
 * released from their consolidations so dispatch can consolidate and ship them again. The
 * consolidations keep their shipment and dock, and their order rows stay with `released_at`, so
 * the shipment's history (orders carried, manifest) is unchanged. Docks are untouched: completing
 * the load already left the dock free with load 0.
 */
export async function returnShipmentOrders(trx: Tx, shipmentId: number, at: string): Promise<void> {
  const links = await trx
    .selectFrom('consolidation_orders as co')
    .innerJoin('consolidations as c', 'c.id', 'co.consolidation_id')
    .select(['co.order_id', 'co.consolidation_id'])
    .where('c.shipment_id', '=', shipmentId)
    .where('co.released_at', 'is', null)
    .execute();
  if (links.length === 0) return;
  await moveOrders(
    trx,
    links.map((l) => l.order_id),
    ['shipped'],
    'picked',
    { shipped_at: null, carrier: null, tracking_number: null },
  );
  await trx
    .updateTable('consolidation_orders')
    .set({ released_at: at })
    .where('consolidation_id', 'in', [...new Set(links.map((l) => l.consolidation_id))])
    .where('released_at', 'is', null)
    .execute();
}
