import { sql } from 'kysely';
import { orderConditions, whereClause } from './egreso-filters-sql';
import type { EgresoStats } from '@bodega/domain';
import type { EgresoFilters } from './egresos.schemas';
import type { Tx } from '../../db/handle';

/* The totals of GET /api/transactions/egresos/stats: orders, units, by area, by strategy. */

export async function egresoStats(db: Tx, filters: EgresoFilters): Promise<EgresoStats> {
  const where = whereClause(orderConditions({ ...filters, include_cancelled: false }));
  const cancelledWhere = whereClause([...orderConditions({ ...filters, include_cancelled: true }), sql`o.status = 'Anulado'`]);
  const [totals, byArea, byStrategy, cancelled] = await Promise.all([
    sql<{ orders: number; units: number; lines: number; non_compliant: number }>`
      select cast(count(distinct o.id) as integer) as orders,
             cast(coalesce(sum(i.quantity), 0) as integer) as units,
             cast(count(distinct case when i.id is not null then o.id || '-' || i.line_no end) as integer) as lines,
             cast(count(distinct case when i.strategy_compliant = 0 then o.id || '-' || i.line_no end) as integer) as non_compliant
      from egress_orders o left join egress_order_items i on i.egress_order_id = o.id ${where}`.execute(db),
    sql<{ key: string; orders: number; units: number }>`
      select o.area_servicio as key, cast(count(distinct o.id) as integer) as orders, cast(coalesce(sum(i.quantity), 0) as integer) as units
      from egress_orders o left join egress_order_items i on i.egress_order_id = o.id ${where}
      group by o.area_servicio order by units desc, key`.execute(db),
    sql<{ key: string; orders: number; units: number }>`
      select o.strategy as key, cast(count(distinct o.id) as integer) as orders, cast(coalesce(sum(i.quantity), 0) as integer) as units
      from egress_orders o left join egress_order_items i on i.egress_order_id = o.id ${where}
      group by o.strategy order by units desc, key`.execute(db),
    sql<{ total: number }>`select cast(count(*) as integer) as total from egress_orders o ${cancelledWhere}`.execute(db),
  ]);
  const t = totals.rows[0];
  return {
    total_orders: Number(t?.orders ?? 0),
    total_units: Number(t?.units ?? 0),
    total_lines: Number(t?.lines ?? 0),
    non_compliant_lines: Number(t?.non_compliant ?? 0),
    cancelled_orders: Number(cancelled.rows[0]?.total ?? 0),
    by_area: byArea.rows.map((r) => ({ area_servicio: r.key, orders: Number(r.orders), units: Number(r.units) })),
    by_strategy: byStrategy.rows.map((r) => ({ strategy: r.key, orders: Number(r.orders), units: Number(r.units) })),
  };
}
