import type { CostProductsQuery } from '@bodega/domain';
import { sql } from 'kysely';
import { likePattern } from '../../lib/like-pattern';
import { pageOffset } from '../../lib/sql-list';
import type { Tx } from '../../db/handle';

/* The products as analytics reads them (figures, the cost table's pages) and the cost writes. */

export const num = (value: unknown) => Number(value ?? 0);

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
function costProductsQuery(db: Tx, query: Omit<CostProductsQuery, 'page' | 'per_page' | 'time_range'>) {
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

/**
 * One page of the cost table, by name (case-insensitive), and how many rows the filters match:
 * it pages in SQL on products_lower_name_idx, so a page reads 15 products, not 50 000. Without
 * `page`, every matching product (the export).
 */
export async function costProductPage(
  db: Tx,

  query: Omit<CostProductsQuery, 'time_range'>,
  paged: boolean,
): Promise<{ rows: ProductFigures[]; total: number }> {
  const base = costProductsQuery(db, query);
  let q = base
    .select([...PRODUCT_COLUMNS, 'p.current_stock as stock'])
    .orderBy(sql`lower(p.name)`)
    .orderBy('p.id');
  if (paged) q = q.limit(query.per_page).offset(pageOffset(query.page, query.per_page));
  const [rows, count] = await Promise.all([
    q.execute(),
    paged ? base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow() : undefined,
  ]);
  return { rows: rows.map(figures), total: count ? num(count.n) : rows.length };
}

/** Every live product (with a warehouse: those with an inventory row there, and their units there). */
export async function productFigures(db: Tx, warehouseId?: number, ids?: readonly number[]): Promise<ProductFigures[]> {
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
}

/** Sets a live product's cost figures; false when there is no such product. */
export async function updateProductCosts(
  db: Tx,

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
}

export async function setAbcCategories(
  db: Tx,
  changes: ReadonlyArray<{ id: number; abc_category: string | null }>,
): Promise<void> {
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
}
