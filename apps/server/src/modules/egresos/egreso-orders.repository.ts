import { sql } from 'kysely';
import { PREPARE_ON_SERVER } from '../../db/create-db';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { isPostgres } from '../../lib/stock-locks';
import type { DocumentShape } from '../ledger';
import { AVAILABLE_ROWS_SQL, stockRowsOf, type RowWithNulls, type StockRow } from './egreso-stock.repository';
import type { Tx } from '../../db/handle';

/*
 * The egreso's own documents: the order and its items (the ledger inserts an item together with
 * the units it records, see ledger `remove(…, { record })`), and the annulment of an order.
 */

export type EgressItemInsert = Omit<Database['egress_order_items'], 'id' | 'strategy_compliant'> & { strategy_compliant: number };

/** An order's values, as the order statements below take them. */
export type OrderValues = {
  order_number: string;
  area_servicio: string;
  strategy: string;
  notes: string | null;
  user_id: number;
  now: string;
};
const orderArgs = (order: OrderValues) =>
  [order.order_number, order.area_servicio, order.strategy, order.notes, order.user_id, order.now] as const;

const onServer = sql.raw(PREPARE_ON_SERVER);

/** The order row as a ledger document (removeAndRecord's `document`), in the order of orderDocumentValues. */
export const EGRESS_ORDER_SHAPE: DocumentShape = {
  table: 'egress_orders',
  columns: [
    ['order_number', 'text'],
    ['area_servicio', 'text'],
    ['strategy', 'text'],
    ['notes', 'text'],
    ['user_id', 'integer'],
    ['status', 'text'],
    ['created_at', 'text'],
    ['updated_at', 'text'],
    ['cancelled_at', 'text'],
    ['cancelled_by', 'integer'],
  ],
};

export function orderDocumentValues(order: OrderValues): Array<string | number | null> {
  return [
    order.order_number,
    order.area_servicio,
    order.strategy,
    order.notes,
    order.user_id,
    'Completado',
    order.now,
    order.now,
    null,
    null,
  ];
}

const ITEM_COLUMNS = [
  'egress_order_id',
  'line_no',
  'product_id',
  'location_id',
  'lot_number',
  'serial_number',
  'expiry_date',
  'quantity',
  'barcode_scanned',
  'gtin',
  'sscc',
  'gln',
  'gsin',
  'gdti',
  'production_date',
  'pack_date',
  'best_before_date',
  'net_weight_kg',
  'gross_weight_kg',
  'net_weight_lb',
  'gross_weight_lb',
  'custom_fields',
  'strategy_compliant',
  'strategy_warning',
  'deviation_reason',
  'deviation_text',
] as const satisfies ReadonlyArray<keyof EgressItemInsert>;

const REAL_COLUMNS = new Set<string>(['net_weight_kg', 'gross_weight_kg', 'net_weight_lb', 'gross_weight_lb']);
const INTEGER_COLUMNS = new Set<string>([
  'egress_order_id',
  'line_no',
  'product_id',
  'location_id',
  'quantity',
  'strategy_compliant',
]);
/** The item row as a ledger record (written with the units it took), in the order of itemRecordValues. */
export const EGRESS_ITEM_SHAPE: DocumentShape = {
  table: 'egress_order_items',
  columns: ITEM_COLUMNS.map(
    (column) =>
      [column, INTEGER_COLUMNS.has(column) ? 'integer' : REAL_COLUMNS.has(column) ? 'double precision' : 'text'] as const,
  ),
};

export function itemRecordValues(item: EgressItemInsert): Array<string | number | null> {
  return ITEM_COLUMNS.map((column) => item[column] ?? null);
}

// Run on every issue: built and compiled once per dialect (db/prepared).
const insertOrderPrepared = prepared(
  (db: Tx, order_number: string, area_servicio: string, strategy: string, notes: string | null, user_id: number, now: string) =>
    db
      .insertInto('egress_orders')
      .values({
        order_number,
        area_servicio,
        strategy,
        notes,
        user_id,
        status: 'Completado',
        created_at: now,
        updated_at: now,
        cancelled_at: null,
        cancelled_by: null,
      })
      .returning('id')
      .modifyEnd(onServer),
);

/**
 * PostgreSQL: the order's insert and the available rows of its (first) product in one statement.
 * It runs after the product lock, so its snapshot already sees every committed change of that
 * product's stock, exactly as a separate read would.
 */
const insertOrderReadingRowsPostgres = prepared(
  (
    db: Tx,
    order_number: string,
    area_servicio: string,
    strategy: string,
    notes: string | null,
    user_id: number,
    now: string,
    productId: number,
  ) => {
    const query = sql<RowWithNulls & { order_id: number }>`
      with o as (
        insert into egress_orders (order_number, area_servicio, strategy, notes, user_id, status, created_at, updated_at, cancelled_at, cancelled_by)
        values (${order_number}, ${area_servicio}, ${strategy}, ${notes}, ${user_id}, 'Completado', ${now}, ${now}, null, null)
        returning id
      )
      select o.id as order_id, r.* from o left join (${AVAILABLE_ROWS_SQL(productId)}) r on true
      order by r.location_code, r.id ${onServer}`;
    return { compile: () => query.compile(db) };
  },
);

export async function insertOrder(db: Tx, values: OrderValues): Promise<number> {
  const { rows } = await insertOrderPrepared(db, ...orderArgs(values));
  return rows[0]!.id;
}

/**
 * Inserts the order and, on PostgreSQL, reads the product's available rows in the same
 * statement (one round trip); elsewhere `rows` is undefined and the caller reads them.
 */
export async function insertOrderReadingRows(
  db: Tx,
  values: OrderValues,
  productId: number,
): Promise<{ orderId: number; rows?: StockRow[] }> {
  if (!isPostgres(db)) return { orderId: await insertOrder(db, values) };
  const result = await insertOrderReadingRowsPostgres(db, ...orderArgs(values), productId);
  return { orderId: result.rows[0]!.order_id, rows: stockRowsOf(result.rows) };
}

export async function findOrder(db: Tx, id: number) {
  return db.selectFrom('egress_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function itemsOf(db: Tx, orderId: number) {
  return db
    .selectFrom('egress_order_items')
    .selectAll()
    .where('egress_order_id', '=', orderId)
    .orderBy('line_no')
    .orderBy('id')
    .execute();
}

/** Completado → Anulado, only once: the conditional UPDATE makes a second annulment a no-op. */
export async function markAnnulled(db: Tx, id: number, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('egress_orders')
    .set({ status: 'Anulado', cancelled_at: now, cancelled_by: userId, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'Completado')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
