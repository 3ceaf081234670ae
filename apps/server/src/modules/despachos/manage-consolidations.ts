import { formatConsolidationNumber, hasOrderLeft, orderAlreadyShippedMessage, type Consolidation } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { nextDocumentNumber } from '../../lib/document-sequence';
import { isPostgres } from '../../lib/stock-locks';
import { consolidationById } from './despachos.repository';
import { moveOrders } from './order-status';
import type { Tx } from '../../db/handle';

/** The order statuses dispatch accepts into a consolidation; 'shipped' only while it has not left (hasOrderLeft). */
export const CONSOLIDABLE = ['picked', 'shipped'] as const;

/**
 * Groups orders into a new consolidation inside `trx`: every order exists, is picked (or shipped)
 * and in no other consolidation; the number comes from the 'consolidations' sequence, so two
 * concurrent consolidations never share one. The orders become consolidated.
 */
export async function consolidateIn(trx: Tx, orderIds: readonly number[], notes: string | null, userId: number): Promise<number> {
  const ids = [...new Set(orderIds)];
  if (ids.length !== orderIds.length) {
    throw new AppError('VALIDATION_ERROR', 'Una orden está repetida en la selección', {
      order_ids: 'Una orden está repetida en la selección',
    });
  }
  let query = trx
    .selectFrom('orders')
    .select(['id', 'order_number', 'status', 'kind', 'shipped_at', 'carrier', 'tracking_number'])
    .where('id', 'in', ids)
    .orderBy('id');
  if (isPostgres(trx)) query = query.forUpdate();
  const orders = await query.execute();
  const missing = ids.find((id) => !orders.some((o) => o.id === id));
  if (missing !== undefined) throw new AppError('NOT_FOUND', `Orden ${missing} no encontrada`);
  // A picking task (kind 'tarea') is internal consumption: it has no customer nor address and
  // nothing to ship, so dispatch never offers it and refuses it when its id is sent.
  const task = orders.find((o) => o.kind === 'tarea');
  if (task) {
    throw new AppError(
      'INVALID_STATE',
      `La orden ${task.order_number} es una tarea de picking (consumo interno): no se despacha`,
    );
  }
  // An order that left (a ship date or a tracking number) never ships again, whatever its status says.
  const gone = orders.find(hasOrderLeft);
  if (gone) throw new AppError('INVALID_STATE', orderAlreadyShippedMessage(gone), undefined, { shipped_at: gone.shipped_at });
  const wrong = orders.find((o) => !(CONSOLIDABLE as readonly string[]).includes(o.status));
  if (wrong) {
    throw new AppError(
      'INVALID_STATE',
      `La orden ${wrong.order_number} no está recolectada (estado ${wrong.status}): solo se consolidan órdenes recolectadas`,
    );
  }
  const taken = await trx
    .selectFrom('consolidation_orders as co')
    .innerJoin('consolidations as c', 'c.id', 'co.consolidation_id')
    .innerJoin('orders as o', 'o.id', 'co.order_id')
    .select(['o.order_number', 'c.consolidation_number'])
    .where('co.order_id', 'in', ids)
    .where('co.released_at', 'is', null)
    .executeTakeFirst();
  if (taken)
    throw new AppError(
      'INVALID_STATE',
      `La orden ${taken.order_number} ya está en la consolidación ${taken.consolidation_number}`,
    );

  const number = formatConsolidationNumber(await nextDocumentNumber(trx, 'consolidations'));
  const at = nowIso();
  const { id } = await trx
    .insertInto('consolidations')
    .values({
      consolidation_number: number,
      notes,
      dock_id: null,
      shipment_id: null,
      created_by: userId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('consolidation_orders')
    .values(orders.map((o) => ({ consolidation_id: id, order_id: o.id, previous_status: o.status, created_at: at })))
    .execute();
  await moveOrders(trx, ids, CONSOLIDABLE, 'consolidated');
  return id;
}

/** POST /despachos/consolidations. The number is the server's; a number the client proposes is ignored. */
export async function createConsolidation(
  deps: Deps,
  input: { order_ids: number[]; consolidation_data?: { notes?: string | null } | undefined },
  userId: number,
): Promise<Consolidation> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const id = await consolidateIn(trx, input.order_ids, input.consolidation_data?.notes ?? null, userId);
    return (await consolidationById(trx, id))!;
  });
}
