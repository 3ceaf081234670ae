import { sql } from 'kysely';
import type { ProductsTable } from '../../db/schema';
import type { Insertable, Updateable } from 'kysely';
import type { Dialect } from '../../db/create-db';
import { productSearchSql } from './product-search-sql';
import { PRODUCT_COLUMNS, toProduct, type Product } from './products.mapper';
import { likeEscape } from '../../lib/like-pattern';
import type { Tx } from '../../db/handle';

export interface ProductListQuery {
  page: number;
  per_page: number;
  search?: string | undefined;
  category?: string | undefined;
  status?: string | undefined;
  include_inactive: boolean;
}

export async function findProductRow(db: Tx, id: number): Promise<Product | undefined> {
  const row = await db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

export async function findProductRowBySku(db: Tx, sku: string): Promise<Product | undefined> {
  const exact = await db.selectFrom('products').select(PRODUCT_COLUMNS).where('sku', '=', sku).executeTakeFirst();
  if (exact) return toProduct(exact);
  const folded = await db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where(sql<string>`lower(sku)`, '=', sku.toLowerCase())
    .orderBy('id')
    .executeTakeFirst();
  return folded ? toProduct(folded) : undefined;
}

/** Products whose barcode is one of the candidates, the first candidate's match first. */
export async function findProductRowByBarcodes(db: Tx, candidates: string[]): Promise<Product | undefined> {
  if (candidates.length === 0) return undefined;
  const rows = await db.selectFrom('products').select(PRODUCT_COLUMNS).where('barcode', 'in', candidates).execute();
  rows.sort(
    (a, b) =>
      candidates.indexOf(a.barcode!) - candidates.indexOf(b.barcode!) ||
      Number(a.deleted_at !== null) - Number(b.deleted_at !== null),
  );
  return rows[0] ? toProduct(rows[0]) : undefined;
}

/** Which of the SKUs / barcodes are taken (optionally by a product other than `exceptId`). */
export async function productConflicts(db: Tx, sku: string | undefined, barcode: string | undefined, exceptId?: number) {
  if (!sku && !barcode) return [];
  let query = db
    .selectFrom('products')
    .select(['id', 'sku', 'barcode'])
    .where((eb) => eb.or([...(sku ? [eb('sku', '=', sku)] : []), ...(barcode ? [eb('barcode', '=', barcode)] : [])]));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.execute();
}

export async function existingSkus(db: Tx, skus: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < skus.length; i += 500) {
    const rows = await db
      .selectFrom('products')
      .select('sku')
      .where('sku', 'in', skus.slice(i, i + 500))
      .execute();
    for (const row of rows) found.add(row.sku);
  }
  return found;
}

export async function existingBarcodes(db: Tx, barcodes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < barcodes.length; i += 500) {
    const rows = await db
      .selectFrom('products')
      .select('barcode')
      .where('barcode', 'in', barcodes.slice(i, i + 500))
      .execute();
    for (const row of rows) if (row.barcode) found.add(row.barcode);
  }
  return found;
}

export async function selectProductPage(
  db: Tx,
  dialect: Dialect,
  query: ProductListQuery,
): Promise<{ rows: Product[]; total: number }> {
  let base = db.selectFrom('products as p');
  if (query.status) base = base.where('p.status', '=', query.status);
  else if (!query.include_inactive) base = base.where('p.status', '=', 'Activo').where('p.deleted_at', 'is', null);
  if (query.category) base = base.where('p.category', '=', query.category);
  for (const condition of productSearchSql(query.search, dialect)) base = base.where(sql<boolean>`${condition}`);
  const [count, rows] = await Promise.all([
    base.select(sql<number>`cast(count(*) as integer)`.as('total')).executeTakeFirstOrThrow(),
    base
      .select(PRODUCT_COLUMNS.map((c) => `p.${c}` as const))
      .orderBy('p.name')
      .orderBy('p.id')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
  ]);
  return { rows: rows.map(toProduct), total: Number(count.total) };
}

/** Quick search for pickers: SKU, name, barcode; exact and leading SKU matches first. */
export async function searchProductRows(db: Tx, dialect: Dialect, text: string, limit: number): Promise<Product[]> {
  let query = db
    .selectFrom('products as p')
    .select(PRODUCT_COLUMNS.map((c) => `p.${c}` as const))
    .where('p.status', '=', 'Activo')
    .where('p.deleted_at', 'is', null);
  for (const condition of productSearchSql(text, dialect)) query = query.where(sql<boolean>`${condition}`);
  const lowered = text.trim().toLowerCase();
  const prefix = `${likeEscape(lowered)}%`;
  const rows = await query
    .orderBy(
      sql`case when lower(p.sku) = ${lowered} or p.barcode = ${text.trim()} then 0 when lower(p.sku) like ${prefix} escape '\\' then 1 else 2 end`,
    )
    .orderBy('p.name')
    .orderBy('p.id')
    .limit(limit)
    .execute();
  return rows.map(toProduct);
}

export async function insertProduct(db: Tx, values: Insertable<ProductsTable>): Promise<number> {
  const row = await db.insertInto('products').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProductRow(db: Tx, id: number, values: Updateable<ProductsTable>): Promise<void> {
  await db.updateTable('products').set(values).where('id', '=', id).execute();
}

export async function deleteProductRow(db: Tx, id: number): Promise<void> {
  await db.deleteFrom('products').where('id', '=', id).execute();
}

export async function barcodeTaken(db: Tx, code: string): Promise<boolean> {
  return Boolean(await db.selectFrom('products').select('id').where('barcode', '=', code).executeTakeFirst());
}

/** The places a product's default placement names, each or undefined when it does not exist. */
export async function productPlacement(
  db: Tx,
  ids: { warehouse_id?: number | null; zone_id?: number | null; location_id?: number | null },
) {
  const [location, zone, warehouse] = await Promise.all([
    ids.location_id
      ? db.selectFrom('locations').select(['id', 'zone_id']).where('id', '=', ids.location_id).executeTakeFirst()
      : undefined,
    ids.zone_id
      ? db.selectFrom('zones').select(['id', 'warehouse_id']).where('id', '=', ids.zone_id).executeTakeFirst()
      : undefined,
    ids.warehouse_id ? db.selectFrom('warehouses').select('id').where('id', '=', ids.warehouse_id).executeTakeFirst() : undefined,
  ]);
  return { location, zone, warehouse };
}

/** The product's inventory rows, oldest first. */
export function productInventoryRows(db: Tx, productId: number) {
  return db.selectFrom('inventory').selectAll().where('product_id', '=', productId).orderBy('id').execute();
}
