// Picking-list state changes: assign, start, complete. Each moves the
// list only from the expected state, and the order (or the wave) with it.
import { PICK_MESSAGES, PICKING_MESSAGES } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { waveListCompleted, waveListStarted } from '../waves';
import type { Actor } from './picking-list-output';
import { pickingListItems } from './picking-list-reads.repository';
import { pickingListDetail, requireInProgress, requireList } from './read-picking-lists';
import { advanceOrderStatus, transitionPickingList } from './picking-list-writes.repository';

export async function assignPickingList(deps: Deps, id: number, userId: number, actor: Actor) {
  const db = deps.db.kysely;
  const target = await db.selectFrom('users').select(['id', 'role', 'username']).where('id', '=', userId).executeTakeFirst();
  if (!target || target.role !== 'operator') {
    throw new AppError('VALIDATION_ERROR', PICKING_MESSAGES.operatorRequired, {
      user_id: 'El usuario seleccionado no es un operario',
    });
  }
  const list = await requireList(db, id, actor);
  const at = nowIso();
  const done = await transitionPickingList(db, id, ['pending', 'assigned'], {
    status: 'assigned',
    assigned_user_id: userId,
    assigned_at: at,
    updated_at: at,
  });
  if (!done) throw new AppError('INVALID_STATE', `La lista ${list.list_number} no se puede asignar en su estado actual`);
  return pickingListDetail(db, id);
}

/** An admin executing a task takes its pending list (no operator check: internal use). */
export async function takePendingList(deps: Deps, id: number, userId: number): Promise<void> {
  const at = nowIso();
  if (
    !(await transitionPickingList(deps.db.kysely, id, ['pending'], {
      status: 'assigned',
      assigned_user_id: userId,
      assigned_at: at,
      updated_at: at,
    }))
  ) {
    throw new AppError('INVALID_STATE', 'La lista de picking ya no está pendiente');
  }
}

export async function startPickingList(deps: Deps, id: number, actor: Actor) {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const list = await requireList(trx, id, actor);
    const at = nowIso();
    if (!(await transitionPickingList(trx, id, ['assigned'], { status: 'in_progress', started_at: at, updated_at: at }))) {
      throw new AppError('INVALID_STATE', `Solo una lista asignada se puede iniciar (la lista ${list.list_number} no lo está)`);
    }
    await advanceOrderStatus(trx, list.order_id, ['assigned'], 'picking', at);
    if (list.wave_id !== null) await waveListStarted(trx, list.wave_id, id, at);
    return pickingListDetail(trx, id);
  });
}

export async function completePickingList(deps: Deps, id: number, actor: Actor) {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const list = await requireList(trx, id, actor);
    requireInProgress(list);
    const items = await pickingListItems(trx, id);
    const pending = items.filter((item) => item.status === 'pending').length;
    if (pending > 0) throw new AppError('INVALID_STATE', PICK_MESSAGES.itemsPending(pending));
    if (
      list.piece_by_piece_enabled === 1 &&
      items.some((item) => item.status === 'picked' && item.quantity_scanned < item.quantity_picked)
    ) {
      throw new AppError('SCAN_REQUIRED', PICKING_MESSAGES.scanAllUnits, undefined, { requires_scan: true });
    }
    const at = nowIso();
    if (!(await transitionPickingList(trx, id, ['in_progress'], { status: 'completed', completed_at: at, updated_at: at }))) {
      throw new AppError('INVALID_STATE', PICK_MESSAGES.listNotInProgress);
    }
    if (list.wave_id !== null) await waveListCompleted(trx, list.wave_id, id, at);
    else await advanceOrderStatus(trx, list.order_id, ['picking', 'assigned'], 'picked', at);
    return pickingListDetail(trx, id);
  });
}

/**
 * An admin turns scan-confirmed picking off (a site without scanners) or on again for an open
 * list. Turning it off records when and by whom, and that record stays, so the list keeps
 * showing that it ran without scans.
 */
export async function setPickingListScanMode(deps: Deps, id: number, scanRequired: boolean, actor: Actor) {
  const db = deps.db.kysely;
  const list = await requireList(db, id, actor);
  const at = nowIso();
  const values = scanRequired
    ? { scan_required: 1, updated_at: at }
    : { scan_required: 0, scan_off_at: at, scan_off_by: actor.id, updated_at: at };
  if (!(await transitionPickingList(db, id, ['pending', 'assigned', 'in_progress'], values)))
    throw new AppError('INVALID_STATE', `La lista ${list.list_number} ya está cerrada; su modo de escaneo no cambia`);
  return pickingListDetail(db, id);
}
