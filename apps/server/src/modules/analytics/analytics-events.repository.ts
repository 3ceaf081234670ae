import { santiagoDay } from '@bodega/domain';
import { sql } from 'kysely';
import { num } from './analytics-products.repository';
import type { Tx } from '../../db/handle';

/* The ledger's movements as analytics sums them: per product from the daily rollup, first events, orders sent. */

export interface EventFigures {
  product_id: number;
  /** Net units that entered since `since` / since `split`. */
  net_all: number;
  net_split: number;
  /** Centavos: net value that entered since `since` / since `split`, each move at its cost then. */
  net_value_all: number;
  net_value_split: number;
  /** Outbound units (issues, picks, dispatches, less returns) before / from `split`. */
  out_before: number;
  out_after: number;
  /** Centavos: the value of those outbound units at the cost in force when they went out. */
  out_value_before: number;
  out_value_after: number;
  /** Stock movements (events that changed a quantity) before / from `split`. */
  moves_before: number;
  moves_after: number;
}

/**
 * The ledger's stock movements from `since` on (the daily rollup, stock_daily_moves), summed per
 * product and split at `split` (the start of the current period): what entered, what went
 * out, how many movements. Bounds are first instants of Santiago days (analysisPeriod).
 */
export async function productEvents(
  db: Tx,

  since: string,
  split: string,
  until: string,
  warehouseId?: number,
  productIds?: readonly number[],
): Promise<Map<number, EventFigures>> {
  const splitDay = santiagoDay(split);
  const untilDay = santiagoDay(until);
  let q = db.selectFrom('stock_daily_moves as m').where('m.day', '>=', santiagoDay(since));
  if (warehouseId) q = q.where('m.warehouse_id', '=', warehouseId);
  if (productIds) q = q.where('m.product_id', 'in', productIds.length ? [...productIds] : [0]);
  const after = sql<boolean>`m.day >= ${splitDay}`;
  const inPeriod = sql<boolean>`m.day < ${untilDay}`;
  const rows = await q
    .select([
      'm.product_id',
      sql<number>`sum(m.in_units - m.out_units)`.as('net_all'),
      sql<number>`sum(case when ${after} then m.in_units - m.out_units else 0 end)`.as('net_split'),
      sql<number>`sum(m.in_value_cents - m.out_value_cents)`.as('net_value_all'),
      sql<number>`sum(case when ${after} then m.in_value_cents - m.out_value_cents else 0 end)`.as('net_value_split'),
      sql<number>`sum(case when ${after} then 0 else m.demand_units end)`.as('out_before'),
      sql<number>`sum(case when ${after} and ${inPeriod} then m.demand_units else 0 end)`.as('out_after'),
      sql<number>`sum(case when ${after} then 0 else m.demand_value_cents end)`.as('out_value_before'),
      sql<number>`sum(case when ${after} and ${inPeriod} then m.demand_value_cents else 0 end)`.as('out_value_after'),
      sql<number>`sum(case when ${after} then 0 else m.moves end)`.as('moves_before'),
      sql<number>`sum(case when ${after} and ${inPeriod} then m.moves else 0 end)`.as('moves_after'),
    ])
    .groupBy('m.product_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.product_id,
      {
        product_id: r.product_id,
        net_all: num(r.net_all),
        net_split: num(r.net_split),
        net_value_all: num(r.net_value_all),
        net_value_split: num(r.net_value_split),
        out_before: num(r.out_before),
        out_after: num(r.out_after),
        out_value_before: num(r.out_value_before),
        out_value_after: num(r.out_value_after),
        moves_before: num(r.moves_before),
        moves_after: num(r.moves_after),
      },
    ]),
  );
}

/** Outbound units per product in [from, to) (the daily rollup). */
export async function outbound(
  db: Tx,
  from: string,
  to: string,
  warehouseId?: number,
  productIds?: readonly number[],
): Promise<Map<number, number>> {
  if (productIds?.length === 0) return new Map();
  let q = db
    .selectFrom('stock_daily_moves as m')
    .where('m.day', '>=', santiagoDay(from))
    .where('m.day', '<', santiagoDay(to))
    .where('m.demand_units', '<>', 0);
  if (warehouseId) q = q.where('m.warehouse_id', '=', warehouseId);
  if (productIds) q = q.where('m.product_id', 'in', [...productIds]);
  const rows = await q
    .select(['m.product_id', sql<number>`sum(m.demand_units)`.as('units')])
    .groupBy('m.product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, Math.max(0, num(r.units))]));
}

/** The day of each product's first event (its history starts there). */
export async function firstEvents(db: Tx, productIds: readonly number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('traceability_events')
    .select(['product_id', sql<string>`min(created_at)`.as('created_at')])
    .where('product_id', 'in', [...productIds])
    .groupBy('product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, r.created_at]));
}

/** Issue orders and dispatches sent in [from, to) ('Órdenes Enviadas'). */
export async function ordersSent(db: Tx, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom('egress_orders')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('status', '<>', 'Anulado')
    .executeTakeFirstOrThrow();
  return num(row.n);
}
