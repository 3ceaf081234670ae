import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { demandUnits, rollupDay } from '../daily-rollup';
import { num, type Violation } from './violation';

/*
 * The daily rollup (stock_daily_moves, ledger/daily-rollup.ts) equals a recomputation from the
 * events: per product, warehouse and America/Santiago day, the units in, the units out, the demand
 * and the number of movements (events that moved units). The value columns are not recomputed:
 * each move is valued at the product's valuation of its moment (the average cost changes with
 * every receipt that carries a cost), which the events do not keep. The events are summed in SQL
 * per UTC hour (Santiago's offset is whole hours, so an hour falls on one day) and put on their
 * day here.
 */

interface Totals {
  in_units: number;
  out_units: number;
  demand_units: number;
  moves: number;
}

const COLUMNS = ['in_units', 'out_units', 'demand_units', 'moves'] as const;

export async function checkDailyRollup(db: Kysely<Database>): Promise<Violation[]> {
  const hours = await sql<{
    product_id: number;
    warehouse_id: number;
    event_type: string;
    hour: string;
    plus: unknown;
    minus: unknown;
    n: unknown;
  }>`
    select e.product_id, z.warehouse_id, coalesce(e.reclassified_type, e.event_type) as event_type, substr(e.created_at, 1, 13) as hour,
      cast(sum(case when e.quantity > 0 then e.quantity else 0 end) as bigint) as plus,
      cast(sum(case when e.quantity < 0 then -e.quantity else 0 end) as bigint) as minus,
      cast(count(*) as bigint) as n
    from traceability_events e inner join locations l on l.id = e.location_id inner join zones z on z.id = l.zone_id
    where e.quantity <> 0
    group by e.product_id, z.warehouse_id, coalesce(e.reclassified_type, e.event_type), substr(e.created_at, 1, 13)`.execute(db);
  const expected = new Map<string, Totals>();
  for (const h of hours.rows) {
    const key = `${h.product_id}|${h.warehouse_id}|${rollupDay(`${h.hour}:00:00.000Z`)}`;
    const totals = expected.get(key) ?? { in_units: 0, out_units: 0, demand_units: 0, moves: 0 };
    totals.in_units += num(h.plus);
    totals.out_units += num(h.minus);
    totals.demand_units += demandUnits(h.event_type, num(h.plus)) + demandUnits(h.event_type, -num(h.minus));
    totals.moves += num(h.n);
    expected.set(key, totals);
  }
  const stored = await db
    .selectFrom('stock_daily_moves')
    .select(['product_id', 'warehouse_id', 'day', 'in_units', 'out_units', 'demand_units', 'moves'])
    .execute();
  const out: Violation[] = [];
  const seen = new Set<string>();
  const compare = (key: string, got: Totals, want: Totals) => {
    const wrong = COLUMNS.filter((column) => got[column] !== want[column]);
    if (wrong.length === 0) return;
    const [productId, warehouseId, day] = key.split('|');
    out.push({
      invariant: 'resumen_diario',
      message: `El resumen diario del producto ${productId} en la bodega ${warehouseId} el ${day} no coincide con sus eventos: ${wrong
        .map((column) => `${column} ${got[column]} (eventos: ${want[column]})`)
        .join(', ')}`,
      ids: { product_id: Number(productId), warehouse_id: Number(warehouseId), day: day! },
    });
  };
  const zero: Totals = { in_units: 0, out_units: 0, demand_units: 0, moves: 0 };
  for (const row of stored) {
    const key = `${row.product_id}|${row.warehouse_id}|${row.day}`;
    seen.add(key);
    const got = {
      in_units: num(row.in_units),
      out_units: num(row.out_units),
      demand_units: num(row.demand_units),
      moves: num(row.moves),
    };
    compare(key, got, expected.get(key) ?? zero);
  }
  for (const [key, want] of expected) if (!seen.has(key)) compare(key, zero, want);
  return out.sort((a, b) => (a.message < b.message ? -1 : 1));
}
