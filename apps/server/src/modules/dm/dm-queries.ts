import { sql, type ExpressionBuilder, type SelectQueryBuilder, type StringReference } from 'kysely';
import { AppError } from '../../lib/app-error';
import { pageOffset } from '../../lib/sql-list';
import { heldStockError } from '../ledger';
import { deviceLabel } from './devices';
import { type DeviceRow } from './devices.repository';
import type { Tx } from '../../db/handle';

/*
 * What the DM lists and operations share: document references, the text search, one page and
 * its total, and the refusal of a device with no free unit.
 */

/** A DM document's reference: its prefix and the id in six digits ('TRF-000012'). */
export function dmReference(prefix: 'TRF' | 'IMP' | 'RET', id: number): string {
  return `${prefix}-${String(id).padStart(6, '0')}`;
}

/** The search text of a list query, lower-cased; undefined when there is none. */
export function searchTerm(busqueda: string | undefined): string | undefined {
  return busqueda?.trim().toLowerCase() || undefined;
}

/** Any of `columns` contains `term` (already lower-cased), case-insensitively. */
export function anyContains<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: ReadonlyArray<StringReference<DB, TB>>,
  term: string,
) {
  const like = `%${term}%`;
  return eb.or(columns.map((column) => eb(eb.fn('lower', [column]), 'like', like)));
}

/** The rows of page `page` of a list query. */
export function pageOf<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  query: { page: number; per_page: number },
): SelectQueryBuilder<DB, TB, O> {
  return q.limit(query.per_page).offset(pageOffset(query.page, query.per_page));
}

/** How many rows a filtered list query has. */
export async function countOf<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await q.select(sql<number>`cast(count(*) as integer)`.as('total')).executeTakeFirstOrThrow();
  return Number((row as unknown as { total: number }).total);
}

/**
 * Why a device has no unit free for an operation: the hold (a quarantine or a recall) that keeps
 * it when there is one, else `message` (its units are reserved for another operation).
 */
export async function noFreeUnitError(trx: Tx, device: DeviceRow, message: string): Promise<AppError> {
  return (
    (await heldStockError(
      trx,
      { product_id: device.product_id, lot_number: device.lot_number, serial_number: device.serial_number },
      1,
    )) ?? new AppError('INSUFFICIENT_STOCK', `${deviceLabel(device)} ${message}`)
  );
}

/** The device's pending transfer, if it has one. */
export function pendingTransferOf(trx: Tx, deviceId: number) {
  return trx
    .selectFrom('dm_transfers')
    .select('id')
    .where('device_id', '=', deviceId)
    .where('estado', '=', 'Pendiente')
    .executeTakeFirst();
}
