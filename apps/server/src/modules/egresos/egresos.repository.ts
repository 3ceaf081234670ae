import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';
import { PREPARE_ON_SERVER } from '../../db/create-db';
import { isPostgres } from '../../lib/stock-locks';
import { prepared } from '../../db/prepared';
import type { CompanionShape } from '../ledger/ledger';
import type {
  EgresoDetail,
  EgresoFilters,
  EgresoItemResponse,
  EgresoListQuery,
  EgresoStats,
  EgresoSummary,
} from './egresos.schemas';

type Tx = Transaction<Database> | Kysely<Database>;

/** An inventory row of a product with what can still be taken from it. */
export interface StockRow {
  id: number;
  product_id: number;
  location_id: number;
  location_code: string;
  location_description: string | null;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  entry_date: string;
  quantity: number;
  available: number;
}

export interface ProductRef {
  id: number;
  sku: string;
  name: string;
  barcode: string | null;
  cantidad_x_caja: number;
}

export type EgressItemInsert = Omit<Database['egress_order_items'], 'id' | 'strategy_compliant'> & { strategy_compliant: number };

const CUSTOM_AIS = ['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'] as const;

/** 'YYYY-MM-DD' → the next day, for an inclusive "to" filter over ISO timestamps. */

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** WHERE conditions of the list, export and stats over `egress_orders o`. */
function orderConditions(filters: EgresoFilters, options: { ignoreStatus?: boolean } = {}): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (!filters.include_cancelled && !options.ignoreStatus) conditions.push(sql`o.status = 'Completado'`);
  if (filters.dateFrom) {
    const from =
      filters.dateFrom.length === 10 ? santiagoDayStartUtc(filters.dateFrom) : new Date(filters.dateFrom).toISOString();
    conditions.push(sql`o.created_at >= ${from}`);
  }
  if (filters.dateTo) {
    conditions.push(
      filters.dateTo.length === 10
        ? sql`o.created_at < ${santiagoDayEndUtc(filters.dateTo)}`
        : sql`o.created_at <= ${new Date(filters.dateTo).toISOString()}`,
    );
  }
  if (filters.area_servicio) conditions.push(sql`o.area_servicio = ${filters.area_servicio}`);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      sql`(lower(o.order_number) like ${pattern} escape '\\' or lower(o.area_servicio) like ${pattern} escape '\\' or lower(coalesce(o.notes, '')) like ${pattern} escape '\\')`,
    );
  }
  return conditions;
}

function whereClause(conditions: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

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

/*
 * The statements of POST /egress-orders, built and compiled once per dialect (storage/prepared):
 * an issue runs them on every request, and Kysely's building and compiling cost more CPU than
 * the database spends on them.
 */
const PRODUCT_COLUMNS = ['id', 'sku', 'name', 'barcode', 'cantidad_x_caja'] as const;

const onServer = sql.raw(PREPARE_ON_SERVER);

const lockOneProduct = prepared((db: Tx, id: number) => {
  const query = db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).modifyEnd(onServer);
});

function availableRowsQuery(db: Tx, productId: number) {
  return db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .select([
      'i.id',
      'i.product_id',
      'i.location_id',
      'l.code as location_code',
      'l.description as location_description',
      'i.lot_number',
      'i.serial_number',
      'i.expiry_date',
      'i.entry_date',
      'i.quantity',
    ])
    .select(sql<number>`i.quantity - i.reserved_quantity`.as('available'))
    .where('i.product_id', '=', productId)
    .where(sql<boolean>`i.quantity - i.reserved_quantity > 0`)
    // Units in a clinical service's custody (DM transfers) are not the warehouse's to issue.
    .where('l.location_type', '<>', 'servicio_clinico')
    .orderBy('l.code')
    .orderBy('i.id');
}
const availableRowsPrepared = prepared((db: Tx, productId: number) => availableRowsQuery(db, productId).modifyEnd(onServer));

/** An order's values, as the order statements below take them. */
type OrderValues = { order_number: string; area_servicio: string; strategy: string; notes: string | null; user_id: number; now: string };
const orderArgs = (order: OrderValues) => [order.order_number, order.area_servicio, order.strategy, order.notes, order.user_id, order.now] as const;

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
  (db: Tx, order_number: string, area_servicio: string, strategy: string, notes: string | null, user_id: number, now: string, productId: number) => {
    const query = sql<Omit<StockRow, 'available'> & { order_id: number; available: number | null; id: number | null }>`
      with o as (
        insert into egress_orders (order_number, area_servicio, strategy, notes, user_id, status, created_at, updated_at, cancelled_at, cancelled_by)
        values (${order_number}, ${area_servicio}, ${strategy}, ${notes}, ${user_id}, 'Completado', ${now}, ${now}, null, null)
        returning id
      )
      select o.id as order_id, r.* from o left join (
        select i.id, i.product_id, i.location_id, l.code as location_code, l.description as location_description, i.lot_number,
          i.serial_number, i.expiry_date, i.entry_date, i.quantity, i.quantity - i.reserved_quantity as available
        from inventory i join locations l on l.id = i.location_id
        where i.product_id = ${productId} and i.quantity - i.reserved_quantity > 0 and l.location_type <> 'servicio_clinico'
      ) r on true
      order by r.location_code, r.id ${onServer}`;
    return { compile: () => query.compile(db) };
  },
);

/**
 * PostgreSQL, an order of one product: the product's lock, the order's insert and the product's
 * available rows in one statement. The rows are read with the statement's snapshot, taken before
 * the lock was granted; every stock change of a product also updates its row, so when the locked
 * row is still the version that snapshot sees (`fresh`) no stock change of the product committed
 * in between and the rows are current. Otherwise (another order of the same product committed
 * while this one waited for the lock) the caller reads them again, after the lock.
 */
const lockOrderReadingRowsPostgres = prepared(
  (db: Tx, productId: number, order_number: string, area_servicio: string, strategy: string, notes: string | null, user_id: number, now: string) => {
    const query = sql<
      { order_id: number; p_id: number | null; p_sku: string; p_name: string; p_barcode: string | null; p_cantidad_x_caja: number; fresh: boolean | null } & Omit<StockRow, 'id' | 'available'> & {
          id: number | null;
          available: number | null;
        }
    >`
      with p as materialized (
        select id, sku, name, barcode, cantidad_x_caja, xmin from products where id = ${productId} for update
      ), o as (
        insert into egress_orders (order_number, area_servicio, strategy, notes, user_id, status, created_at, updated_at, cancelled_at, cancelled_by)
        values (${order_number}, ${area_servicio}, ${strategy}, ${notes}, ${user_id}, 'Completado', ${now}, ${now}, null, null)
        returning id
      )
      select o.id as order_id, p.id as p_id, p.sku as p_sku, p.name as p_name, p.barcode as p_barcode, p.cantidad_x_caja as p_cantidad_x_caja,
        p.xmin = (select s.xmin from products s where s.id = ${productId}) as fresh, r.*
      from o left join p on true left join (
        select i.id, i.product_id, i.location_id, l.code as location_code, l.description as location_description, i.lot_number,
          i.serial_number, i.expiry_date, i.entry_date, i.quantity, i.quantity - i.reserved_quantity as available
        from inventory i join locations l on l.id = i.location_id
        where i.product_id = ${productId} and i.quantity - i.reserved_quantity > 0 and l.location_type <> 'servicio_clinico'
      ) r on p.id is not null
      order by r.location_code, r.id ${onServer}`;
    return { compile: () => query.compile(db) };
  },
);

/** A product and its available rows in one read (PostgreSQL's one-statement issue reads first). */
const productWithRowsPostgres = prepared((db: Tx, productId: number) => {
  const query = sql<
    { p_id: number; p_sku: string; p_name: string; p_barcode: string | null; p_cantidad_x_caja: number } & Omit<StockRow, 'id' | 'available'> & { id: number | null; available: number | null }
  >`
    select p.id as p_id, p.sku as p_sku, p.name as p_name, p.barcode as p_barcode, p.cantidad_x_caja as p_cantidad_x_caja, r.*
    from products p left join (
      select i.id, i.product_id, i.location_id, l.code as location_code, l.description as location_description, i.lot_number,
        i.serial_number, i.expiry_date, i.entry_date, i.quantity, i.quantity - i.reserved_quantity as available
      from inventory i join locations l on l.id = i.location_id
      where i.product_id = ${productId} and i.quantity - i.reserved_quantity > 0 and l.location_type <> 'servicio_clinico'
    ) r on true
    where p.id = ${productId}
    order by r.location_code, r.id ${onServer}`;
  return { compile: () => query.compile(db) };
});

type RowWithNulls = Omit<StockRow, 'id' | 'available'> & { id: number | null; available: number | null };
function stockRowsOf(rows: readonly RowWithNulls[]): StockRow[] {
  const stock: StockRow[] = [];
  for (const row of rows) {
    if (row.id === null) continue;
    stock.push({
      id: row.id,
      product_id: row.product_id,
      location_id: row.location_id,
      location_code: row.location_code,
      location_description: row.location_description,
      lot_number: row.lot_number,
      serial_number: row.serial_number,
      expiry_date: row.expiry_date,
      entry_date: row.entry_date,
      quantity: row.quantity,
      available: Number(row.available),
    });
  }
  return stock;
}

/** The order row as the ledger inserts it before a one-statement removal (ledger `parent`). */
export const EGRESS_ORDER_SHAPE: CompanionShape = {
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
] as const satisfies ReadonlyArray<keyof EgressItemInsert>;

/** The item's columns as the ledger inserts it with its decrement on PostgreSQL (ledger `companion`). */
const REAL_COLUMNS = new Set<string>(['net_weight_kg', 'gross_weight_kg', 'net_weight_lb', 'gross_weight_lb']);
const INTEGER_COLUMNS = new Set<string>(['egress_order_id', 'line_no', 'product_id', 'location_id', 'quantity', 'strategy_compliant']);
export const EGRESS_ITEM_SHAPE: CompanionShape = {
  table: 'egress_order_items',
  columns: ITEM_COLUMNS.map((column) => [column, INTEGER_COLUMNS.has(column) ? 'integer' : REAL_COLUMNS.has(column) ? 'double precision' : 'text'] as const),
};

/** An item's values in the order of EGRESS_ITEM_SHAPE. */
export function egressItemValues(item: EgressItemInsert): Array<string | number | null> {
  return ITEM_COLUMNS.map((column) => item[column] ?? null);
}

const insertOneItem = prepared((db: Tx, ...values: Array<string | number | null>) =>
  db
    .insertInto('egress_order_items')
    .values(Object.fromEntries(ITEM_COLUMNS.map((column, i) => [column, values[i]])) as unknown as EgressItemInsert)
    .returning('id')
    .modifyEnd(onServer),
);

export function egresosRepository(db: Tx) {
  return {
    async findProducts(ids: number[]): Promise<Map<number, ProductRef>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('products')
        .select(['id', 'sku', 'name', 'barcode', 'cantidad_x_caja'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * The products of an issue, read and (PostgreSQL) locked in one statement: `for update` in id
     * order, as lib/stock-locks' lockProducts does, so the lots read next cannot change before
     * the order writes and two orders cannot deadlock on each other. SQLite runs one transaction
     * at a time, so there the read is all.
     */
    async lockProducts(ids: number[]): Promise<Map<number, ProductRef>> {
      if (ids.length === 0) return new Map();
      let rows: ProductRef[];
      if (ids.length === 1) rows = (await lockOneProduct(db, ids[0]!)).rows;
      else {
        const query = db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', ids).orderBy('id');
        rows = await (isPostgres(db) ? query.forUpdate() : query).execute();
      }
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * PostgreSQL, an order of one product: locks the product, inserts the order and reads the
     * product's available rows in one statement (see lockOrderReadingRowsPostgres). Undefined
     * elsewhere: the caller locks, checks and inserts one step at a time.
     */
    async openOneProductOrder(
      productIds: number[],
      order: OrderValues,
    ): Promise<{ products: Map<number, ProductRef>; orderId: number; rows: StockRow[] } | undefined> {
      if (productIds.length === 1 && isPostgres(db)) {
        const { rows } = await lockOrderReadingRowsPostgres(db, productIds[0]!, ...orderArgs(order));
        const first = rows[0]!;
        const products = new Map<number, ProductRef>();
        if (first.p_id === null) return { products, orderId: first.order_id, rows: [] };
        products.set(first.p_id, { id: first.p_id, sku: first.p_sku, name: first.p_name, barcode: first.p_barcode, cantidad_x_caja: first.p_cantidad_x_caja });
        if (!first.fresh) return { products, orderId: first.order_id, rows: await this.availableRows(first.p_id) };
        const stock = stockRowsOf(rows);
        return { products, orderId: first.order_id, rows: stock };
      }
      return undefined;
    },

    /** PostgreSQL: a product and its available rows, read outside any transaction; undefined when it does not exist. */
    async productWithRows(productId: number): Promise<{ product: ProductRef; rows: StockRow[] } | undefined> {
      const { rows } = await productWithRowsPostgres(db, productId);
      const first = rows[0];
      if (!first) return undefined;
      return { product: { id: first.p_id, sku: first.p_sku, name: first.p_name, barcode: first.p_barcode, cantidad_x_caja: first.p_cantidad_x_caja }, rows: stockRowsOf(rows) };
    },

    async existingLocationIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('locations').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    /** A product by scanned code: barcode (as printed or as GTIN-14), SKU or manufacturer code. */
    async findProductByCode(codes: string[]): Promise<ProductRef | undefined> {
      const lowered = [...new Set(codes.map((code) => code.toLowerCase()))];
      return db
        .selectFrom('products')
        .select(['id', 'sku', 'name', 'barcode', 'cantidad_x_caja'])
        .where('deleted_at', 'is', null)
        .where((eb) =>
          eb.or([eb('barcode', 'in', codes), eb(sql<string>`lower(sku)`, 'in', lowered), eb('codigo_fabrica', 'in', codes)]),
        )
        .orderBy(sql`case when barcode in (${sql.join(codes)}) then 0 else 1 end`)
        .orderBy('id')
        .executeTakeFirst();
    },

    /** The product's inventory rows with units not reserved, in location order. */
    async availableRows(productId: number): Promise<StockRow[]> {
      const { rows } = await availableRowsPrepared(db, productId);
      return rows.map((row) => ({ ...row, available: Number(row.available) }));
    },

    /**
     * Inserts the order and, on PostgreSQL, reads the product's available rows in the same
     * statement (one round trip); on SQLite `rows` is undefined and the caller reads them.
     */
    async insertOrderReadingRows(
      values: OrderValues,
      productId: number,
    ): Promise<{ orderId: number; rows?: StockRow[] }> {
      if (!isPostgres(db)) return { orderId: await this.insertOrder(values) };
      const result = await insertOrderReadingRowsPostgres(db, ...orderArgs(values), productId);
      const rows = result.rows.filter((row) => row.id !== null).map(({ order_id: _order, ...row }) => ({ ...row, id: row.id!, available: Number(row.available) }));
      return { orderId: result.rows[0]!.order_id, rows };
    },

    async insertOrder(values: OrderValues): Promise<number> {
      const { rows } = await insertOrderPrepared(db, ...orderArgs(values));
      return rows[0]!.id;
    },

    /** Inserts the order's rows in one statement and returns their ids, in the given order. */
    async insertItems(values: EgressItemInsert[]): Promise<number[]> {
      if (values.length === 0) return [];
      if (values.length === 1) {
        const item = values[0]!;
        const { rows } = await insertOneItem(db, ...ITEM_COLUMNS.map((column) => item[column] ?? null));
        return [rows[0]!.id];
      }
      const ids: number[] = [];
      // SQLite accepts at most 32 766 bound values per statement; 500 rows × 26 columns stays below.
      for (let start = 0; start < values.length; start += 500) {
        const rows = await db
          .insertInto('egress_order_items')
          .values(values.slice(start, start + 500))
          .returning('id')
          .execute();
        ids.push(...rows.map((row) => row.id));
      }
      return ids;
    },

    async findOrder(id: number) {
      return db.selectFrom('egress_orders').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async itemsOf(orderId: number) {
      return db
        .selectFrom('egress_order_items')
        .selectAll()
        .where('egress_order_id', '=', orderId)
        .orderBy('line_no')
        .orderBy('id')
        .execute();
    },

    /** Completado → Anulado, only once: the conditional UPDATE makes a second annulment a no-op. */
    async markAnnulled(id: number, userId: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('egress_orders')
        .set({ status: 'Anulado', cancelled_at: now, cancelled_by: userId, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'Completado')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async list(query: EgresoListQuery): Promise<{ rows: EgresoSummary[]; total: number }> {
      const where = whereClause(orderConditions(query));
      const offset = (query.page - 1) * query.per_page;
      const [page, count] = await Promise.all([
        sql<SummaryRow>`select ${SUMMARY_SELECT} ${SUMMARY_FROM} ${where} order by o.created_at desc, o.id desc limit ${query.per_page} offset ${offset}`.execute(
          db,
        ),
        sql<{ total: number }>`select cast(count(*) as integer) as total from egress_orders o ${where}`.execute(db),
      ]);
      return { rows: page.rows.map(toSummary), total: Number(count.rows[0]?.total ?? 0) };
    },

    async detail(id: number): Promise<EgresoDetail | undefined> {
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
            ...(Object.fromEntries(CUSTOM_AIS.map((ai) => [`custom_field_${ai}`, custom[ai] ?? null])) as Record<
              `custom_field_${(typeof CUSTOM_AIS)[number]}`,
              string | null
            >),
            strategy_compliant: strategy_compliant === 1,
          };
        }),
      };
    },

    /** Every line of the matching orders, oldest order first, for the export. */
    async exportLines(filters: EgresoFilters, afterId: number, limit: number) {
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
    },

    async stats(filters: EgresoFilters): Promise<EgresoStats> {
      const where = whereClause(orderConditions({ ...filters, include_cancelled: false }));
      const cancelledWhere = whereClause([
        ...orderConditions({ ...filters, include_cancelled: true }),
        sql`o.status = 'Anulado'`,
      ]);
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
    },
  };
}

export type EgresosRepository = ReturnType<typeof egresosRepository>;
