import { sql, type Kysely } from 'kysely';

// Frozen migration: the daily rollup of the stock movements the analytics read. One row
// per product, warehouse and America/Santiago day: units in and out (every event that changed a
// quantity), demand (DISPATCH / PICKING out, less RETURN in), the number of movements, and each
// of them valued at the product's valuation (average cost, else unit price, centavos) in force
// when the move happened. The ledger upserts it in the stock change's own statement or
// transaction (modules/ledger/daily-rollup.ts); this migration fills it from the events already
// written, valued at the valuation of today (the only one known for the past).
export async function up(db: Kysely<any>): Promise<void> {
  // Derived rows: a product or warehouse deleted for good takes its rollup rows with it (its
  // events, the source of truth, stay in the log).
  await db.schema
    .createTable('stock_daily_moves')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('in_units', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('out_units', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('in_value_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('out_value_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('demand_units', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('demand_value_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('moves', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('stock_daily_moves_pk', ['product_id', 'warehouse_id', 'day'])
    .execute();
  // Period sums read a range of days over every product.
  await sql`create index stock_daily_moves_day_idx on stock_daily_moves (day, product_id, warehouse_id)`.execute(db);
  await rebuildDailyMoves(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_daily_moves').execute();
}

const OUTBOUND = ['DISPATCH', 'PICKING'];
const RETURN = 'RETURN';

/** The Santiago day of an instant ('YYYY-MM-DD'). */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Rewrites the whole rollup from the events (the migration; the large bench set after it writes
 * its events directly). Events are summed per product, location, type and UTC hour in SQL
 * (Santiago's offset is whole hours, so an hour falls on one Santiago day), then per warehouse and
 * Santiago day here, valued at today's valuation.
 */
export async function rebuildDailyMoves(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('stock_daily_moves').execute();
  const hour = sql<string>`substr(e.created_at, 1, 13)`;
  const rows: Array<{
    product_id: number;
    warehouse_id: number;
    event_type: string;
    hour: string;
    plus: unknown;
    minus: unknown;
    n: unknown;
    cents: unknown;
  }> = await db
    .selectFrom('traceability_events as e')
    .innerJoin('locations as l', 'l.id', 'e.location_id')
    .innerJoin('zones as z', 'z.id', 'l.zone_id')
    .innerJoin('products as p', 'p.id', 'e.product_id')
    .where(sql<boolean>`e.quantity <> 0`)
    .select([
      'e.product_id',
      'z.warehouse_id',
      'e.event_type',
      hour.as('hour'),
      sql`sum(case when e.quantity > 0 then e.quantity else 0 end)`.as('plus'),
      sql`sum(case when e.quantity < 0 then -e.quantity else 0 end)`.as('minus'),
      sql`count(*)`.as('n'),
      sql`coalesce(p.average_cost_cents, p.unit_price_cents, 0)`.as('cents'),
    ])
    .groupBy(['e.product_id', 'z.warehouse_id', 'e.event_type', hour, 'p.average_cost_cents', 'p.unit_price_cents'])
    .execute();
  const days = new Map<string, Record<string, number | string>>();
  const dayOfHour = new Map<string, string>();
  for (const r of rows) {
    let day = dayOfHour.get(r.hour);
    if (!day) dayOfHour.set(r.hour, (day = dayFormat.format(new Date(`${r.hour}:00:00.000Z`))));
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
    const demand = OUTBOUND.includes(r.event_type) ? minus : r.event_type === RETURN ? -plus : 0;
    (acc.in_units as number) += plus;
    (acc.out_units as number) += minus;
    (acc.in_value_cents as number) += plus * cents;
    (acc.out_value_cents as number) += minus * cents;
    (acc.demand_units as number) += demand;
    (acc.demand_value_cents as number) += demand * cents;
    (acc.moves as number) += Number(r.n);
  }
  const all = [...days.values()];
  // 10 columns a row: 500 rows stay far below SQLite's 32 766 bound values.
  for (let i = 0; i < all.length; i += 500) {
    await db
      .insertInto('stock_daily_moves')
      .values(all.slice(i, i + 500))
      .execute();
  }
}
