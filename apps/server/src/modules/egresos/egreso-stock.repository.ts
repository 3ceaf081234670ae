import { sql } from 'kysely';
import { PREPARE_ON_SERVER } from '../../db/create-db';
import { prepared } from '../../db/prepared';
import type { LocatedStockRow } from '../../lib/located-stock-row';
import type { Tx } from '../../db/handle';

/*
 * What an issue reads before the ledger takes units: the products it names and their inventory
 * rows with what can still be taken. Reads only; the ledger writes stock.
 */

/** An inventory row of a product with what can still be taken from it. */
export interface StockRow extends LocatedStockRow {
  id: number;
  available: number;
}

export interface ProductRef {
  id: number;
  sku: string;
  name: string;
  barcode: string | null;
  cantidad_x_caja: number;
}

const PRODUCT_COLUMNS = ['id', 'sku', 'name', 'barcode', 'cantidad_x_caja'] as const;
const onServer = sql.raw(PREPARE_ON_SERVER);

/** A product's rows with units that are not reserved (`available` of them), outside clinical services; also read by the order's insert. */
export const AVAILABLE_ROWS_SQL = (productId: number) => sql`
  select i.id, i.product_id, i.location_id, l.code as location_code, l.description as location_description, i.lot_number,
    i.serial_number, i.expiry_date, i.entry_date, i.quantity, i.quantity - i.reserved_quantity as available
  from inventory i join locations l on l.id = i.location_id
  where i.product_id = ${productId} and i.quantity - i.reserved_quantity > 0
    and l.location_type <> 'servicio_clinico'`; // a clinical service's custody (DM transfers) is not the warehouse's to issue

// Run on every issue: built and compiled once per dialect (db/prepared).
const availableRowsPrepared = prepared((db: Tx, productId: number) => {
  const query = sql<StockRow>`${AVAILABLE_ROWS_SQL(productId)} order by l.code, i.id ${onServer}`;
  return { compile: () => query.compile(db) };
});

/** A product and its available rows in one read (PostgreSQL's one-statement issue reads first). */
const productWithRowsPostgres = prepared((db: Tx, productId: number) => {
  const query = sql<
    { p_id: number; p_sku: string; p_name: string; p_barcode: string | null; p_cantidad_x_caja: number } & RowWithNulls
  >`
    select p.id as p_id, p.sku as p_sku, p.name as p_name, p.barcode as p_barcode, p.cantidad_x_caja as p_cantidad_x_caja, r.*
    from products p left join (${AVAILABLE_ROWS_SQL(productId)}) r on true
    where p.id = ${productId}
    order by r.location_code, r.id ${onServer}`;
  return { compile: () => query.compile(db) };
});

/** A row of a left join onto the available rows: all null when the product has none. */
export type RowWithNulls = Omit<StockRow, 'id' | 'available'> & { id: number | null; available: number | null };

export function stockRowsOf(rows: readonly RowWithNulls[]): StockRow[] {
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

// The one-product order (the common issue) reads its product with a statement compiled once.
const oneProductPrepared = prepared((db: Tx, id: number) =>
  db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', '=', id).modifyEnd(onServer),
);

export async function findProducts(db: Tx, ids: readonly number[]): Promise<Map<number, ProductRef>> {
  if (ids.length === 0) return new Map();
  const rows =
    ids.length === 1
      ? (await oneProductPrepared(db, ids[0]!)).rows
      : await db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** A product by scanned code: barcode (as printed or as GTIN-14), SKU or manufacturer code. */
export async function findProductByCode(db: Tx, codes: string[]): Promise<ProductRef | undefined> {
  const lowered = [...new Set(codes.map((code) => code.toLowerCase()))];
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([eb('barcode', 'in', codes), eb(sql<string>`lower(sku)`, 'in', lowered), eb('codigo_fabrica', 'in', codes)]),
    )
    .orderBy(sql`case when barcode in (${sql.join(codes)}) then 0 else 1 end`)
    .orderBy('id')
    .executeTakeFirst();
}

export async function existingLocationIds(db: Tx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('locations').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** The product's inventory rows with units not reserved, in location order. */
export async function availableRows(db: Tx, productId: number): Promise<StockRow[]> {
  const { rows } = await availableRowsPrepared(db, productId);
  return rows.map((row) => ({ ...row, available: Number(row.available) }));
}

/** PostgreSQL: a product and its available rows, read outside any transaction; undefined when it does not exist. */
export async function productWithRows(db: Tx, productId: number): Promise<{ product: ProductRef; rows: StockRow[] } | undefined> {
  const { rows } = await productWithRowsPostgres(db, productId);
  const first = rows[0];
  if (!first) return undefined;
  return {
    product: {
      id: first.p_id,
      sku: first.p_sku,
      name: first.p_name,
      barcode: first.p_barcode,
      cantidad_x_caja: first.p_cantidad_x_caja,
    },
    rows: stockRowsOf(rows),
  };
}
