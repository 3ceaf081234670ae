import type { TraceEvent } from '@bodega/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pageOffset } from '../../lib/sql-list';
import { eventTypeRead } from '../ledger';
import { applyEventFilters, type EventFilters } from './traceability-filters';
import { eventTotal, productStats, type EventTotal } from './traceability-counts.repository';

/* The traceability events as the API shows them: filters, one page, a product's history, the latest. */

/** The event row the API answers: the domain's response schema is its one definition. */
export type EventView = TraceEvent;

function eventColumns(db: Kysely<Database>) {
  return db
    .selectFrom('traceability_events')
    .leftJoin('products', 'products.id', 'traceability_events.product_id')
    .leftJoin('locations', 'locations.id', 'traceability_events.location_id')
    .leftJoin('users', 'users.id', 'traceability_events.user_id')
    .select([
      'traceability_events.id',
      eventTypeRead().as('event_type'),
      'traceability_events.event_type as recorded_event_type',
      'traceability_events.product_id',
      'traceability_events.location_id',
      'traceability_events.lot_number',
      'traceability_events.serial_number',
      'traceability_events.expiry_date',
      'traceability_events.quantity',
      'traceability_events.user_id',
      'traceability_events.reference',
      'traceability_events.reference_type',
      'traceability_events.reference_id',
      'traceability_events.description',
      'traceability_events.notes',
      'traceability_events.created_at',
      'traceability_events.chain_seq',
      'traceability_events.hash',
      'products.name as product_name',
      'products.sku as product_sku',
      'products.category as product_category',
      'locations.code as location_code',
      'locations.description as location_description',
      'users.username as username',
    ]);
}

type EventJoinRow = Awaited<ReturnType<ReturnType<typeof eventColumns>['execute']>>[number];

export function toEventView(row: EventJoinRow): EventView {
  return {
    id: Number(row.id),
    event_type: row.event_type,
    recorded_event_type: row.recorded_event_type,
    product_id: row.product_id,
    product: row.product_name
      ? { id: row.product_id, name: row.product_name, sku: row.product_sku!, category: row.product_category! }
      : null,
    location:
      row.location_id && row.location_code
        ? { id: row.location_id, code: row.location_code, description: row.location_description ?? null }
        : null,
    quantity_moved: row.quantity,
    lot_number: row.lot_number,
    serial_number: row.serial_number,
    expiry_date: row.expiry_date,
    user: row.user_id && row.username ? { id: row.user_id, username: row.username } : null,
    event_timestamp: row.created_at,
    event_description: row.description,
    operation_reference: row.reference,
    reference_type: row.reference_type,
    reference_id: row.reference_id,
    notes: row.notes,
    chain_seq: row.chain_seq,
    hash: row.hash,
  };
}

export async function eventPage(
  db: Kysely<Database>,
  filters: EventFilters,
  page: number,
  perPage: number,
): Promise<{ events: EventView[] } & EventTotal> {
  // Page the ids first on the narrow event indexes, then join only that page.
  const ids = await applyEventFilters(db.selectFrom('traceability_events').select('traceability_events.id'), filters)
    .orderBy('traceability_events.id', 'desc')
    .limit(perPage)
    .offset(pageOffset(page, perPage))
    .execute();
  const total = await eventTotal(db, filters);
  if (ids.length === 0) return { events: [], ...total };
  const rows = await eventColumns(db)
    .where(
      'traceability_events.id',
      'in',
      ids.map((r) => r.id),
    )
    .orderBy('traceability_events.id', 'desc')
    .execute();
  return { events: rows.map(toEventView), ...total };
}

export function findTraceProduct(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'sku', 'category', 'current_stock'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

export async function productHistory(db: Kysely<Database>, productId: number, limit: number) {
  const rows = await eventColumns(db)
    .where('traceability_events.product_id', '=', productId)
    .orderBy('traceability_events.id', 'desc')
    .limit(limit)
    .execute();
  return { events: rows.map(toEventView), stats: await productStats(db, productId) };
}

export async function recentEvents(db: Kysely<Database>, limit: number): Promise<EventView[]> {
  const rows = await eventColumns(db).orderBy('traceability_events.id', 'desc').limit(limit).execute();
  return rows.map(toEventView);
}
