import { EVENT_TYPES } from '@bodega/domain';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';

export interface EventFilters {
  product_id?: number | undefined;
  event_type?: (typeof EVENT_TYPES)[number] | undefined;
  location_id?: number | undefined;
  lot_number?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

type EventQuery = SelectQueryBuilder<Database, 'traceability_events', object>;

/** Every filter narrows by an indexed column; the lot matches exactly or as a prefix. */
export function applyEventFilters<Q extends EventQuery>(query: Q, filters: EventFilters): Q {
  let q = query as EventQuery;
  if (filters.product_id) q = q.where('traceability_events.product_id', '=', filters.product_id);
  if (filters.event_type) q = q.where('traceability_events.event_type', '=', filters.event_type);
  if (filters.location_id) q = q.where('traceability_events.location_id', '=', filters.location_id);
  if (filters.lot_number) {
    const lot = filters.lot_number.trim();
    q = q.where('traceability_events.lot_number', '>=', lot).where('traceability_events.lot_number', '<', `${lot}\uffff`);
  }
  if (filters.date_from) q = q.where('traceability_events.created_at', '>=', santiagoDayStartUtc(filters.date_from));
  if (filters.date_to) q = q.where('traceability_events.created_at', '<', santiagoDayEndUtc(filters.date_to));
  return q as Q;
}

export interface EventView {
  id: number;
  event_type: string;
  product_id: number;
  product: { id: number; name: string; sku: string; category: string } | null;
  location: { id: number; code: string; description: string | null } | null;
  quantity_moved: number;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  user: { id: number; username: string } | null;
  event_timestamp: string;
  event_description: string | null;
  operation_reference: string | null;
  reference_type: string | null;
  reference_id: number | null;
  notes: string | null;
  chain_seq: number | null;
  hash: string | null;
}

function eventColumns(db: Kysely<Database>) {
  return db
    .selectFrom('traceability_events')
    .leftJoin('products', 'products.id', 'traceability_events.product_id')
    .leftJoin('locations', 'locations.id', 'traceability_events.location_id')
    .leftJoin('users', 'users.id', 'traceability_events.user_id')
    .select([
      'traceability_events.id',
      'traceability_events.event_type',
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
    product_id: row.product_id,
    product: row.product_name ? { id: row.product_id, name: row.product_name, sku: row.product_sku!, category: row.product_category! } : null,
    location: row.location_id && row.location_code ? { id: row.location_id, code: row.location_code, description: row.location_description ?? null } : null,
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

export function traceabilityRepository(db: Kysely<Database>) {
  return {
    async page(filters: EventFilters, page: number, perPage: number): Promise<{ events: EventView[]; total: number }> {
      // Page the ids first on the narrow event indexes, then join only that page.
      const ids = await applyEventFilters(db.selectFrom('traceability_events').select('traceability_events.id'), filters)
        .orderBy('traceability_events.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      const countRow = await applyEventFilters(
        db.selectFrom('traceability_events').select(sql<number>`cast(count(*) as integer)`.as('total')),
        filters,
      ).executeTakeFirstOrThrow();
      if (ids.length === 0) return { events: [], total: Number(countRow.total) };
      const rows = await eventColumns(db)
        .where('traceability_events.id', 'in', ids.map((r) => r.id))
        .orderBy('traceability_events.id', 'desc')
        .execute();
      return { events: rows.map(toEventView), total: Number(countRow.total) };
    },

    /** Keyset batches, newest first, for the streamed export. */
    async *stream(filters: EventFilters, batchSize = 5000): AsyncGenerator<EventView[]> {
      let before: number | undefined;
      for (;;) {
        let query = applyEventFilters(eventColumns(db), filters);
        if (before !== undefined) query = query.where('traceability_events.id', '<', before);
        const rows = await query.orderBy('traceability_events.id', 'desc').limit(batchSize).execute();
        if (rows.length === 0) return;
        yield rows.map(toEventView);
        before = Number(rows[rows.length - 1]!.id);
        if (rows.length < batchSize) return;
      }
    },

    findProduct(productId: number) {
      return db.selectFrom('products').select(['id', 'name', 'sku', 'category', 'current_stock']).where('id', '=', productId).executeTakeFirst();
    },

    async productHistory(productId: number, limit: number) {
      const rows = await eventColumns(db).where('traceability_events.product_id', '=', productId).orderBy('traceability_events.id', 'desc').limit(limit).execute();
      const stats = await db
        .selectFrom('traceability_events')
        .select([
          'event_type',
          sql<number>`cast(count(*) as integer)`.as('events'),
          sql<number>`cast(coalesce(sum(quantity), 0) as integer)`.as('quantity'),
        ])
        .where('product_id', '=', productId)
        .groupBy('event_type')
        .execute();
      return { events: rows.map(toEventView), stats };
    },

    async countSince(since: string): Promise<Array<{ event_type: string; events: number }>> {
      return db
        .selectFrom('traceability_events')
        .select(['event_type', sql<number>`cast(count(*) as integer)`.as('events')])
        .where('created_at', '>=', since)
        .groupBy('event_type')
        .execute();
    },

    async total(): Promise<number> {
      const row = await db.selectFrom('traceability_events').select(sql<number>`cast(count(*) as integer)`.as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async dailyCounts(since: string): Promise<Array<{ day: string; events: number }>> {
      const rows = await db
        .selectFrom('traceability_events')
        .select([sql<string>`substr(created_at, 1, 10)`.as('day'), sql<number>`cast(count(*) as integer)`.as('events')])
        .where('created_at', '>=', since)
        .groupBy(sql`substr(created_at, 1, 10)`)
        .orderBy(sql`substr(created_at, 1, 10)`)
        .execute();
      return rows.map((r) => ({ day: r.day, events: Number(r.events) }));
    },

    async recent(limit: number): Promise<EventView[]> {
      const rows = await eventColumns(db).orderBy('traceability_events.id', 'desc').limit(limit).execute();
      return rows.map(toEventView);
    },
  };
}
