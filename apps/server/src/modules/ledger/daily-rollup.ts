import { OUTBOUND_EVENT_TYPES, RETURN_EVENT_TYPES, type EventType } from '@bodega/domain';
import { sql, type RawBuilder } from 'kysely';
import { PREPARE_ON_SERVER } from '../../db/create-db';
import { prepared } from '../../db/prepared';
import type { Tx } from '../../db/handle';
import { eventTypeRead } from './event-type-read';

/*
 * The daily rollup of stock movements (table stock_daily_moves, migration
 * 2026-11-25T1900-analytics-rollup): per product, warehouse and America/Santiago day, the units in
 * and out, the demand (DISPATCH / PICKING / IMPLANT out, less RETURN / EXPLANT in) and the number of movements, each
 * valued at the product's valuation (average cost, else unit price) when the move happened. The
 * ledger writes it with every stock change, in the change's own transaction (on PostgreSQL's
 * one-statement writes, in the statement itself: rollupCte), one upsert per change; the analytics
 * read it instead of the events.
 */

const OUTBOUND = new Set<string>(OUTBOUND_EVENT_TYPES);
const RETURNS = new Set<string>(RETURN_EVENT_TYPES);

/** Units of demand a change carries: outbound units, or returned units taken back (negative). */
export function demandUnits(type: string, delta: number): number {
  if (OUTBOUND.has(type) && delta < 0) return -delta;
  if (RETURNS.has(type) && delta > 0) return -delta;
  return 0;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
let lastHour = '';
let lastDay = '';

/** The Santiago day of an ISO UTC instant; Santiago's offset is whole hours, so it is kept per UTC hour. */
export function rollupDay(at: string): string {
  const hour = at.slice(0, 13);
  if (hour !== lastHour) {
    lastDay = dayFormat.format(new Date(at));
    lastHour = hour;
  }
  return lastDay;
}

const COLUMNS = sql`product_id, warehouse_id, day, in_units, out_units, in_value_cents, out_value_cents, demand_units, demand_value_cents, moves`;
const ADD_UP = sql`do update set
  in_units = stock_daily_moves.in_units + excluded.in_units,
  out_units = stock_daily_moves.out_units + excluded.out_units,
  in_value_cents = stock_daily_moves.in_value_cents + excluded.in_value_cents,
  out_value_cents = stock_daily_moves.out_value_cents + excluded.out_value_cents,
  demand_units = stock_daily_moves.demand_units + excluded.demand_units,
  demand_value_cents = stock_daily_moves.demand_value_cents + excluded.demand_value_cents,
  moves = stock_daily_moves.moves + excluded.moves`;
const VALUATION = sql`coalesce(p.average_cost_cents, p.unit_price_cents, 0)`;

const upsertQuery = prepared(
  (
    db: Tx,
    productId: number,
    locationId: number,
    day: string,
    inUnits: number,
    outUnits: number,
    demand: number,
    moves: number,
  ) =>
    sql`insert into stock_daily_moves (${COLUMNS})
    select p.id, z.warehouse_id, cast(${day} as text), cast(${inUnits} as bigint), cast(${outUnits} as bigint),
      cast(${inUnits} as bigint) * ${VALUATION}, cast(${outUnits} as bigint) * ${VALUATION},
      cast(${demand} as bigint), cast(${demand} as bigint) * ${VALUATION}, cast(${moves} as bigint)
    from products p, locations l inner join zones z on z.id = l.zone_id
    where p.id = ${productId} and l.id = ${locationId}
    on conflict (product_id, warehouse_id, day) ${ADD_UP} ${sql.raw(PREPARE_ON_SERVER)}`,
);

/** One stock change of `delta` units at a location, into its day's row (one upsert). */
export async function rollupMove(
  trx: Tx,
  type: EventType,
  productId: number,
  locationId: number,
  delta: number,
  at: string,
): Promise<void> {
  if (delta === 0) return;
  await upsertQuery(
    trx,
    productId,
    locationId,
    rollupDay(at),
    Math.max(delta, 0),
    Math.max(-delta, 0),
    demandUnits(type, delta),
    1,
  );
}

/** Many additions of one type at one instant (a large receipt): summed per product and location, one upsert each. */
export async function rollupMany(
  trx: Tx,
  type: EventType,
  lines: ReadonlyArray<{ product_id: number; location_id: number; quantity: number }>,
  at: string,
): Promise<void> {
  const merged = new Map<string, { product_id: number; location_id: number; quantity: number; moves: number }>();
  for (const line of lines) {
    if (line.quantity === 0) continue;
    const id = `${line.product_id}|${line.location_id}`;
    const entry = merged.get(id);
    if (entry) {
      entry.quantity += line.quantity;
      entry.moves += 1;
    } else merged.set(id, { ...line, moves: 1 });
  }
  const day = rollupDay(at);
  for (const m of merged.values()) {
    await upsertQuery(
      trx,
      m.product_id,
      m.location_id,
      day,
      Math.max(m.quantity, 0),
      Math.max(-m.quantity, 0),
      demandUnits(type, m.quantity),
      m.moves,
    );
  }
}

type SqlValue = string | number | null | undefined;

/**
 * PostgreSQL's one-statement writes (decrement-postgres.ts, remove-and-record.ts): the CTE `roll`,
 * the same upsert run once per row of `from` (which holds `prod`, the product's stock update), the
 * day computed by the database in America/Santiago.
 */
export function rollupCte(
  change: { type: SqlValue; locationId: SqlValue; delta: SqlValue; at: SqlValue },
  from: RawBuilder<unknown>,
) {
  const delta = sql`cast(${change.delta} as bigint)`;
  const type = sql`cast(${change.type} as text)`;
  const inUnits = sql`greatest(${delta}, 0)`;
  const outUnits = sql`greatest(-${delta}, 0)`;
  const outbound = sql.join(OUTBOUND_EVENT_TYPES.map((t) => sql.lit(t)));
  const returns = sql.join(RETURN_EVENT_TYPES.map((t) => sql.lit(t)));
  const demand = sql`(case when ${type} in (${outbound}) and ${delta} < 0 then -${delta} when ${type} in (${returns}) and ${delta} > 0 then -${delta} else 0 end)`;
  return sql`roll as (
        insert into stock_daily_moves (${COLUMNS})
        select p.id, z.warehouse_id, to_char(cast(cast(${change.at} as text) as timestamptz) at time zone 'America/Santiago', 'YYYY-MM-DD'),
          ${inUnits}, ${outUnits}, ${inUnits} * ${VALUATION}, ${outUnits} * ${VALUATION}, ${demand}, ${demand} * ${VALUATION}, 1
        from ${from}, products p, locations l inner join zones z on z.id = l.zone_id
        where p.id = prod.id and l.id = cast(${change.locationId} as integer)
        on conflict (product_id, warehouse_id, day) ${ADD_UP}
      )`;
}

const revalueQuery = prepared(
  (db: Tx, productId: number, locationId: number, day: string, cents: number) =>
    sql`insert into stock_daily_moves (${COLUMNS})
    select ${productId}, z.warehouse_id, cast(${day} as text), 0, 0, cast(${cents} as bigint), 0, 0, 0, 0
    from locations l inner join zones z on z.id = l.zone_id
    where l.id = ${locationId}
    on conflict (product_id, warehouse_id, day) ${ADD_UP} ${sql.raw(PREPARE_ON_SERVER)}`,
);

/**
 * A receipt's units entered valued at the product's valuation before it (the ledger adds units
 * first); once its line costs are known (average-cost.ts) the difference goes into the same day's
 * inbound value, so the units count at what they cost.
 */
export async function rollupRevalue(trx: Tx, productId: number, locationId: number, at: string, cents: number): Promise<void> {
  if (cents === 0) return;
  await revalueQuery(trx, productId, locationId, rollupDay(at), cents);
}

/**
 * Rewrites the whole rollup from the traceability events, for history written without the ledger
 * (the large bench set) or dated back after it (the demo seed). The events are summed per product,
 * warehouse, type and UTC hour in SQL (Santiago's offset is whole hours, so an hour falls on one
 * Santiago day), then per Santiago day here, valued at today's valuation (the only one known for
 * the past).
 */
export async function rebuildDailyMoves(db: Tx): Promise<void> {
  await db.deleteFrom('stock_daily_moves').execute();
  const hour = sql<string>`substr(e.created_at, 1, 13)`;
  const rows = await db
    .selectFrom('traceability_events as e')
    .innerJoin('locations as l', 'l.id', 'e.location_id')
    .innerJoin('zones as z', 'z.id', 'l.zone_id')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .where(sql<boolean>`e.quantity <> 0`)
    .select([
      'e.product_id',
      'z.warehouse_id',
      eventTypeRead('e').as('event_type'),
      hour.as('hour'),
      sql<number>`sum(case when e.quantity > 0 then e.quantity else 0 end)`.as('plus'),
      sql<number>`sum(case when e.quantity < 0 then -e.quantity else 0 end)`.as('minus'),
      sql<number>`count(*)`.as('n'),
      sql<number>`${VALUATION}`.as('cents'),
    ])
    .groupBy(['e.product_id', 'z.warehouse_id', eventTypeRead('e'), hour, 'p.average_cost_cents', 'p.unit_price_cents'])
    .execute();
  const days = new Map<
    string,
    {
      product_id: number;
      warehouse_id: number;
      day: string;
      in_units: number;
      out_units: number;
      in_value_cents: number;
      out_value_cents: number;
      demand_units: number;
      demand_value_cents: number;
      moves: number;
    }
  >();
  for (const r of rows) {
    const day = rollupDay(`${r.hour}:00:00.000Z`);
    const key = `${r.product_id}|${r.warehouse_id}|${day}`;
    let acc = days.get(key);
    if (!acc) {
      acc = {
        product_id: r.product_id,
        warehouse_id: r.warehouse_id,
        day,
        in_units: 0,
        out_units: 0,
        in_value_cents: 0,
        out_value_cents: 0,
        demand_units: 0,
        demand_value_cents: 0,
        moves: 0,
      };
      days.set(key, acc);
    }
    const plus = Number(r.plus);
    const minus = Number(r.minus);
    const cents = Number(r.cents);
    // One type's units in and out of the hour: the demand of each direction, as the ledger counts it.
    const demand = demandUnits(r.event_type, -minus) + demandUnits(r.event_type, plus);
    acc.in_units += plus;
    acc.out_units += minus;
    acc.in_value_cents += plus * cents;
    acc.out_value_cents += minus * cents;
    acc.demand_units += demand;
    acc.demand_value_cents += demand * cents;
    acc.moves += Number(r.n);
  }
  const all = [...days.values()];
  // 10 columns a row: 500 rows stay far below SQLite's 32 766 bound values.
  for (let i = 0; i < all.length; i += 500)
    await db
      .insertInto('stock_daily_moves')
      .values(all.slice(i, i + 500))
      .execute();
}
