import { EVENT_TYPE_LABELS, formatDateCL, formatDateTimeCL } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Line } from '../../lib/spreadsheet-export';
import { rowEventType } from '../ledger';
import { applyEventFilters, type EventFilters } from './traceability-filters';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/**
 * formatDateTimeCL for the export, cached per UTC hour: Santiago's offsets are whole hours, so
 * the minutes are the UTC minutes. Other timestamp shapes take the general formatter.
 */
function exportDateFormatter(): (iso: string) => string {
  const byHour = new Map<string, string>();
  return (iso) => {
    if (!ISO_UTC.test(iso)) return formatDateTimeCL(iso);
    const hourKey = iso.slice(0, 13);
    let prefix = byHour.get(hourKey);
    if (prefix === undefined) {
      const full = formatDateTimeCL(`${hourKey}:00:00Z`);
      prefix = full.slice(0, full.length - 2);
      byHour.set(hourKey, prefix);
    }
    return prefix + iso.slice(14, 16);
  };
}

/**
 * The export lines of every matching event, newest first, in keyset batches on the event
 * indexes alone (no join): products, locations and users come from small maps filled per
 * batch with the ids not seen yet.
 */
export async function* exportEventLines(db: Kysely<Database>, filters: EventFilters, batchSize = 10_000): AsyncGenerator<Line> {
  const products = new Map<number, { id: number; name: string; sku: string } | null>();
  const locations = new Map<number, { id: number; code: string } | null>();
  const users = new Map<number, { id: number; username: string } | null>();
  const formatDate = exportDateFormatter();
  const fill = async <V extends { id: number }>(
    map: Map<number, V | null>,
    ids: Iterable<number | null>,
    load: (chunk: number[]) => Promise<V[]>,
  ) => {
    const missing = [...new Set([...ids].filter((id): id is number => id !== null && !map.has(id)))];
    for (let start = 0; start < missing.length; start += 500) {
      const chunk = missing.slice(start, start + 500);
      for (const id of chunk) map.set(id, null);
      for (const row of await load(chunk)) map.set(row.id, row);
    }
  };
  let before: number | undefined;
  for (;;) {
    // The batch's ids first, on the filter's index alone (a sort of narrow entries, never of
    // whole rows), then the rows by id.
    let ids = applyEventFilters(db.selectFrom('traceability_events').select('traceability_events.id'), filters);
    if (before !== undefined) ids = ids.where('traceability_events.id', '<', before);
    const rows = await db
      .selectFrom('traceability_events')
      .selectAll()
      .where('id', 'in', ids.orderBy('traceability_events.id', 'desc').limit(batchSize))
      .orderBy('id', 'desc')
      .execute();
    if (rows.length === 0) return;
    await fill(
      products,
      rows.map((r) => r.product_id),
      (chunk) => db.selectFrom('products').select(['id', 'name', 'sku']).where('id', 'in', chunk).execute(),
    );
    await fill(
      locations,
      rows.map((r) => r.location_id),
      (chunk) => db.selectFrom('locations').select(['id', 'code']).where('id', 'in', chunk).execute(),
    );
    await fill(
      users,
      rows.map((r) => r.user_id),
      (chunk) => db.selectFrom('users').select(['id', 'username']).where('id', 'in', chunk).execute(),
    );
    for (const row of rows) {
      const product = products.get(row.product_id);
      const location = row.location_id === null ? undefined : locations.get(row.location_id);
      const user = row.user_id === null ? undefined : users.get(row.user_id);
      yield [
        formatDate(row.created_at),
        EVENT_TYPE_LABELS[rowEventType(row) as keyof typeof EVENT_TYPE_LABELS] ?? rowEventType(row),
        product?.name ?? 'Producto no disponible',
        product?.sku ?? '',
        location?.code ?? 'Sin ubicación',
        row.lot_number ?? '',
        row.serial_number ?? '',
        formatDateCL(row.expiry_date),
        row.quantity,
        user?.username ?? 'N/A',
        row.reference ?? '',
        row.description ?? '',
        row.notes ?? '',
      ];
    }
    before = Number(rows[rows.length - 1]!.id);
    if (rows.length < batchSize) return;
  }
}
