import { LIST_STATUS_LABELS } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Ledger } from '../ledger';
import { maySeeList } from '../../lib/operator-visibility';
import { listItems } from './storage-items.repository';
import { listHeader, listSummary } from './storage-lists.repository';
import type { StorageListDetail } from '@bodega/domain';
import type { Tx } from '../../db/handle';

/* Who sees which put-away list, and a list as the screen shows it. */

/** A list's status as the screens name it ('Cancelado'), for messages. */
export function statusLabel(status: string): string {
  return LIST_STATUS_LABELS[status as keyof typeof LIST_STATUS_LABELS] ?? status;
}

import type { Actor } from '../../lib/operator-visibility';

export type { Actor };

/** Minutes between two ISO instants, two decimals, at least 0.01 so efficiency is defined. */
export function minutesBetween(from: string, to: string): number {
  return Math.max(0.01, Math.round(((Date.parse(to) - Date.parse(from)) / 60_000) * 100) / 100);
}

export const NOT_FOUND = 'Lista de almacenamiento no encontrada';
export const ITEM_NOT_FOUND = 'Producto de la lista de almacenamiento no encontrado';

/** A write of a list in one transaction with the ledger. */
export function inTransaction<T>(deps: Deps, work: (trx: Transaction<Database>, stock: Ledger) => Promise<T>): Promise<T> {
  return deps.stockTransaction((stock, trx) => work(trx, stock));
}

export async function requireList(r: Tx, id: number, actor: Actor) {
  const list = await listHeader(r, id);
  if (!list || !maySeeList(actor, list)) throw new AppError('NOT_FOUND', NOT_FOUND);
  return list;
}

export async function detail(r: Tx, id: number): Promise<StorageListDetail> {
  const summary = await listSummary(r, id);
  if (!summary) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { ...summary, storage_items: await listItems(r, { listId: id }) };
}

/** 409 INVALID_STATE for a list whose status does not allow the action; `details.status` says which. */
export function invalidListState(list: { status: string }, message: string): AppError {
  return new AppError('INVALID_STATE', message, undefined, { status: list.status });
}
