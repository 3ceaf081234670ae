import { rowStockStatus, stockStatus } from '@bodega/domain';
import { sql, type RawBuilder } from 'kysely';
import type { InventoryRow } from '../../db/schema';
import type { Dialect } from '../../db/create-db';
import { pageOffset } from '../../lib/sql-list';
import { publicStockKey } from '../ledger';
import { productSearchSql, toProduct, type ProductColumns, PRODUCT_COLUMNS } from '../products';
import type { InventoryGroupOut as InventoryGroup } from '@bodega/domain';
import type { InventoryFilters, InventoryListQuery } from './inventory.schemas';
import { INVENTORY_STOCK_FILTERS, productStockStatusSql } from './stock-status-sql';
import type { VersionedMemo } from './versioned-memo';
import type { Tx } from '../../db/handle';

/* The inventory screen's reads: products grouped with their lots, one page at a time, the stat cards, low stock. */

const SORT_COLUMNS = { name: 'p.name', sku: 'p.sku', stock: 'p.current_stock', category: 'p.category' } as const;

/** The WHERE of the product filters (alias `p`), as one SQL fragment. */
export function productFilterSql(filters: Omit<InventoryFilters, 'sort' | 'order'>, dialect: Dialect): RawBuilder<boolean> {
  const conditions: RawBuilder<unknown>[] = [];
  if (!filters.include_inactive) conditions.push(sql`p.status = 'Activo' and p.deleted_at is null`);
  conditions.push(...productSearchSql(filters.search, dialect));
  if (filters.category) conditions.push(sql`p.category = ${filters.category}`);
  if (filters.stock_status) conditions.push(sql`${productStockStatusSql()} = ${INVENTORY_STOCK_FILTERS[filters.stock_status]}`);
  if (filters.location_id)
    conditions.push(sql`p.id in (select product_id from inventory where location_id = ${filters.location_id})`);
  return conditions.length === 0 ? sql<boolean>`1 = 1` : sql<boolean>`${sql.join(conditions, sql` and `)}`;
}

/** A product row as the inventory group's `product`. */
export function groupProduct(row: ProductColumns): InventoryGroup['product'] {
  const p = toProduct(row);
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    category: p.category,
    barcode: p.barcode,
    min_stock: p.min_stock,
    max_stock: p.max_stock,
    status: p.status,
    cantidad_x_caja: p.cantidad_x_caja,
    abc_category: p.abc_category,
    es_dm_priorizado: p.es_dm_priorizado,
    tipo_dm: p.tipo_dm,
    categorizacion_implantable: p.categorizacion_implantable,
    requiere_registro_sanitario: p.requiere_registro_sanitario,
    unit_of_measure: p.unit_of_measure,
    location_id: p.location_id,
    zone_id: p.zone_id,
    warehouse_id: p.warehouse_id,
  };
}

const PRODUCT_SELECT = sql.raw(PRODUCT_COLUMNS.map((c) => `p.${c}`).join(', '));

export interface LotRowWithLocation extends Omit<InventoryRow, 'created_at'> {
  location_code: string | null;
  location_description: string | null;
}

/** Lots in display order: earliest expiry first, rows without expiry last. */
const LOT_ORDER = sql`case when i.expiry_date = '' then 1 else 0 end, i.expiry_date, i.lot_number, i.id`;

export function toGroup(product: ProductColumns, lots: LotRowWithLocation[]): InventoryGroup {
  const limits = { min_stock: product.min_stock, max_stock: product.max_stock };
  const total = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const codes = new Set(lots.map((lot) => lot.location_code ?? String(lot.location_id)));
  return {
    product: groupProduct(product),
    total_quantity: total,
    reserved_quantity: lots.reduce((sum, lot) => sum + lot.reserved_quantity, 0),
    held_quantity: lots.reduce((sum, lot) => sum + lot.held_quantity, 0),
    lot_count: lots.length,
    location_code: codes.size === 0 ? null : codes.size === 1 ? [...codes][0]! : 'Varias',
    // On the product's whole stock, as the SQL filter sees it (equal to `total` unless a location filter hides lots).
    stock_status: stockStatus({ quantity: Number(product.current_stock), ...limits }),
    lots: lots.map((lot) => ({
      id: lot.id,
      location_id: lot.location_id,
      location_code: lot.location_code,
      location_description: lot.location_description,
      ...publicStockKey(lot),
      quantity: lot.quantity,
      reserved_quantity: lot.reserved_quantity,
      held_quantity: lot.held_quantity,
      stock_status: rowStockStatus(lot, { total: Number(product.current_stock), ...limits }),
      updated_at: lot.updated_at,
    })),
  };
}

async function lotsOf(db: Tx, productIds: number[], locationId?: number): Promise<LotRowWithLocation[]> {
  if (productIds.length === 0) return [];
  let query = db
    .selectFrom('inventory as i')
    .leftJoin('locations as l', 'l.id', 'i.location_id')
    .select([
      'i.id',
      'i.product_id',
      'i.location_id',
      'i.lot_number',
      'i.serial_number',
      'i.expiry_date',
      'i.quantity',
      'i.reserved_quantity',
      'i.held_quantity',
      'i.entry_date',
      'i.updated_at',
      'l.code as location_code',
      'l.description as location_description',
    ])
    .where('i.product_id', 'in', productIds);
  if (locationId) query = query.where('i.location_id', '=', locationId);
  return query.orderBy(LOT_ORDER).execute();
}

/**
 * One page of products with their lot rows, and the footer totals. Products are paged first
 * (LIMIT/OFFSET over an index on the sort column), then only that page's lots are read; the
 * totals come from one aggregate over `products` (inventory_rows is kept by triggers).
 */
export async function inventoryPage(
  db: Tx,
  dialect: Dialect,
  query: InventoryListQuery,
  memo?: VersionedMemo,
): Promise<{ groups: InventoryGroup[]; totals: { products: number; items: number; quantity: number } }> {
  const where = productFilterSql(query, dialect);
  const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  const sortColumn = sql.ref(SORT_COLUMNS[query.sort]);
  const orderBy =
    query.sort === 'category'
      ? sql`${sortColumn} ${direction}, p.name ${direction}, p.id ${direction}`
      : sql`${sortColumn} ${direction}, p.id ${direction}`;

  const totalsQuery = query.location_id
    ? sql<{
        products: number;
        items: number;
        quantity: number;
      }>`select cast(count(distinct i.product_id) as integer) as products,
        cast(count(*) as integer) as items, coalesce(sum(i.quantity), 0) as quantity
        from inventory i join products p on p.id = i.product_id where i.location_id = ${query.location_id} and ${where}`
    : sql<{ products: number; items: number; quantity: number }>`select cast(count(*) as integer) as products,
        coalesce(sum(p.inventory_rows), 0) as items, coalesce(sum(p.current_stock), 0) as quantity from products p where ${where}`;
  const totalsKey = JSON.stringify([
    'list',
    query.search ?? '',
    query.category ?? '',
    query.stock_status ?? '',
    query.include_inactive,
    query.location_id ?? 0,
  ]);
  const [totalsResult, pageResult] = await Promise.all([
    memo ? memo.get(totalsKey, () => totalsQuery.execute(db)) : totalsQuery.execute(db),
    sql<ProductColumns>`select ${PRODUCT_SELECT} from products p where ${where} order by ${orderBy} limit ${query.per_page} offset ${pageOffset(query.page, query.per_page)}`.execute(
      db,
    ),
  ]);
  const products = pageResult.rows;
  const lots = await lotsOf(
    db,
    products.map((p) => p.id),
    query.location_id,
  );
  const byProduct = new Map<number, LotRowWithLocation[]>();
  for (const lot of lots) {
    const list = byProduct.get(lot.product_id);
    if (list) list.push(lot);
    else byProduct.set(lot.product_id, [lot]);
  }
  const totals = totalsResult.rows[0]!;
  return {
    groups: products.map((product) => toGroup(product, byProduct.get(product.id) ?? [])),
    totals: { products: Number(totals.products), items: Number(totals.items), quantity: Number(totals.quantity) },
  };
}

/**
 * Lot rows and units at the given locations among the products the filters keep: what the
 * footer's totals must drop when those locations are hidden (blind counts).
 */
export async function totalsAtLocations(
  db: Tx,
  dialect: Dialect,
  filters: Omit<InventoryFilters, 'sort' | 'order'>,
  locationIds: number[],
): Promise<{ items: number; quantity: number }> {
  if (locationIds.length === 0) return { items: 0, quantity: 0 };
  const where = productFilterSql(filters, dialect);
  const at = filters.location_id ? sql` and i.location_id = ${filters.location_id}` : sql``;
  const { rows } = await sql<{ items: number; quantity: number }>`select cast(count(*) as integer) as items,
      coalesce(sum(i.quantity), 0) as quantity from inventory i join products p on p.id = i.product_id
      where i.location_id in (${sql.join(locationIds)})${at} and ${where}`.execute(db);
  return { items: Number(rows[0]?.items ?? 0), quantity: Number(rows[0]?.quantity ?? 0) };
}

/** The stat cards: active products, their stock, categories and how many are low or critical. */
export async function inventoryStatCounts(db: Tx) {
  const active = sql`p.status = 'Activo' and p.deleted_at is null`;
  const { rows } = await sql<{ total_products: number; total_stock: number; categories: number; low_or_critical: number }>`
    select cast(count(*) as integer) as total_products,
      coalesce(sum(p.current_stock), 0) as total_stock,
      cast(count(distinct p.category) as integer) as categories,
      cast(coalesce(sum(case when ${LOW_STOCK_SQL} then 1 else 0 end), 0) as integer) as low_or_critical
    from products p where ${active}`.execute(db);
  const row = rows[0]!;
  return {
    total_products: Number(row.total_products),
    total_stock: Number(row.total_stock),
    categories: Number(row.categories),
    low_or_critical: Number(row.low_or_critical),
  };
}

/** The domain's `isLowStock` on a product's total (alias `p`): the card, the table and analytics agree. */
const LOW_STOCK_SQL = sql`(p.min_stock > 0 and p.current_stock <= p.min_stock)`;

/** Active products at or below their minimum (a minimum of 0 never counts as low). */
export async function lowStockRows(db: Tx, limit: number): Promise<Array<ProductColumns>> {
  const { rows } = await sql<ProductColumns>`select ${PRODUCT_SELECT} from products p
    where p.status = 'Activo' and p.deleted_at is null and ${LOW_STOCK_SQL}
    order by (p.min_stock - p.current_stock) desc, p.name, p.id limit ${limit}`.execute(db);
  return rows;
}
