import {
  canAssignToDock,
  canCompleteLoading,
  canStartLoading,
  DOCK_MESSAGES,
  DOCK_STATUS_LABELS,
  dockAssignmentError,
  type CompleteLoading,
  type DockAssignment,
  type DockInput,
  type DockStatus,
  type LoadingDock,
  type Shipment,
} from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { assertNoRecalledUnits } from '../dm';
import { assertCarrierUsable } from './carriers/manage-carriers';
import { consolidateIn } from './manage-consolidations';
import { dockView, dockViews, lockDock, shipmentById } from './despachos.repository';
import { storeManifest } from './manifest';
import { leaveDispatch } from './leave-dispatch';
import { insertShipment } from './new-shipment';
import { moveOrders, restoreOrder } from './order-status';
import type { Tx } from '../../db/handle';

const label = (status: string) => DOCK_STATUS_LABELS[status as DockStatus] ?? status;

async function dockOr404(trx: Tx, id: number) {
  const dock = await lockDock(trx, id);
  if (!dock) throw new AppError('NOT_FOUND', 'Muelle no encontrado');
  return dock;
}

async function nameTaken(trx: Tx, name: string, exceptId?: number): Promise<void> {
  let query = trx
    .selectFrom('loading_docks')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  if (await query.executeTakeFirst())
    throw new AppError('DUPLICATE', `Ya existe un muelle con el nombre ${name}`, { name: 'Ya existe un muelle con ese nombre' });
}

export function listDocks(deps: Deps): Promise<LoadingDock[]> {
  return dockViews(deps.db.kysely);
}

/** POST /despachos/loading-docks: a dock starts empty; it cannot start loading by being created so. */
export async function createDock(deps: Deps, input: DockInput): Promise<LoadingDock> {
  if (input.status === 'cargando' || input.status === 'ocupado') {
    throw new AppError('VALIDATION_ERROR', 'Un muelle nuevo está disponible o en mantenimiento', {
      status: 'Un muelle nuevo está disponible o en mantenimiento',
    });
  }
  return deps.db.kysely.transaction().execute(async (trx) => {
    await nameTaken(trx, input.name);
    if (input.carrier) await assertCarrierUsable(trx, input.carrier);
    const at = nowIso();
    const { id } = await trx
      .insertInto('loading_docks')
      .values({
        name: input.name,
        capacity: input.capacity,
        current_load: 0,
        status: input.status,
        carrier: input.carrier ?? null,
        vehicle_plate: input.vehicle_plate ?? null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (await dockView(trx, id))!;
  });
}

/**
 * PUT /despachos/loading-docks/{id}. Capacity never below the current load; a dock with orders
 * is not put into maintenance nor declared free; loading is started and ended by its actions.
 */
export async function updateDock(deps: Deps, id: number, input: DockInput): Promise<LoadingDock> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const dock = await dockOr404(trx, id);
    await nameTaken(trx, input.name, id);
    if (input.carrier) await assertCarrierUsable(trx, input.carrier, dock.carrier);
    if (input.capacity < dock.current_load) {
      throw new AppError('INVALID_STATE', `La capacidad no puede ser menor que la carga actual (${dock.current_load} pallets)`, {
        capacity: `Mínimo ${dock.current_load}`,
      });
    }
    if (input.status !== dock.status) {
      if (input.status === 'cargando' || dock.status === 'cargando') {
        throw new AppError('INVALID_STATE', 'La carga se inicia y se completa con sus botones, no editando el muelle', {
          status: 'Use Iniciar Carga o Completar',
        });
      }
      if (dock.current_load > 0 && input.status !== 'ocupado') {
        throw new AppError(
          'INVALID_STATE',
          `El muelle ${dock.name} tiene órdenes asignadas: no puede quedar ${label(input.status)}`,
          { status: 'El muelle tiene órdenes asignadas' },
        );
      }
      if (dock.current_load === 0 && input.status === 'ocupado') {
        throw new AppError('INVALID_STATE', `El muelle ${dock.name} no tiene órdenes asignadas: no puede quedar Ocupado`, {
          status: 'El muelle no tiene órdenes asignadas',
        });
      }
    }
    await trx
      .updateTable('loading_docks')
      .set({
        name: input.name,
        capacity: input.capacity,
        status: input.status,
        carrier: input.carrier ?? null,
        vehicle_plate: input.vehicle_plate ?? null,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    return (await dockView(trx, id))!;
  });
}

/** The dock's consolidations not shipped yet. */
function openConsolidations(trx: Tx, dockId: number) {
  return trx.selectFrom('consolidations').select('id').where('dock_id', '=', dockId).where('shipment_id', 'is', null);
}

/** The orders of the dock's consolidations not yet shipped. */
async function dockOrderIds(trx: Tx, dockId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('consolidation_orders')
    .select('order_id')
    .where('consolidation_id', 'in', openConsolidations(trx, dockId))
    .where('released_at', 'is', null)
    .execute();
  return rows.map((r) => r.order_id);
}

/** DELETE /despachos/loading-docks/{id}: only an empty dock that is not loading. */
export async function deleteDock(deps: Deps, id: number): Promise<{ id: number; name: string }> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const dock = await dockOr404(trx, id);
    const open = await openConsolidations(trx, id).executeTakeFirst();
    if (dock.current_load > 0 || open || dock.status === 'cargando') {
      throw new AppError('IN_USE', `El muelle ${dock.name} tiene órdenes asignadas o está cargando: no se elimina`);
    }
    // Consolidations already shipped keep their history without the dock.
    await trx.updateTable('consolidations').set({ dock_id: null }).where('dock_id', '=', id).execute();
    await trx.deleteFrom('loading_docks').where('id', '=', id).execute();
    return { id, name: dock.name };
  });
}

/**
 * POST /despachos/loading-docks/{id}/assign: a consolidation, or orders (then they become a new
 * consolidation, also of a single order). The load grows by the number of orders with a
 * conditional update, so two assignments at once never overfill the dock.
 */
export async function assignToDock(deps: Deps, id: number, input: DockAssignment, userId: number): Promise<LoadingDock> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const dock = await dockOr404(trx, id);
    if (!canAssignToDock(dock.status)) {
      throw new AppError(
        'INVALID_STATE',
        `El muelle ${dock.name} está en estado ${label(dock.status)}: solo se asignan órdenes a un muelle disponible u ocupado`,
      );
    }
    let consolidationId: number;
    let orderIds: number[];
    if (input.consolidation_id !== undefined) {
      const consolidation = await trx
        .selectFrom('consolidations')
        .select(['id', 'consolidation_number', 'dock_id', 'shipment_id'])
        .where('id', '=', input.consolidation_id)
        .executeTakeFirst();
      if (!consolidation) throw new AppError('NOT_FOUND', 'Consolidación no encontrada');
      if (consolidation.shipment_id !== null)
        throw new AppError('INVALID_STATE', `La consolidación ${consolidation.consolidation_number} ya fue despachada`);
      if (consolidation.dock_id !== null)
        throw new AppError(
          'INVALID_STATE',
          `La consolidación ${consolidation.consolidation_number} ya está asignada a un muelle`,
        );
      consolidationId = consolidation.id;
      orderIds = (
        await trx.selectFrom('consolidation_orders').select('order_id').where('consolidation_id', '=', consolidation.id).execute()
      ).map((r) => r.order_id);
      if (orderIds.length === 0)
        throw new AppError('INVALID_STATE', `La consolidación ${consolidation.consolidation_number} no tiene órdenes`);
    } else {
      orderIds = input.order_ids ?? [];
      consolidationId = 0;
    }
    const refusal = dockAssignmentError(dock, orderIds.length);
    if (refusal) throw new AppError('CAPACITY_EXCEEDED', refusal);
    const grown = await trx
      .updateTable('loading_docks')
      .set({ current_load: sql<number>`current_load + ${orderIds.length}`, status: 'ocupado', updated_at: nowIso() })
      .where('id', '=', id)
      .where(sql<boolean>`current_load + ${orderIds.length} <= capacity`)
      .where('status', 'in', ['disponible', 'ocupado'])
      .executeTakeFirst();
    if (Number(grown.numUpdatedRows) !== 1) {
      const now = (await lockDock(trx, id))!;
      throw new AppError(
        'CAPACITY_EXCEEDED',
        dockAssignmentError(now, orderIds.length) ??
          DOCK_MESSAGES.insufficient(now.name, Math.max(0, now.capacity - now.current_load)),
      );
    }
    if (consolidationId === 0) consolidationId = await consolidateIn(trx, orderIds, null, userId);
    await trx
      .updateTable('consolidations')
      .set({ dock_id: id, updated_at: nowIso() })
      .where('id', '=', consolidationId)
      .execute();
    await moveOrders(trx, orderIds, ['consolidated'], 'assigned_to_dock');
    return (await dockView(trx, id))!;
  });
}

/** DELETE /despachos/loading-docks/{id}/orders/{orderId}: the order leaves the dock and its consolidation. */
export async function removeOrderFromDock(deps: Deps, id: number, orderId: number): Promise<LoadingDock> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const dock = await dockOr404(trx, id);
    const link = await trx
      .selectFrom('consolidation_orders as co')
      .innerJoin('consolidations as c', 'c.id', 'co.consolidation_id')
      .select(['co.consolidation_id', 'co.previous_status'])
      .where('co.order_id', '=', orderId)
      .where('c.dock_id', '=', id)
      .where('c.shipment_id', 'is', null)
      .where('co.released_at', 'is', null)
      .executeTakeFirst();
    if (!link) throw new AppError('NOT_FOUND', `La orden no está asignada al muelle ${dock.name}`);
    await leaveDispatch(trx, orderId);
    await restoreOrder(trx, orderId, ['assigned_to_dock'], link.previous_status);
    return (await dockView(trx, id))!;
  });
}

/** POST start-loading: only from disponible or ocupado. */
export async function startLoading(deps: Deps, id: number): Promise<LoadingDock> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const dock = await dockOr404(trx, id);
    if (!canStartLoading(dock.status)) {
      throw new AppError(
        'INVALID_STATE',
        `Solo se inicia la carga de un muelle disponible u ocupado (el muelle ${dock.name} está ${label(dock.status)})`,
      );
    }
    await assertNoRecalledUnits(trx, await dockOrderIds(trx, id));
    await trx
      .updateTable('loading_docks')
      .set({ status: 'cargando', updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', ['disponible', 'ocupado'])
      .execute();
    return (await dockView(trx, id))!;
  });
}

/**
 * POST complete-loading: only from cargando and with orders. In one transaction: the shipment
 * (status shipped, numbered from the 'shipments' sequence, with its manifest stored), the orders
 * shipped, the consolidations closed, the dock back to disponible with load 0.
 */
export async function completeLoading(
  deps: Deps,
  id: number,
  input: CompleteLoading,
  userId: number,
): Promise<{ dock: LoadingDock; shipment: Shipment }> {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const dock = await dockOr404(trx, id);
    if (!canCompleteLoading(dock.status)) {
      throw new AppError(
        'INVALID_STATE',
        `Solo se completa la carga de un muelle en estado Cargando (el muelle ${dock.name} está ${label(dock.status)})`,
      );
    }
    const consolidations = await openConsolidations(trx, id).execute();
    const orderIds = consolidations.length ? await dockOrderIds(trx, id) : [];
    if (orderIds.length === 0) throw new AppError('INVALID_STATE', DOCK_MESSAGES.noOrders);
    // Before the shipment is written, so the refusal names the recall and nothing else.
    await assertNoRecalledUnits(trx, orderIds);

    const data = input.shipment_data;
    const { id: shipmentId, at } = await insertShipment(
      trx,
      { ...data, dock_id: id, dock_name: dock.name, vehicle_plate: dock.vehicle_plate, status: 'shipped' },
      userId,
    );
    await trx
      .updateTable('consolidations')
      .set({ shipment_id: shipmentId, updated_at: at })
      .where(
        'id',
        'in',
        consolidations.map((c) => c.id),
      )
      .execute();
    await moveOrders(trx, orderIds, ['assigned_to_dock'], 'shipped', {
      shipped_at: at,
      carrier: data.carrier,
      tracking_number: data.tracking_number ?? null,
    });
    await trx
      .updateTable('loading_docks')
      .set({ status: 'disponible', current_load: 0, updated_at: at })
      .where('id', '=', id)
      .execute();
    await storeManifest(trx, shipmentId);
    return { dock: (await dockView(trx, id))!, shipment: (await shipmentById(trx, shipmentId))! };
  });
}
