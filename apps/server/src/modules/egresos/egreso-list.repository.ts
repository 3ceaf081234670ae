import { sql } from 'kysely';
import { customFieldsOf } from './egreso-document';
import { orderConditions, whereClause } from './egreso-filters-sql';
import type { EgresoDetail, EgresoItemResponse, EgresoSummary } from '@bodega/domain';
import type { EgresoFilters, EgresoListQuery } from './egresos.schemas';
import type { Tx } from '../../db/handle';

/* The egresos as they are read back: the paged list, one order with its items, the export's lines. */

interface SummaryRow {
  id: number;
  order_number: string;
  created_at: string;
  updated_at: string;
  area_servicio: string;
  strategy: string;
  notes: string | null;
  status: string;
  user_id: number | null;
  username: string | null;
  cancelled_at: string | null;
  cancelled_by: number | null;
  cancelled_by_username: string | null;
  items_count: number;
  sku_count: number;
  total_quantity: number;
  non_compliant_count: number;
}

const SUMMARY_SELECT = sql`
  o.id, o.order_number, o.created_at, o.updated_at, o.area_servicio, o.strategy, o.notes, o.status, o.user_id, u.username,
  o.cancelled_at, o.cancelled_by, cu.username as cancelled_by_username,
  (select cast(count(distinct i.line_no) as integer) from egress_order_items i where i.egress_order_id = o.id) as items_count,
  (select cast(count(distinct i.product_id) as integer) from egress_order_items i where i.egress_order_id = o.id) as sku_count,
  (select cast(coalesce(sum(i.quantity), 0) as integer) from egress_order_items i where i.egress_order_id = o.id) as total_quantity,
  (select cast(count(distinct i.line_no) as integer) from egress_order_items i where i.egress_order_id = o.id and i.strategy_compliant = 0) as non_compliant_count`;

const SUMMARY_FROM = sql`from egress_orders o left join users u on u.id = o.user_id left join users cu on cu.id = o.cancelled_by`;

function toSummary(row: SummaryRow): EgresoSummary {
  return {
    id: row.id,
    order_number: row.order_number,
    created_at: row.created_at,
    area_servicio: row.area_servicio,
    strategy: row.strategy as EgresoSummary['strategy'],
    items_count: Number(row.items_count),
    sku_count: Number(row.sku_count),
    total_quantity: Number(row.total_quantity),
    non_compliant_count: Number(row.non_compliant_count),
    notes: row.notes,
    status: row.status as EgresoSummary['status'],
    user: row.user_id !== null && row.username !== null ? { id: row.user_id, username: row.username } : null,
    cancelled_at: row.cancelled_at,
  };
}

export function parseCustomFields(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export async function listOrders(db: Tx, query: EgresoListQuery): Promise<{ rows: EgresoSummary[]; total: number }> {
  const where = whereClause(orderConditions(query));
  const offset = (query.page - 1) * query.per_page;
  const [page, count] = await Promise.all([
    sql<SummaryRow>`select ${SUMMARY_SELECT} ${SUMMARY_FROM} ${where} order by o.created_at desc, o.id desc limit ${query.per_page} offset ${offset}`.execute(
      db,
    ),
    sql<{ total: number }>`select cast(count(*) as integer) as total from egress_orders o ${where}`.execute(db),
  ]);
  return { rows: page.rows.map(toSummary), total: Number(count.rows[0]?.total ?? 0) };
}

export async function orderDetail(db: Tx, id: number): Promise<EgresoDetail | undefined> {
  const head = await sql<SummaryRow>`select ${SUMMARY_SELECT} ${SUMMARY_FROM} where o.id = ${id}`.execute(db);
  const row = head.rows[0];
  if (!row) return undefined;
  const items = await db
    .selectFrom('egress_order_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .selectAll('i')
    .select([
      'p.name as product_name',
      'p.sku as product_sku',
      'p.barcode as product_barcode',
      'l.code as location_code',
      'l.description as location_description',
    ])
    .where('i.egress_order_id', '=', id)
    .orderBy('i.line_no')
    .orderBy('i.id')
    .execute();
  return {
    ...toSummary(row),
    updated_at: row.updated_at,
    cancelled_by:
      row.cancelled_by !== null && row.cancelled_by_username !== null
        ? { id: row.cancelled_by, username: row.cancelled_by_username }
        : null,
    items: items.map((item): EgresoItemResponse => {
      const { custom_fields, egress_order_id: _order, strategy_compliant, ...rest } = item;
      const custom = parseCustomFields(custom_fields);
      return {
        ...rest,
        ...customFieldsOf(custom),
        strategy_compliant: strategy_compliant === 1,
      };
    }),
  };
}

/** Every line of the matching orders, oldest order first, for the export. */
export async function exportLines(db: Tx, filters: EgresoFilters, afterId: number, limit: number) {
  const where = whereClause([...orderConditions(filters), sql`i.id > ${afterId}`]);
  const result = await sql<{
    item_id: number;
    order_number: string;
    created_at: string;
    area_servicio: string;
    strategy: string;
    status: string;
    notes: string | null;
    username: string | null;
    line_no: number;
    sku: string;
    product_name: string;
    location_code: string;
    lot_number: string | null;
    serial_number: string | null;
    expiry_date: string | null;
    quantity: number;
    gtin: string | null;
    sscc: string | null;
    barcode_scanned: string | null;
    strategy_compliant: number;
    strategy_warning: string | null;
  }>`select i.id as item_id, o.order_number, o.created_at, o.area_servicio, o.strategy, o.status, o.notes, u.username, i.line_no,
        p.sku, p.name as product_name, l.code as location_code, i.lot_number, i.serial_number, i.expiry_date, i.quantity,
        i.gtin, i.sscc, i.barcode_scanned, i.strategy_compliant, i.strategy_warning
      from egress_order_items i
      join egress_orders o on o.id = i.egress_order_id
      join products p on p.id = i.product_id
      join locations l on l.id = i.location_id
      left join users u on u.id = o.user_id
      ${where}
      order by i.id
      limit ${limit}`.execute(db);
  return result.rows;
}
