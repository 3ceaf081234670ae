import { santiagoDay, type CostProductsQuery } from '@bodega/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { likePattern } from '../../lib/like-pattern';

type Tx = Kysely<Database> | Transaction<Database>;

export interface ProductFigures {
  id: number;
  sku: string;
  name: string;
  category: string;
  status: string;
  min_stock: number;
  max_stock: number;
  safety_stock: number;
  lead_time_days: number | null;
  unit_price_cents: number | null;
  average_cost_cents: number | null;
  abc_category: string | null;
  unit_of_measure: string;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  created_at: string;
  /** Stock now: the product's total, or its units in the chosen warehouse. */
  stock: number;
}

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

const PRODUCT_COLUMNS = [
  'p.id',
  'p.sku',
  'p.name',
  'p.category',
  'p.status',
  'p.min_stock',
  'p.max_stock',
  'p.safety_stock',
  'p.lead_time_days',
  'p.unit_price_cents',
  'p.average_cost_cents',
  'p.abc_category',
  'p.unit_of_measure',
  'p.length',
  'p.width',
  'p.height',
  'p.weight',
  'p.created_at',
] as const;

/** All SQL of the analytics module: products with their stock, and the ledger's events summed per product. */
export function analyticsRepository(db: Tx) {
  const num = (value: unknown) => Number(value ?? 0);
  const figures = (row: Omit<ProductFigures, 'stock'> & { stock: unknown }): ProductFigures => ({
    ...row,
    min_stock: num(row.min_stock),
    max_stock: num(row.max_stock),
    safety_stock: num(row.safety_stock),
    unit_price_cents: row.unit_price_cents == null ? null : num(row.unit_price_cents),
    average_cost_cents: row.average_cost_cents == null ? null : num(row.average_cost_cents),
    stock: num(row.stock),
  });

  /**
   * The cost table's products (live, the screen's filters), as SQL: the status filter is
   * productCostStatus (kpis.ts) written as conditions on the product's own columns.
   */
  function costProductsQuery(query: Omit<CostProductsQuery, 'page' | 'per_page' | 'time_range'>) {
    let q = db.selectFrom('products as p').where('p.deleted_at', 'is', null);
    if (query.search) {
      const like = likePattern(query.search);
      q = q.where(sql<boolean>`(lower(p.sku) like ${like} escape '\\' or lower(p.name) like ${like} escape '\\')`);
    }
    if (query.category) q = q.where(sql`lower(p.category)`, '=', query.category.toLowerCase());
    if (query.abc_category === 'none') q = q.where('p.abc_category', 'is', null);
    else if (query.abc_category) q = q.where('p.abc_category', '=', query.abc_category);
    if (query.status === 'discontinued') q = q.where('p.status', '<>', 'Activo');
    else if (query.status) {
      q = q.where('p.status', '=', 'Activo');
      if (query.status === 'out_of_stock') q = q.where('p.current_stock', '<=', 0);
      else {
        q = q.where('p.current_stock', '>', 0);
        const low = sql<boolean>`(p.min_stock > 0 and p.current_stock <= p.min_stock)`;
        q = q.where(query.status === 'low_stock' ? low : sql<boolean>`not ${low}`);
      }
    }
    return q;
  }

  return {
    /**
     * One page of the cost table, by name (case-insensitive), and how many rows the filters match:
     * it pages in SQL on products_lower_name_idx, so a page reads 15 products, not 50 000. Without
     * `page`, every matching product (the export).
     */
    async costProducts(
      query: Omit<CostProductsQuery, 'time_range'>,
      paged: boolean,
    ): Promise<{ rows: ProductFigures[]; total: number }> {
      const base = costProductsQuery(query);
      let q = base
        .select([...PRODUCT_COLUMNS, 'p.current_stock as stock'])
        .orderBy(sql`lower(p.name)`)
        .orderBy('p.id');
      if (paged) q = q.limit(query.per_page).offset((query.page - 1) * query.per_page);
      const [rows, count] = await Promise.all([
        q.execute(),
        paged ? base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow() : undefined,
      ]);
      return { rows: rows.map(figures), total: count ? num(count.n) : rows.length };
    },

    /** Every live product (with a warehouse: those with an inventory row there, and their units there). */
    async products(warehouseId?: number, ids?: readonly number[]): Promise<ProductFigures[]> {
      let q = db
        .selectFrom('products as p')
        .select([...PRODUCT_COLUMNS])
        .where('p.deleted_at', 'is', null);
      if (ids) {
        if (ids.length === 0) return [];
        q = q.where('p.id', 'in', [...ids]);
      }
      const rows = warehouseId
        ? await q
            .innerJoin(
              (eb) =>
                eb
                  .selectFrom('inventory as i')
                  .innerJoin('locations as l', 'l.id', 'i.location_id')
                  .innerJoin('zones as z', 'z.id', 'l.zone_id')
                  .where('z.warehouse_id', '=', warehouseId)
                  .select(['i.product_id', sql<number>`cast(sum(i.quantity) as integer)`.as('units')])
                  .groupBy('i.product_id')
                  .as('w'),
              (join) => join.onRef('w.product_id', '=', 'p.id'),
            )
            .select('w.units as stock')
            .execute()
        : await q.select('p.current_stock as stock').execute();
      return rows.map(figures);
    },

    /**
     * The ledger's stock movements from `since` on (the daily rollup, stock_daily_moves), summed per
     * product and split at `split` (the start of the current period): what entered, what went
     * out, how many movements. Bounds are first instants of Santiago days (analysisPeriod).
     */
    async events(
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
    },

    /** Outbound units per product in [from, to) (the daily rollup). */
    async outbound(from: string, to: string, warehouseId?: number, productIds?: readonly number[]): Promise<Map<number, number>> {
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
    },

    /** The day of each product's first event (its history starts there). */
    async firstEvents(productIds: readonly number[]): Promise<Map<number, string>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('traceability_events')
        .select(['product_id', sql<string>`min(created_at)`.as('created_at')])
        .where('product_id', 'in', [...productIds])
        .groupBy('product_id')
        .execute();
      return new Map(rows.map((r) => [r.product_id, r.created_at]));
    },

    /** Issue orders and dispatches sent in [from, to) ('Órdenes Enviadas'). */
    async ordersSent(from: string, to: string): Promise<number> {
      const row = await db
        .selectFrom('egress_orders')
        .select(sql<number>`cast(count(*) as integer)`.as('n'))
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .where('status', '<>', 'Anulado')
        .executeTakeFirstOrThrow();
      return num(row.n);
    },

    async setUnitPrice(id: number, cents: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('products')
        .set({ unit_price_cents: cents, updated_at: now })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async updateCosts(
      id: number,
      values: { unit_price_cents?: number; lead_time_days?: number | null; safety_stock?: number; max_stock?: number },
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('products')
        .set({ ...values, updated_at: now })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async setAbcCategories(changes: ReadonlyArray<{ id: number; abc_category: string | null }>): Promise<void> {
      for (const category of ['A', 'B', 'C', null] as const) {
        const ids = changes.filter((c) => c.abc_category === category).map((c) => c.id);
        for (let i = 0; i < ids.length; i += 500) {
          await db
            .updateTable('products')
            .set({ abc_category: category })
            .where('id', 'in', ids.slice(i, i + 500))
            .execute();
        }
      }
    },
  };
}
