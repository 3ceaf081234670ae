import { nowIso } from '../../lib/clock';
import type { Tx } from '../../db/handle';

export interface LeftDispatch {
  consolidation_number: string;
  dock_name: string | null;
}

/**
 * The order leaves the consolidation it is in (not yet shipped) and that consolidation's dock: its
 * row goes, a consolidation left empty goes too, and the dock's load drops (an emptied dock is
 * available again). Null when the order is in no open consolidation. The caller sets its status.
 */
export async function leaveDispatch(trx: Tx, orderId: number): Promise<LeftDispatch | null> {
  const link = await trx
    .selectFrom('consolidation_orders as co')
    .innerJoin('consolidations as c', 'c.id', 'co.consolidation_id')
    .leftJoin('loading_docks as d', 'd.id', 'c.dock_id')
    .select(['co.consolidation_id', 'c.consolidation_number', 'c.dock_id', 'd.name as dock_name'])
    .where('co.order_id', '=', orderId)
    .where('c.shipment_id', 'is', null)
    .where('co.released_at', 'is', null)
    .executeTakeFirst();
  if (!link) return null;
  await trx
    .deleteFrom('consolidation_orders')
    .where('order_id', '=', orderId)
    .where('consolidation_id', '=', link.consolidation_id)
    .execute();
  const left = await trx
    .selectFrom('consolidation_orders')
    .select('order_id')
    .where('consolidation_id', '=', link.consolidation_id)
    .executeTakeFirst();
  if (!left) await trx.deleteFrom('consolidations').where('id', '=', link.consolidation_id).execute();
  if (link.dock_id !== null) await unloadDock(trx, link.dock_id);
  return { consolidation_number: link.consolidation_number, dock_name: link.dock_name ?? null };
}

/** One order fewer on the dock; a dock left with none is available again. */
export async function unloadDock(trx: Tx, dockId: number): Promise<void> {
  const dock = await trx
    .selectFrom('loading_docks')
    .select(['current_load', 'status'])
    .where('id', '=', dockId)
    .executeTakeFirstOrThrow();
  const load = Math.max(0, dock.current_load - 1);
  const emptied = load === 0 && (dock.status === 'ocupado' || dock.status === 'cargando');
  await trx
    .updateTable('loading_docks')
    .set({ current_load: load, status: emptied ? 'disponible' : dock.status, updated_at: nowIso() })
    .where('id', '=', dockId)
    .execute();
}
