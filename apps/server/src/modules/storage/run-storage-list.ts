import { PICKING_MESSAGES, type StorageListCreate } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { ownListsOf } from '../../lib/operator-visibility';
import { createStorageList } from './create-storage-list';
import { pendingItemCount } from './storage-items.repository';
import { completeReceipt } from './receipt-progress.repository';
import { isOperator, listHeader, listStorageLists, transitionList } from './storage-lists.repository';
import type { StorageListQuery } from './storage.schemas';
import {
  NOT_FOUND,
  detail,
  inTransaction,
  invalidListState,
  minutesBetween,
  requireList,
  statusLabel,
  type Actor,
} from './storage-list-access';

/* A put-away list's life: listed, created from a receipt, assigned, started, completed, cancelled. */

export async function listLists(deps: Deps, query: StorageListQuery, actor: Actor) {
  const own = ownListsOf(actor);
  return listStorageLists(deps.db.kysely, { ...query, ...(own === undefined ? {} : { forced_user_id: own }) });
}

export async function getList(deps: Deps, id: number, actor: Actor) {
  await requireList(deps.db.kysely, id, actor);
  return detail(deps.db.kysely, id);
}

/**
 * Creates the put-away list of a Pendiente receipt: one item per line (split when no single
 * location holds it), each with the strategy's suggested location and reason. A line with a
 * destination chosen on the receipt keeps it when it has room.
 */
export async function createList(deps: Deps, body: StorageListCreate, actor: Actor) {
  return inTransaction(deps, async (trx) => detail(trx, (await createStorageList(trx, body, actor.id)).id));
}

export async function assignList(deps: Deps, id: number, userId: number) {
  return inTransaction(deps, async (r) => {
    const list = await listHeader(r, id);
    if (!list) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (!(await isOperator(r, userId)))
      throw new AppError('VALIDATION_ERROR', PICKING_MESSAGES.operatorRequired, {
        user_id: PICKING_MESSAGES.operatorRequired,
      });
    const now = nowIso();
    if (
      !(await transitionList(
        r,
        id,
        ['pending', 'assigned'],
        { status: 'assigned', assigned_user_id: userId, assigned_at: now },
        now,
      ))
    ) {
      throw invalidListState(
        list,
        `Solo se pueden asignar listas pendientes o asignadas; la lista ${list.list_number} está en estado ${statusLabel(list.status)}`,
      );
    }
    return detail(r, id);
  });
}

/** assigned → in_progress. Starting a list already in progress answers it as it is (the screen starts on load). */
export async function startList(deps: Deps, id: number, actor: Actor) {
  return inTransaction(deps, async (r) => {
    const list = await requireList(r, id, actor);
    if (list.status === 'in_progress') return detail(r, id);
    const now = nowIso();
    if (list.status === 'pending')
      throw new AppError('INVALID_STATE', 'La lista debe estar asignada a un operario antes de iniciarla');
    if (!(await transitionList(r, id, ['assigned'], { status: 'in_progress', started_at: now }, now))) {
      throw invalidListState(
        list,
        `La lista ${list.list_number} no se puede iniciar: está en estado ${statusLabel(list.status)}`,
      );
    }
    return detail(r, id);
  });
}

/** in_progress → completed once every item is stored; the receipt becomes Completado with it. */
export async function completeList(deps: Deps, id: number, actor: Actor) {
  return inTransaction(deps, async (r) => {
    const list = await requireList(r, id, actor);
    if (list.status !== 'in_progress')
      throw invalidListState(
        list,
        `Solo se pueden completar listas en progreso; la lista ${list.list_number} está en estado ${statusLabel(list.status)}`,
      );
    const pending = await pendingItemCount(r, id);
    if (pending > 0)
      throw new AppError('INVALID_STATE', `Debe almacenar todos los productos antes de completar: faltan ${pending}`, undefined, {
        pending_items: pending,
      });
    const now = nowIso();
    const actual = minutesBetween(list.started_at ?? list.created_at, now);
    if (!(await transitionList(r, id, ['in_progress'], { status: 'completed', completed_at: now, actual_time: actual }, now))) {
      throw new AppError('INVALID_STATE', 'La lista cambió de estado mientras se completaba');
    }
    await completeReceipt(r, list.transaction_id, now);
    return detail(r, id);
  });
}

export async function cancelList(deps: Deps, id: number) {
  return inTransaction(deps, async (r) => {
    const list = await listHeader(r, id);
    if (!list) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (list.completed_items > 0)
      throw new AppError(
        'INVALID_STATE',
        `No se puede cancelar: la lista ${list.list_number} ya almacenó productos en inventario`,
      );
    const now = nowIso();
    if (!(await transitionList(r, id, ['pending', 'assigned', 'in_progress'], { status: 'cancelled' }, now))) {
      throw invalidListState(
        list,
        `La lista ${list.list_number} no se puede cancelar: está en estado ${statusLabel(list.status)}`,
      );
    }
    return detail(r, id);
  });
}
