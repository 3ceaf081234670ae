import { CLINICAL_SERVICE_LOCATION_TYPE } from '@bodega/domain';
import { sql } from 'kysely';
import { likePattern } from '../../lib/like-pattern';
import { pageOffset } from '../../lib/sql-list';
import type { Tx } from '../../db/handle';

/* What a movement reads of the stock and the catalogue: products, locations, units free to move. */

export async function productsById(db: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; sku: string; name: string }>();
  const rows = await db.selectFrom('products').select(['id', 'sku', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export async function locationsById(db: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; code: string; location_type: string }>();
  const rows = await db.selectFrom('locations').select(['id', 'code', 'location_type']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Units of a product at a location that are not reserved. */
export async function availableAt(db: Tx, productId: number, locationId: number): Promise<number> {
  const row = await db
    .selectFrom('inventory')
    .select(sql<number>`cast(coalesce(sum(quantity - reserved_quantity), 0) as integer)`.as('available'))
    .where('product_id', '=', productId)
    .where('location_id', '=', locationId)
    .executeTakeFirstOrThrow();
  return Number(row.available);
}

/** Products held in more than one location, with each location's stock. */
export async function consolidationCandidates(db: Tx, query: { search?: string | undefined; page: number; per_page: number }) {
  // search_text is lower-cased in JavaScript: SQLite's lower() leaves 'Á' of an SKU like 'FÁR-0077' as it is.
  const search = query.search ? sql`and p.search_text like ${likePattern(query.search)} escape '\\'` : sql``;
  const base = sql`from inventory i join products p on p.id = i.product_id where i.quantity > 0 ${search}
    group by p.id, p.sku, p.name having count(distinct i.location_id) > 1`;
  const [page, count] = await Promise.all([
    sql<{ id: number; sku: string; name: string; total: number; available: number }>`select p.id, p.sku, p.name,
        cast(sum(i.quantity) as integer) as total, cast(sum(i.quantity - i.reserved_quantity) as integer) as available
      ${base} order by p.name, p.id limit ${query.per_page} offset ${pageOffset(query.page, query.per_page)}`.execute(db),
    sql<{ total: number }>`select cast(count(*) as integer) as total from (select p.id ${base}) c`.execute(db),
  ]);
  const ids = page.rows.map((row) => row.id);
  const perLocation = ids.length
    ? await db
        .selectFrom('inventory as i')
        .innerJoin('locations as l', 'l.id', 'i.location_id')
        .select(['i.product_id', 'i.location_id', 'l.code', 'l.description'])
        .select(sql<number>`cast(sum(i.quantity) as integer)`.as('quantity'))
        .select(sql<number>`cast(sum(i.quantity - i.reserved_quantity) as integer)`.as('available_quantity'))
        .where('i.product_id', 'in', ids)
        .where('i.quantity', '>', 0)
        .groupBy(['i.product_id', 'i.location_id', 'l.code', 'l.description'])
        .orderBy('l.code')
        .execute()
    : [];
  return {
    rows: page.rows.map((row) => ({
      product: { id: row.id, sku: row.sku, name: row.name },
      total_quantity: Number(row.total),
      available_quantity: Number(row.available),
      locations: perLocation
        .filter((l) => l.product_id === row.id)
        .map((l) => ({
          location_id: l.location_id,
          code: l.code,
          description: l.description,
          quantity: Number(l.quantity),
          available_quantity: Number(l.available_quantity),
        })),
    })),
    total: Number(count.rows[0]?.total ?? 0),
  };
}

/** Where a product is, with each location's stock: the sources the movement form offers. */
export async function productLocationStock(db: Tx, productId: number) {
  const rows = await db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .select(['i.location_id', 'l.code', 'l.description'])
    .select(sql<number>`cast(sum(i.quantity) as integer)`.as('quantity'))
    .select(sql<number>`cast(sum(i.quantity - i.reserved_quantity) as integer)`.as('available_quantity'))
    .where('i.product_id', '=', productId)
    .where('i.quantity', '>', 0)
    .where('l.location_type', '<>', CLINICAL_SERVICE_LOCATION_TYPE)
    .groupBy(['i.location_id', 'l.code', 'l.description'])
    .orderBy('l.code')
    .execute();
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity), available_quantity: Number(row.available_quantity) }));
}

/** Each location's unreserved stock of one product (the consolidation's sources). */
export async function stockByLocation(db: Tx, productId: number) {
  const rows = await db
    .selectFrom('inventory')
    .select(['product_id', 'location_id'])
    .select(sql<number>`cast(sum(quantity - reserved_quantity) as integer)`.as('quantity'))
    .where('product_id', '=', productId)
    // A clinical service's custody is never consolidated (units leave a service only by DM operations).
    .where('location_id', 'not in', (eb) =>
      eb.selectFrom('locations').select('id').where('location_type', '=', CLINICAL_SERVICE_LOCATION_TYPE),
    )
    .groupBy(['product_id', 'location_id'])
    .orderBy('location_id')
    .execute();
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}
