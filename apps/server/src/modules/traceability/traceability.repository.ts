import type { Line } from '../../lib/spreadsheet-export';
import { EVENT_TYPE_LABELS, EVENT_TYPES, formatDateTimeES, type TraceEvent } from '@bodega/domain';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';
import { chainDb, santiagoDayKey } from '../ledger/event-chain';

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

/** Page totals above this are given as a lower bound ("más de 10 000"). */
export const TOTAL_CAP = 10_000;

export interface EventTotal {
  total: number;
  /** True when the filters have no maintained total and more than TOTAL_CAP events match: `total` is TOTAL_CAP + 1. */
  lowerBound: boolean;
}

const dayKeyOf = (day: string) => Number(day.replaceAll('-', ''));

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/**
 * formatDateTimeES for the export, cached per UTC hour: Santiago's offsets are whole hours, so
 * the minutes are the UTC minutes. Other timestamp shapes take the general formatter.
 */
function exportDateFormatter(): (iso: string) => string {
  const byHour = new Map<string, string>();
  return (iso) => {
    if (!ISO_UTC.test(iso)) return formatDateTimeES(iso);
    const hourKey = iso.slice(0, 13);
    let prefix = byHour.get(hourKey);
    if (prefix === undefined) {
      const full = formatDateTimeES(`${hourKey}:00:00Z`);
      prefix = full.slice(0, full.length - 2);
      byHour.set(hourKey, prefix);
    }
    return prefix + iso.slice(14, 16);
  };
}

export function traceabilityRepository(db: Kysely<Database>) {
  const cdb = chainDb(db);

  /**
   * The exact total from the maintained counts (all, one product, one location or a day range,
   * each optionally with the type) plus the matching events not sealed yet, in one statement so
   * both come from the same snapshot. Null when the filters have no maintained count, or while
   * the counts are still catching up with the chain.
   */
  async function exactTotal(filters: EventFilters): Promise<number | null> {
    if (filters.lot_number?.trim()) return null;
    const dated = Boolean(filters.date_from || filters.date_to);
    const keys = [filters.product_id, filters.location_id, dated].filter(Boolean).length;
    if (keys > 1) return null;
    const state = await cdb
      .selectFrom('event_chain_state')
      .select(['last_seq', 'counted_seq'])
      .where('id', '=', 1)
      .executeTakeFirst();
    if (!state || Number(state.counted_seq) !== Number(state.last_seq)) return null;
    let counts = cdb.selectFrom('event_counts').select(sql<number>`coalesce(sum(events), 0)`.as('n'));
    if (filters.product_id) counts = counts.where('dim', '=', 'p').where('key_id', '=', filters.product_id);
    else if (filters.location_id) counts = counts.where('dim', '=', 'l').where('key_id', '=', filters.location_id);
    else if (dated) {
      counts = counts.where('dim', '=', 'd');
      if (filters.date_from) counts = counts.where('key_id', '>=', dayKeyOf(filters.date_from));
      if (filters.date_to) counts = counts.where('key_id', '<=', dayKeyOf(filters.date_to));
    } else counts = counts.where('dim', '=', 'a').where('key_id', '=', 0);
    if (filters.event_type) counts = counts.where('event_type', '=', filters.event_type);
    const unsealed = applyEventFilters(
      db
        .selectFrom('traceability_events')
        .select(sql<number>`count(*)`.as('n'))
        .where('traceability_events.chain_seq', 'is', null),
      filters,
    );
    const { rows } = await sql<{ total: number }>`select cast((${counts}) + (${unsealed}) as bigint) as total`.execute(db);
    return Number(rows[0]!.total);
  }

  /** Counts the matching events up to TOTAL_CAP + 1 (a LIMITed subquery: never a full scan of a large match). */
  async function cappedTotal(filters: EventFilters): Promise<EventTotal> {
    const matching = applyEventFilters(db.selectFrom('traceability_events').select(sql<number>`1`.as('one')), filters).limit(
      TOTAL_CAP + 1,
    );
    const row = await db
      .selectFrom(matching.as('capped'))
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .executeTakeFirstOrThrow();
    const n = Number(row.n);
    return { total: n, lowerBound: n > TOTAL_CAP };
  }

  /**
   * Events and quantity per type of one product: the maintained counts plus its unsealed events,
   * in one statement; grouped over its events while the counts are catching up.
   */
  async function productStats(productId: number): Promise<Array<{ event_type: string; events: number; quantity: number }>> {
    const state = await cdb
      .selectFrom('event_chain_state')
      .select(['last_seq', 'counted_seq'])
      .where('id', '=', 1)
      .executeTakeFirst();
    const live = db
      .selectFrom('traceability_events')
      .select(['event_type', sql<number>`count(*)`.as('events'), sql<number>`coalesce(sum(quantity), 0)`.as('quantity')])
      .where('product_id', '=', productId);
    if (!state || Number(state.counted_seq) !== Number(state.last_seq)) {
      const rows = await live.groupBy('event_type').execute();
      return rows.map((r) => ({ event_type: r.event_type, events: Number(r.events), quantity: Number(r.quantity) }));
    }
    const counted = cdb
      .selectFrom('event_counts')
      .select(['event_type', 'events', 'quantity'])
      .where('dim', '=', 'p')
      .where('key_id', '=', productId);
    const unsealed = live.where('chain_seq', 'is', null).groupBy('event_type');
    const rows = await db
      .selectFrom(counted.unionAll(unsealed as never).as('parts'))
      .select([
        'parts.event_type',
        sql<number>`cast(sum(parts.events) as bigint)`.as('events'),
        sql<number>`cast(sum(parts.quantity) as bigint)`.as('quantity'),
      ])
      .groupBy('parts.event_type')
      .execute();
    return rows
      .filter((r) => Number(r.events) > 0)
      .map((r) => ({ event_type: r.event_type, events: Number(r.events), quantity: Number(r.quantity) }));
  }

  return {
    async total(filters: EventFilters): Promise<EventTotal> {
      const exact = await exactTotal(filters);
      return exact === null ? cappedTotal(filters) : { total: exact, lowerBound: false };
    },

    async page(filters: EventFilters, page: number, perPage: number): Promise<{ events: EventView[] } & EventTotal> {
      // Page the ids first on the narrow event indexes, then join only that page.
      const ids = await applyEventFilters(db.selectFrom('traceability_events').select('traceability_events.id'), filters)
        .orderBy('traceability_events.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      const total = await this.total(filters);
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
    },

    /**
     * The export lines of every matching event, newest first, in keyset batches on the event
     * indexes alone (no join): products, locations and users come from small maps filled per
     * batch with the ids not seen yet.
     */
    async *exportLines(filters: EventFilters, batchSize = 10_000): AsyncGenerator<Line> {
      const products = new Map<number, { name: string; sku: string }>();
      const locations = new Map<number, string>();
      const users = new Map<number, string>();
      const formatDate = exportDateFormatter();
      const fill = async <V>(
        map: Map<number, V | null>,
        ids: Iterable<number | null>,
        load: (chunk: number[]) => Promise<Array<{ id: number; value: V }>>,
      ) => {
        const missing = [...new Set([...ids].filter((id): id is number => id !== null && !map.has(id)))];
        for (let start = 0; start < missing.length; start += 500) {
          const chunk = missing.slice(start, start + 500);
          for (const id of chunk) map.set(id, null);
          for (const { id, value } of await load(chunk)) map.set(id, value);
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
          .select([
            'id',
            'event_type',
            'product_id',
            'location_id',
            'lot_number',
            'serial_number',
            'expiry_date',
            'quantity',
            'user_id',
            'reference',
            'description',
            'notes',
            'created_at',
          ])
          .where('id', 'in', ids.orderBy('traceability_events.id', 'desc').limit(batchSize))
          .orderBy('id', 'desc')
          .execute();
        if (rows.length === 0) return;
        await fill(
          products as Map<number, { name: string; sku: string } | null>,
          rows.map((r) => r.product_id),
          async (chunk) =>
            (await db.selectFrom('products').select(['id', 'name', 'sku']).where('id', 'in', chunk).execute()).map((p) => ({
              id: p.id,
              value: { name: p.name, sku: p.sku },
            })),
        );
        await fill(
          locations as Map<number, string | null>,
          rows.map((r) => r.location_id),
          async (chunk) =>
            (await db.selectFrom('locations').select(['id', 'code']).where('id', 'in', chunk).execute()).map((l) => ({
              id: l.id,
              value: l.code,
            })),
        );
        await fill(
          users as Map<number, string | null>,
          rows.map((r) => r.user_id),
          async (chunk) =>
            (await db.selectFrom('users').select(['id', 'username']).where('id', 'in', chunk).execute()).map((u) => ({
              id: u.id,
              value: u.username,
            })),
        );
        for (const row of rows) {
          const product = products.get(row.product_id);
          const location = row.location_id === null ? undefined : locations.get(row.location_id);
          const user = row.user_id === null ? undefined : users.get(row.user_id);
          yield [
            formatDate(row.created_at),
            EVENT_TYPE_LABELS[row.event_type as keyof typeof EVENT_TYPE_LABELS] ?? row.event_type,
            product?.name ?? 'Producto no disponible',
            product?.sku ?? '',
            location ?? 'Sin ubicación',
            row.lot_number ?? '',
            row.serial_number ?? '',
            row.expiry_date ?? '',
            row.quantity,
            user ?? 'N/A',
            row.reference ?? '',
            row.description ?? '',
            row.notes ?? '',
          ];
        }
        before = Number(rows[rows.length - 1]!.id);
        if (rows.length < batchSize) return;
      }
    },

    findProduct(productId: number) {
      return db
        .selectFrom('products')
        .select(['id', 'name', 'sku', 'category', 'current_stock'])
        .where('id', '=', productId)
        .executeTakeFirst();
    },

    async productHistory(productId: number, limit: number) {
      const rows = await eventColumns(db)
        .where('traceability_events.product_id', '=', productId)
        .orderBy('traceability_events.id', 'desc')
        .limit(limit)
        .execute();
      return { events: rows.map(toEventView), stats: await productStats(productId) };
    },

    /**
     * Events per Santiago day and type between two days (inclusive) from the maintained counts
     * plus the unsealed events; null while the counts are catching up with the chain.
     */
    async dayCounts(fromDay: string, toDay: string): Promise<Array<{ day: string; event_type: string; events: number }> | null> {
      const state = await cdb
        .selectFrom('event_chain_state')
        .select(['last_seq', 'counted_seq'])
        .where('id', '=', 1)
        .executeTakeFirst();
      if (!state || Number(state.counted_seq) !== Number(state.last_seq)) return null;
      // One statement (one snapshot): the counts and the events the sealer has not counted yet.
      const counted = cdb
        .selectFrom('event_counts')
        .select(['key_id', 'event_type', 'events', sql<string | null>`cast(null as varchar(32))`.as('created_at')])
        .where('dim', '=', 'd')
        .where('key_id', '>=', dayKeyOf(fromDay))
        .where('key_id', '<=', dayKeyOf(toDay));
      const unsealed = applyEventFilters(
        db
          .selectFrom('traceability_events')
          .select([sql<number>`cast(null as bigint)`.as('key_id'), 'event_type', sql<number>`1`.as('events'), 'created_at'])
          .where('chain_seq', 'is', null),
        { date_from: fromDay, date_to: toDay },
      );
      const parts = await counted.unionAll(unsealed as never).execute();
      const totals = new Map<string, { day: string; event_type: string; events: number }>();
      const add = (key: number, event_type: string, events: number) => {
        const text = String(key);
        const day = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
        const id = `${day}|${event_type}`;
        const row = totals.get(id);
        if (row) row.events += events;
        else totals.set(id, { day, event_type, events });
      };
      for (const row of parts) {
        if (row.created_at) add(santiagoDayKey(row.created_at), row.event_type, 1);
        else add(Number(row.key_id), row.event_type, Number(row.events));
      }
      return [...totals.values()].filter((r) => r.events > 0);
    },

    async countSince(since: string): Promise<Array<{ event_type: string; events: number }>> {
      return db
        .selectFrom('traceability_events')
        .select(['event_type', sql<number>`cast(count(*) as integer)`.as('events')])
        .where('created_at', '>=', since)
        .groupBy('event_type')
        .execute();
    },

    async allEvents(): Promise<number> {
      const total = await this.total({});
      if (!total.lowerBound) return total.total;
      const row = await db
        .selectFrom('traceability_events')
        .select(sql<number>`cast(count(*) as integer)`.as('n'))
        .executeTakeFirstOrThrow();
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
