import { rowStockStatus } from '@bodega/domain';
import { sql } from 'kysely';
import type { Dialect } from '../../db/create-db';
import { LOCATED_STOCK_COLUMNS } from '../../lib/located-stock-row';
import { pageOffset } from '../../lib/sql-list';
import { publicStockKey } from '../ledger';
import { productSearchSql, type ProductColumns, PRODUCT_COLUMNS } from '../products';
import type { InventoryRowOut as InventoryRowDetail } from '@bodega/domain';
import { groupProduct } from './inventory-list.repository';
import type { Tx } from '../../db/handle';

/* Single inventory rows: one row in detail, a product's rows free to take, a warehouse's rows, and existence checks. */

/** The product's identity and limits, or undefined. */
export function findInventoryProduct(db: Tx, productId: number) {
  return db
    .selectFrom('products')
    .select(['id', 'sku', 'name', 'min_stock', 'max_stock', 'status', 'deleted_at'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

export async function locationExists(db: Tx, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('locations').select('id').where('id', '=', id).executeTakeFirst());
}

export async function warehouseExists(db: Tx, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('warehouses').select('id').where('id', '=', id).executeTakeFirst());
}

/** The bare inventory row (inside a stock transaction, before the ledger changes it). */
export function stockRow(db: Tx, id: number) {
  return db.selectFrom('inventory').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findInventoryRow(db: Tx, id: number): Promise<InventoryRowDetail | undefined> {
  const row = await db
    .selectFrom('inventory as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .leftJoin('zones as z', 'z.id', 'l.zone_id')
    .leftJoin('warehouses as w', 'w.id', 'z.warehouse_id')
    .selectAll('i')
    .select([
      'l.code as l_code',
      'l.description as l_description',
      'l.zone_id as l_zone_id',
      'z.code as z_code',
      'z.name as z_name',
      'w.id as w_id',
      'w.code as w_code',
      'w.name as w_name',
    ])
    .select(PRODUCT_COLUMNS.map((c) => `p.${c} as p_${c}` as const) as never)
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const r = row as unknown as Record<string, unknown> & typeof row;
  const product = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, r[`p_${c}`]])) as unknown as ProductColumns;
  const summary = groupProduct(product);
  return {
    id: row.id,
    product_id: row.product_id,
    product_sku: product.sku,
    product_name: product.name,
    category: product.category,
    location_id: row.location_id,
    location_code: row.l_code,
    ...publicStockKey(row),
    quantity: row.quantity,
    reserved_quantity: row.reserved_quantity,
    available_quantity: row.quantity - row.reserved_quantity,
    min_stock: product.min_stock,
    max_stock: product.max_stock,
    status: summary.status,
    stock_status: rowStockStatus(
      { quantity: row.quantity, serial_number: row.serial_number, expiry_date: row.expiry_date },
      { total: Number(product.current_stock), min_stock: product.min_stock, max_stock: product.max_stock },
    ),
    entry_date: row.entry_date,
    created_at: row.created_at,
    updated_at: row.updated_at,
    product: { ...summary, current_stock: Number(product.current_stock) },
    location: {
      id: row.location_id,
      code: row.l_code,
      description: row.l_description,
      zone_id: row.l_zone_id,
      zone_code: row.z_code ?? null,
      zone_name: row.z_name ?? null,
      warehouse_id: row.w_id ?? null,
      warehouse_code: row.w_code ?? null,
      warehouse_name: row.w_name ?? null,
    },
  };
}

/** The product's rows with something left to take (quantity above reserved), FIFO order. */
export async function availableRows(db: Tx, productId: number, where: { lot_number?: string; serial_number?: string } = {}) {
  let query = db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .select(LOCATED_STOCK_COLUMNS)
    .where('i.product_id', '=', productId);
  if (where.lot_number !== undefined) query = query.where('i.lot_number', '=', where.lot_number);
  if (where.serial_number !== undefined) query = query.where('i.serial_number', '=', where.serial_number);
  return query.orderBy(sql`case when i.expiry_date = '' then 1 else 0 end, i.expiry_date, i.entry_date, i.id`).execute();
}

export async function warehouseRows(
  db: Tx,
  dialect: Dialect,
  warehouseId: number,
  page: number,
  perPage: number,
  search: string | undefined,
  hidden: Set<number> = new Set(),
) {
  let base = db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .innerJoin('zones as z', 'z.id', 'l.zone_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .where('z.warehouse_id', '=', warehouseId);
  for (const condition of productSearchSql(search, dialect)) base = base.where(sql<boolean>`${condition}`);
  // Blind counts: rows at hidden locations are left out, and out of the total.
  if (hidden.size > 0) base = base.where('i.location_id', 'not in', [...hidden]);
  const [count, rows] = await Promise.all([
    base.select(sql<number>`cast(count(*) as integer)`.as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'i.id',
        'i.product_id',
        'p.sku as product_sku',
        'p.name as product_name',
        'p.category',
        'p.min_stock',
        'p.max_stock',
        'i.location_id',
        'l.code as location_code',
        'z.id as zone_id',
        'z.code as zone_code',
        'i.lot_number',
        'i.serial_number',
        'i.expiry_date',
        'i.quantity',
        'i.reserved_quantity',
        'i.updated_at',
      ])
      .orderBy('l.code')
      .orderBy('p.name')
      .orderBy('i.id')
      .limit(perPage)
      .offset(pageOffset(page, perPage))
      .execute(),
  ]);
  return { total: Number(count.total), rows };
}
