import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { INTERNAL_USE_LABEL } from '@bodega/domain';
import type { Dialect } from '../../db/create-db';
import type { Database, OrderLineRow, OrderRow } from '../../db/schema';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';
import { isPostgres } from '../../lib/stock-locks';
import { productSearchSql } from '../products/product-search-sql';
import type { OrderListQuery } from './orders.schemas';

type Tx = Transaction<Database> | Kysely<Database>;

export const ORDER_SOURCE = 'order';

/** One inventory row that can be offered: available = quantity − reserved_quantity. */
export interface CandidateRow {
  inventory_id: number;
  product_id: number;
  location_id: number;
  location_code: string;
  location_description: string | null;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  entry_date: string;
  quantity: number;
  reserved_quantity: number;
  held_quantity: number;
  available_quantity: number;
}

export interface ReservationView {
  id: number;
  inventory_id: number;
  source_line_id: number | null;
  product_id: number;
  location_id: number;
  location_code: string;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  quantity: number;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

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
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(lower(o.order_number) like ${pattern} escape '\\' or c.search_text like ${pattern} escape '\\')`);
  }
  return conditions;
}

const reservedOfOrder = sql<number>`(select cast(coalesce(sum(r.quantity), 0) as integer) from stock_reservations r where r.source_type = 'order' and r.source_id = o.id)`;
// A wave's batch list serves several orders: its units per order are in picking_item_order_lines.
const pickedOfOrder = sql<number>`((select cast(coalesce(sum(pi.quantity_picked), 0) as integer) from picking_list_items pi join picking_lists pl on pl.id = pi.picking_list_id where pl.order_id = o.id and pl.status <> 'cancelled' and pl.wave_id is null)
  + (select cast(coalesce(sum(x.quantity_picked), 0) as integer) from picking_item_order_lines x where x.order_id = o.id))`;
const quantityOfOrder = sql<number>`(select cast(coalesce(sum(ol.quantity), 0) as integer) from order_lines ol where ol.order_id = o.id)`;
const linesOfOrder = sql<number>`(select cast(count(*) as integer) from order_lines ol where ol.order_id = o.id)`;

export function ordersRepository(db: Tx) {
  const self = {
    async list(query: OrderListQuery) {
      const where = listConditions(query);
      const whereSql = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
      const offset = (query.page - 1) * query.per_page;
      const rows = await sql<
        OrderRow & {
          customer_name: string;
          customer_tax_id: string | null;
          total_quantity: number;
          reserved: number;
          picked: number;
          line_count: number;
        }
      >`
        select o.*, coalesce(c.name, ${INTERNAL_USE_LABEL}) as customer_name, c.tax_id as customer_tax_id,
               ${quantityOfOrder} as total_quantity, ${reservedOfOrder} as reserved, ${pickedOfOrder} as picked, ${linesOfOrder} as line_count
          from orders o left join customers c on c.id = o.customer_id
          ${whereSql}
         order by o.order_date desc, o.id desc
         limit ${query.per_page} offset ${offset}`.execute(db);
      const total = await sql<{
        total: number;
      }>`select cast(count(*) as integer) as total from orders o left join customers c on c.id = o.customer_id ${whereSql}`.execute(
        db,
      );
      return { rows: rows.rows, total: Number(total.rows[0]?.total ?? 0) };
    },

    async header(id: number) {
      return db
        .selectFrom('orders as o')
        .leftJoin('customers as c', 'c.id', 'o.customer_id')
        .selectAll('o')
        .select(['c.tax_id as customer_tax_id', sql<string>`coalesce(c.name, ${INTERNAL_USE_LABEL})`.as('customer_name')])
        .where('o.id', '=', id)
        .executeTakeFirst();
    },

    /** The order row, locked on PostgreSQL until the transaction ends (one writer per order). */
    async lockOrder(id: number): Promise<OrderRow | undefined> {
      let query = db.selectFrom('orders').selectAll().where('id', '=', id);
      if (isPostgres(db)) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    lines(orderId: number) {
      return db
        .selectFrom('order_lines as ol')
        .innerJoin('products as p', 'p.id', 'ol.product_id')
        .selectAll('ol')
        .select(['p.name as product_name', 'p.sku as product_sku', 'p.unit_of_measure'])
        .where('ol.order_id', '=', orderId)
        .orderBy('ol.line_no')
        .execute();
    },

    /** Reservations of the order with their location codes. */
    reservations(orderId: number): Promise<ReservationView[]> {
      return db
        .selectFrom('stock_reservations as r')
        .innerJoin('locations as l', 'l.id', 'r.location_id')
        .select([
          'r.id',
          'r.inventory_id',
          'r.source_line_id',
          'r.product_id',
          'r.location_id',
          'l.code as location_code',
          'r.lot_number',
          'r.serial_number',
          'r.expiry_date',
          'r.quantity',
        ])
        .where('r.source_type', '=', ORDER_SOURCE)
        .where('r.source_id', '=', orderId)
        .orderBy('l.code')
        .orderBy('r.id')
        .execute();
    },

    /** Units picked per line (picking items of lists that were not cancelled). */
    async pickedByLine(orderId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('picking_list_items as pi')
        .innerJoin('picking_lists as pl', 'pl.id', 'pi.picking_list_id')
        .select(['pi.order_line_id', sql<number>`cast(sum(pi.quantity_picked) as integer)`.as('picked')])
        .where('pl.order_id', '=', orderId)
        .where('pl.status', '<>', 'cancelled')
        .where('pl.wave_id', 'is', null)
        .groupBy('pi.order_line_id')
        .execute();
      const wave = await db
        .selectFrom('picking_item_order_lines')
        .select(['order_line_id', sql<number>`cast(sum(quantity_picked) as integer)`.as('picked')])
        .where('order_id', '=', orderId)
        .groupBy('order_line_id')
        .execute();
      const out = new Map<number, number>();
      for (const row of [...rows, ...wave]) out.set(row.order_line_id, (out.get(row.order_line_id) ?? 0) + Number(row.picked));
      return out;
    },

    pickingLists(orderId: number) {
      return db
        .selectFrom('picking_lists')
        .select(['id', 'list_number', 'status'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },

    async insertOrder(values: Omit<OrderRow, 'id'>) {
      const row = await db.insertInto('orders').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async insertLines(lines: Omit<OrderLineRow, 'id'>[]) {
      for (const batch of chunks(lines, 500)) await db.insertInto('order_lines').values(batch).execute();
    },

    async deleteLines(orderId: number) {
      await db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
    },

    async updateOrder(id: number, values: Partial<Omit<OrderRow, 'id'>>) {
      await db.updateTable('orders').set(values).where('id', '=', id).execute();
    },

    async deleteOrder(id: number) {
      await db.deleteFrom('order_lines').where('order_id', '=', id).execute();
      await db.deleteFrom('orders').where('id', '=', id).execute();
    },

    async customerExists(id: number) {
      return Boolean(await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst());
    },

    async existingProducts(ids: readonly number[]): Promise<Set<number>> {
      const found = new Set<number>();
      for (const batch of chunks([...new Set(ids)], 1000)) {
        const rows = await db
          .selectFrom('products')
          .select('id')
          .where('id', 'in', batch)
          .where('deleted_at', 'is', null)
          .execute();
        rows.forEach((row) => found.add(row.id));
      }
      return found;
    },

    /**
     * Rows of these products that can be offered today: free units (quantity − reserved, so
     * reservations and holds are out) and not expired (expiry day before `today` in Santiago).
     */
    async candidateRows(productIds: readonly number[], today: string): Promise<Map<number, CandidateRow[]>> {
      const byProduct = new Map<number, CandidateRow[]>();
      for (const batch of chunks([...new Set(productIds)], 1000)) {
        const rows = await db
          .selectFrom('inventory as i')
          .innerJoin('locations as l', 'l.id', 'i.location_id')
          .select([
            'i.id as inventory_id',
            'i.product_id',
            'i.location_id',
            'l.code as location_code',
            'l.description as location_description',
            'i.lot_number',
            'i.serial_number',
            'i.expiry_date',
            'i.entry_date',
            'i.quantity',
            'i.reserved_quantity',
            'i.held_quantity',
          ])
          .select(sql<number>`i.quantity - i.reserved_quantity`.as('available_quantity'))
          .where('i.product_id', 'in', batch)
          .where(sql<boolean>`i.quantity - i.reserved_quantity > 0`)
          .where((eb) => eb.or([eb('i.expiry_date', '=', ''), eb('i.expiry_date', '>=', today)]))
          .orderBy('i.entry_date')
          .orderBy('i.id')
          .execute();
        for (const row of rows) {
          const list = byProduct.get(row.product_id);
          if (list) list.push(row);
          else byProduct.set(row.product_id, [row]);
        }
      }
      return byProduct;
    },

    /** Units a product has that cannot be offered: expired ones, and held ones (quarantine, recall). */
    async unusableUnits(productIds: readonly number[], today: string): Promise<Map<number, { expired: number; held: number }>> {
      const out = new Map<number, { expired: number; held: number }>();
      for (const batch of chunks([...new Set(productIds)], 1000)) {
        const rows = await db
          .selectFrom('inventory')
          .select([
            'product_id',
            sql<number>`cast(coalesce(sum(case when expiry_date <> '' and expiry_date < ${today} then quantity - reserved_quantity else 0 end), 0) as integer)`.as(
              'expired',
            ),
            sql<number>`cast(coalesce(sum(held_quantity), 0) as integer)`.as('held'),
          ])
          .where('product_id', 'in', batch)
          .groupBy('product_id')
          .execute();
        rows.forEach((row) => out.set(row.product_id, { expired: Number(row.expired), held: Number(row.held) }));
      }
      return out;
    },

    async productNames(ids: readonly number[]) {
      const out = new Map<number, { name: string; sku: string }>();
      for (const batch of chunks([...new Set(ids)], 1000)) {
        const rows = await db.selectFrom('products').select(['id', 'name', 'sku']).where('id', 'in', batch).execute();
        rows.forEach((row) => out.set(row.id, { name: row.name, sku: row.sku }));
      }
      return out;
    },

    /** Products for the order line search, with what is available today (expired and committed units excluded). */
    async productInventory(q: string, limit: number, today: string, dialect: Dialect, onlyIds?: number[]) {
      const available = sql<number>`(select cast(coalesce(sum(i.quantity - i.reserved_quantity), 0) as integer) from inventory i where i.product_id = p.id and (i.expiry_date = '' or i.expiry_date >= ${today}))`;
      const traits = (column: 'lot_number' | 'serial_number' | 'expiry_date') =>
        sql<number>`(case when exists (select 1 from inventory i where i.product_id = p.id and i.${sql.ref(column)} <> '' and i.quantity - i.reserved_quantity > 0) then 1 else 0 end)`;
      let query = db
        .selectFrom('products as p')
        .select(['p.id', 'p.sku', 'p.name', 'p.category', 'p.unit_of_measure', 'p.barcode', 'p.current_stock'])
        .select(available.as('available_quantity'))
        .select(traits('lot_number').as('has_lots'))
        .select(traits('serial_number').as('has_serials'))
        .select(traits('expiry_date').as('has_expiry'))
        .where('p.deleted_at', 'is', null)
        .where('p.status', '=', 'Activo');
      if (onlyIds) query = query.where('p.id', 'in', onlyIds);
      for (const condition of productSearchSql(q, dialect)) query = query.where(condition as RawBuilder<boolean>);
      const rows = await query.orderBy('p.name').orderBy('p.id').limit(limit).execute();
      return rows.map((row) => ({
        ...row,
        available_quantity: Number(row.available_quantity),
        has_stock: Number(row.available_quantity) > 0,
        has_lots: Number(row.has_lots) === 1,
        has_serials: Number(row.has_serials) === 1,
        has_expiry: Number(row.has_expiry) === 1,
      }));
    },

    /** Every stock row of a product with location, zone and warehouse (for the locations view and debug). */
    productRows(productId: number) {
      return db
        .selectFrom('inventory as i')
        .innerJoin('locations as l', 'l.id', 'i.location_id')
        .innerJoin('zones as z', 'z.id', 'l.zone_id')
        .innerJoin('warehouses as w', 'w.id', 'z.warehouse_id')
        .select([
          'i.id as inventory_id',
          'i.product_id',
          'i.location_id',
          'l.code as location_code',
          'l.description as location_description',
          'z.name as zone_name',
          'w.name as warehouse_name',
          'i.lot_number',
          'i.serial_number',
          'i.expiry_date',
          'i.entry_date',
          'i.quantity',
          'i.reserved_quantity',
          'i.held_quantity',
        ])
        .select(sql<number>`i.quantity - i.reserved_quantity`.as('available_quantity'))
        .where('i.product_id', '=', productId)
        .orderBy('l.code')
        .orderBy('i.id')
        .execute();
    },

    async stats(todayStartUtc: string, periodFromUtc: string, nowUtc: string) {
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
    },
  };
  return self;
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
