// Finding picking lists and items for an actor (404 for what they may not see) and reading them.
import { PICK_MESSAGES } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { maySeeList, ownListsOf } from '../../lib/operator-visibility';
import { headerOut, itemOut, type Actor } from './picking-list-output';
import {
  pickingListHeader,
  pickingListItem,
  pickingListItems,
  pickingListProgress,
  selectPickingLists,
  type ItemRow,
  type ListFilters,
  type ListHeader,
} from './picking-list-reads.repository';
import type { Tx } from '../../db/handle';

const LIST_NOT_FOUND = 'Lista de picking no encontrada';
const ITEM_NOT_FOUND = 'Item de picking no encontrado';

export async function requireList(db: Tx, id: number, actor: Actor): Promise<ListHeader> {
  const list = await pickingListHeader(db, id);
  if (!list || !maySeeList(actor, list)) throw new AppError('NOT_FOUND', LIST_NOT_FOUND);
  return list;
}

export async function requireItem(db: Tx, id: number, actor: Actor): Promise<{ item: ItemRow; list: ListHeader }> {
  const item = await pickingListItem(db, id);
  const list = item ? await pickingListHeader(db, item.picking_list_id) : undefined;
  if (!item || !list || !maySeeList(actor, list)) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  return { item, list };
}

export function requireInProgress(list: ListHeader): void {
  if (list.status !== 'in_progress') throw new AppError('INVALID_STATE', PICK_MESSAGES.listNotInProgress);
}

/** The list as it is now, with its items and progress. */
export async function pickingListDetail(db: Tx, id: number) {
  const list = (await pickingListHeader(db, id))!;
  const items = await pickingListItems(db, list.id);
  const done = items.filter((item) => item.status !== 'pending').length;
  return { ...headerOut(list, { total_items: items.length, done_items: done }), picking_items: items.map(itemOut) };
}

export async function listPickingLists(deps: Deps, filters: ListFilters, actor: Actor) {
  // An operator's own lists only: a query parameter never widens it.
  const own = ownListsOf(actor);
  const scoped = own === undefined ? filters : { ...filters, assigned_user_id: own };
  const { rows, total } = await selectPickingLists(deps.db.kysely, scoped);
  const progress = await pickingListProgress(
    deps.db.kysely,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => headerOut(row, progress.get(row.id))), total };
}

export async function getPickingList(deps: Deps, id: number, actor: Actor) {
  const list = await requireList(deps.db.kysely, id, actor);
  return pickingListDetail(deps.db.kysely, list.id);
}
