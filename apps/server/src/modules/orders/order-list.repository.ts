// The orders list (filters, one page, figures per order) and the dashboard counts.
import { INTERNAL_USE_LABEL } from '@bodega/domain';
import { sql, type RawBuilder } from 'kysely';
import type { OrderRow } from '../../db/schema';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';
import { likePattern } from '../../lib/like-pattern';
import { pageOffset, whereAll } from '../../lib/sql-list';
import type { OrderListQuery } from './orders.schemas';
import type { Tx } from '../../db/handle';

/** A list date filter: a day is that Santiago day; a date-time is that instant. */
function fromBound(value: string): string {
  return value.length === 10 ? santiagoDayStartUtc(value) : new Date(value).toISOString();
}

function listConditions(query: OrderListQuery): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (query.status?.length) conditions.push(sql`o.status in (${sql.join(query.status)})`);
  if (query.customer_id) conditions.push(sql`o.customer_id = ${query.customer_id}`);
  if (query.date_from) conditions.push(sql`o.order_date >= ${fromBound(query.date_from)}`);
  if (query.date_to) {
    conditions.push(
      query.date_to.length === 10
        ? sql`o.order_date < ${santiagoDayEndUtc(query.date_to)}`
        : sql`o.order_date <= ${new Date(query.date_to).toISOString()}`,
    );
  }
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(sql`(lower(o.order_number) like ${pattern} escape '\\' or c.search_text like ${pattern} escape '\\')`);
  }
  return conditions;
}

const reservedOfOrder = sql<number>`(select cast(coalesce(sum(r.quantity), 0) as integer) from stock_reservations r where r.source_type = 'order' and r.source_id = o.id)`;
// A wave's batch list serves several orders: its units per order are in picking_item_order_lines.
const pickedOfOrder = sql<number>`((select cast(coalesce(sum(pi.quantity_picked), 0) as integer) from picking_list_items pi join picking_lists pl on pl.id = pi.picking_list_id where pl.order_id = o.id and pl.status <> 'cancelled' and pl.wave_id is null)
  + (select cast(coalesce(sum(x.quantity_picked), 0) as integer) from picking_item_order_lines x where x.order_id = o.id)
  - (select cast(coalesce(sum(q.quantity), 0) as integer) from recall_order_returns q where q.order_id = o.id))`;
const quantityOfOrder = sql<number>`(select cast(coalesce(sum(ol.quantity), 0) as integer) from order_lines ol where ol.order_id = o.id)`;
const linesOfOrder = sql<number>`(select cast(count(*) as integer) from order_lines ol where ol.order_id = o.id)`;

export type OrderListRow = OrderRow & {
  customer_name: string;
  customer_tax_id: string | null;
  total_quantity: number;
  reserved: number;
  picked: number;
  line_count: number;
};

/** One page of orders, newest first, with their quantities, and how many orders match. */
export async function orderListPage(db: Tx, query: OrderListQuery): Promise<{ rows: OrderListRow[]; total: number }> {
  const whereSql = whereAll(listConditions(query));
  const rows = await sql<OrderListRow>`
    select o.*, coalesce(c.name, ${INTERNAL_USE_LABEL}) as customer_name, c.tax_id as customer_tax_id,
           ${quantityOfOrder} as total_quantity, ${reservedOfOrder} as reserved, ${pickedOfOrder} as picked, ${linesOfOrder} as line_count
      from orders o left join customers c on c.id = o.customer_id
      ${whereSql}
     order by o.order_date desc, o.id desc
     limit ${query.per_page} offset ${pageOffset(query.page, query.per_page)}`.execute(db);
  const total = await sql<{
    total: number;
  }>`select cast(count(*) as integer) as total from orders o left join customers c on c.id = o.customer_id ${whereSql}`.execute(
    db,
  );
  return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
}

/** Dashboard counts: orders since `todayStartUtc`, pending and assigned ones, and those due in the period (on time or not). */
export async function orderCounts(db: Tx, todayStartUtc: string, periodFromUtc: string, nowUtc: string) {
  const row = await sql<{
    orders_today: number;
    pending_allocation: number;
    pending_picking: number;
    due: number;
    on_time: number;
  }>`
    select
      cast(coalesce(sum(case when order_date >= ${todayStartUtc} then 1 else 0 end), 0) as integer) as orders_today,
      cast(coalesce(sum(case when status = 'pending' then 1 else 0 end), 0) as integer) as pending_allocation,
      cast(coalesce(sum(case when status = 'assigned' then 1 else 0 end), 0) as integer) as pending_picking,
      cast(coalesce(sum(case when status <> 'cancelled' and required_date >= ${periodFromUtc} and required_date <= ${nowUtc} then 1 else 0 end), 0) as integer) as due,
      cast(coalesce(sum(case when status in ('shipped', 'delivered') and required_date >= ${periodFromUtc} and required_date <= ${nowUtc} and shipped_at <= required_date then 1 else 0 end), 0) as integer) as on_time
    from orders`.execute(db);
  const r = row.rows[0]!;
  return {
    orders_today: Number(r.orders_today),
    pending_allocation: Number(r.pending_allocation),
    pending_picking: Number(r.pending_picking),
    due: Number(r.due),
    on_time: Number(r.on_time),
  };
}
