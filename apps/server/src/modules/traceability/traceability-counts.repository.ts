import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { chainDb, eventTypeRead, santiagoDayKey } from '../ledger';
import { applyEventFilters, type EventFilters } from './traceability-filters';

/*
 * How many events: exact from the maintained counts (plus the events not sealed yet) when the
 * filters have one, else counted up to a cap.
 */

/** Page totals above this are given as a lower bound ("más de 10 000"). */
export const TOTAL_CAP = 10_000;

export interface EventTotal {
  total: number;
  /** True when the filters have no maintained total and more than TOTAL_CAP events match: `total` is TOTAL_CAP + 1. */
  lowerBound: boolean;
}

const dayKeyOf = (day: string) => Number(day.replaceAll('-', ''));

/** True when the maintained counts have caught up with the chain (they may be read). */
async function countsCaughtUp(cdb: ReturnType<typeof chainDb>): Promise<boolean> {
  const state = await cdb
    .selectFrom('event_chain_state')
    .select(['last_seq', 'counted_seq'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return Boolean(state) && Number(state!.counted_seq) === Number(state!.last_seq);
}

/**
 * The exact total from the maintained counts (all, one product, one location or a day range,
 * each optionally with the type) plus the matching events not sealed yet, in one statement so
 * both come from the same snapshot. Null when the filters have no maintained count, or while
 * the counts are still catching up with the chain.
 */
async function exactTotal(db: Kysely<Database>, filters: EventFilters): Promise<number | null> {
  if (filters.lot_number?.trim()) return null;
  const dated = Boolean(filters.date_from || filters.date_to);
  const keys = [filters.product_id, filters.location_id, dated].filter(Boolean).length;
  if (keys > 1) return null;
  const cdb = chainDb(db);
  if (!(await countsCaughtUp(cdb))) return null;
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
async function cappedTotal(db: Kysely<Database>, filters: EventFilters): Promise<EventTotal> {
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

export async function eventTotal(db: Kysely<Database>, filters: EventFilters): Promise<EventTotal> {
  const exact = await exactTotal(db, filters);
  return exact === null ? cappedTotal(db, filters) : { total: exact, lowerBound: false };
}

/**
 * Events and quantity per type of one product: the maintained counts plus its unsealed events,
 * in one statement; grouped over its events while the counts are catching up.
 */
export async function productStats(
  db: Kysely<Database>,
  productId: number,
): Promise<Array<{ event_type: string; events: number; quantity: number }>> {
  const cdb = chainDb(db);
  const caughtUp = await countsCaughtUp(cdb);
  const live = db
    .selectFrom('traceability_events')
    .select([
      eventTypeRead().as('event_type'),
      sql<number>`count(*)`.as('events'),
      sql<number>`coalesce(sum(quantity), 0)`.as('quantity'),
    ])
    .where('product_id', '=', productId);
  if (!caughtUp) {
    const rows = await live.groupBy(eventTypeRead()).execute();
    return rows.map((r) => ({ event_type: r.event_type, events: Number(r.events), quantity: Number(r.quantity) }));
  }
  const counted = cdb
    .selectFrom('event_counts')
    .select(['event_type', 'events', 'quantity'])
    .where('dim', '=', 'p')
    .where('key_id', '=', productId);
  const unsealed = live.where('chain_seq', 'is', null).groupBy(eventTypeRead());
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

/**
 * Events per Santiago day and type between two days (inclusive) from the maintained counts
 * plus the unsealed events; null while the counts are catching up with the chain.
 */
export async function dayCounts(
  db: Kysely<Database>,
  fromDay: string,
  toDay: string,
): Promise<Array<{ day: string; event_type: string; events: number }> | null> {
  const cdb = chainDb(db);
  if (!(await countsCaughtUp(cdb))) return null;
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
      .select([
        sql<number>`cast(null as bigint)`.as('key_id'),
        eventTypeRead().as('event_type'),
        sql<number>`1`.as('events'),
        'created_at',
      ])
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
}

export async function countSince(db: Kysely<Database>, since: string): Promise<Array<{ event_type: string; events: number }>> {
  return db
    .selectFrom('traceability_events')
    .select([eventTypeRead().as('event_type'), sql<number>`cast(count(*) as integer)`.as('events')])
    .where('created_at', '>=', since)
    .groupBy(eventTypeRead())
    .execute();
}

export async function allEvents(db: Kysely<Database>): Promise<number> {
  const total = await eventTotal(db, {});
  if (!total.lowerBound) return total.total;
  const row = await db
    .selectFrom('traceability_events')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function dailyCounts(db: Kysely<Database>, since: string): Promise<Array<{ day: string; events: number }>> {
  const rows = await db
    .selectFrom('traceability_events')
    .select([sql<string>`substr(created_at, 1, 10)`.as('day'), sql<number>`cast(count(*) as integer)`.as('events')])
    .where('created_at', '>=', since)
    .groupBy(sql`substr(created_at, 1, 10)`)
    .orderBy(sql`substr(created_at, 1, 10)`)
    .execute();
  return rows.map((r) => ({ day: r.day, events: Number(r.events) }));
}
