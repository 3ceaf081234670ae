// Picking-task state changes: create and edit a task (an internal order), start and
// complete it through its picking list. Allocation, release, picking-list creation and shipping
// of a task are the orders module's (POST /api/orders/{id}/allocate, /release, /picking-list,
// /ship; the task id is the order id).
import type { PickingTaskInput } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { createPickingListIn, editOrder, insertOrder } from '../orders';
import { completePickingList, startPickingList, takePendingList } from './run-picking-list';
import type { Actor } from './picking-list-output';
import { getPickingTask } from './read-picking-tasks';

/** 'Nueva Tarea': an internal order (kind 'tarea', no customer, no prices), pending. */
export async function createPickingTask(deps: Deps, body: PickingTaskInput, actor: Actor) {
  const id = await deps.db.kysely.transaction().execute((trx) => insertOrder(trx, { kind: 'tarea', ...body }, actor.id));
  return getPickingTask(deps, id, actor);
}

/** 'Editar Tarea': only while pending (409 otherwise); a sales order is edited in Órdenes (409). */
export async function updatePickingTask(deps: Deps, id: number, body: PickingTaskInput, actor: Actor) {
  await getPickingTask(deps, id, actor);
  await editOrder(deps, id, { kind: 'tarea', ...body });
  return getPickingTask(deps, id, actor);
}

/**
 * 'Iniciar Tarea' / 'Ejecutar Picking': an assigned task gets its picking list if it has none;
 * an admin starting an unassigned list takes it; the list goes in_progress (order 'picking').
 */
export async function startPickingTask(deps: Deps, id: number, actor: Actor) {
  const task = await getPickingTask(deps, id, actor);
  if (task.status === 'pending') throw new AppError('INVALID_STATE', 'Asigne inventario a la tarea antes de iniciarla');
  let list = task.picking_list;
  if (!list) {
    if (task.status !== 'assigned') throw new AppError('INVALID_STATE', `Una tarea en estado ${task.status} no se puede iniciar`);
    const listId = await deps.db.kysely.transaction().execute((trx) => createPickingListIn(trx, id, actor.id));
    list = (await getPickingTask(deps, id, actor)).picking_list!;
    if (list.id !== listId) throw new AppError('CONFLICT');
  }
  if (list.status === 'pending') {
    if (actor.role === 'operator') throw new AppError('INVALID_STATE', 'La lista de picking aún no está asignada a un operario');
    await takePendingList(deps, list.id, actor.id);
  }
  if (list.status === 'in_progress') return getPickingTask(deps, id, actor);
  await startPickingList(deps, list.id, actor);
  return getPickingTask(deps, id, actor);
}

export async function completePickingTask(deps: Deps, id: number, actor: Actor) {
  const task = await getPickingTask(deps, id, actor);
  if (!task.picking_list) throw new AppError('INVALID_STATE', 'La tarea no tiene lista de picking');
  await completePickingList(deps, task.picking_list.id, actor);
  return getPickingTask(deps, id, actor);
}
