// What orders read of the stock: the rows an allocation may take, the units it may not, and the
// products and locations the order form searches.
import { centsToPesos, CLINICAL_SERVICE_LOCATION_TYPE } from '@bodega/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from '../../db/create-db';
import { chunks } from '../../lib/chunks';
import { LOCATED_STOCK_COLUMNS, type LocatedStockRow } from '../../lib/located-stock-row';
import { productSearchSql } from '../products';
import type { Tx } from '../../db/handle';

/** One inventory row that can be offered: available = quantity − reserved_quantity. */
export interface CandidateRow extends LocatedStockRow {
  inventory_id: number;
  reserved_quantity: number;
  held_quantity: number;
  available_quantity: number;
}

const availableQuantity = sql<number>`i.quantity - i.reserved_quantity`;

/**
 * Rows of these products that can be offered today: free units (quantity − reserved, so
 * reservations and holds are out), not expired (expiry day before `today` in Santiago), and in
 * the warehouse: a clinical service's custody leaves it only by DM transfer, implant, explant or
 * state change, as issues and movements already keep.
 */
export async function candidateRows(db: Tx, productIds: readonly number[], today: string): Promise<Map<number, CandidateRow[]>> {
  const byProduct = new Map<number, CandidateRow[]>();
  for (const batch of chunks([...new Set(productIds)], 1000)) {
    const rows = await db
      .selectFrom('inventory as i')
      .innerJoin('locations as l', 'l.id', 'i.location_id')
      .select(LOCATED_STOCK_COLUMNS)
      .select(availableQuantity.as('available_quantity'))
      .where('i.product_id', 'in', batch)
      .where(sql<boolean>`${availableQuantity} > 0`)
      .where('l.location_type', '<>', CLINICAL_SERVICE_LOCATION_TYPE)
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
}

/** Units a product has that cannot be offered: expired ones, and held ones (quarantine, recall). */
export async function unusableUnits(
  db: Tx,
  productIds: readonly number[],
  today: string,
): Promise<Map<number, { expired: number; held: number }>> {
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
}

export async function productName(db: Tx, id: number): Promise<{ name: string; sku: string } | undefined> {
  return db.selectFrom('products').select(['name', 'sku']).where('id', '=', id).executeTakeFirst();
}

/** Products for the order line search, with what is available today (expired and committed units excluded). */
export async function productInventory(db: Tx, q: string, limit: number, today: string, dialect: Dialect) {
  const available = sql<number>`(select cast(coalesce(sum(i.quantity - i.reserved_quantity), 0) as integer) from inventory i where i.product_id = p.id and (i.expiry_date = '' or i.expiry_date >= ${today}))`;
  const traits = (column: 'lot_number' | 'serial_number' | 'expiry_date') =>
    sql<number>`(case when exists (select 1 from inventory i where i.product_id = p.id and i.${sql.ref(column)} <> '' and i.quantity - i.reserved_quantity > 0) then 1 else 0 end)`;
  let query = db
    .selectFrom('products as p')
    .select(['p.id', 'p.sku', 'p.name', 'p.category', 'p.unit_of_measure', 'p.barcode', 'p.current_stock', 'p.unit_price_cents'])
    .select(available.as('available_quantity'))
    .select(traits('lot_number').as('has_lots'))
    .select(traits('serial_number').as('has_serials'))
    .select(traits('expiry_date').as('has_expiry'))
    .where('p.deleted_at', 'is', null)
    .where('p.status', '=', 'Activo');
  for (const condition of productSearchSql(q, dialect)) query = query.where(condition as RawBuilder<boolean>);
  const rows = await query.orderBy('p.name').orderBy('p.id').limit(limit).execute();
  return rows.map(({ unit_price_cents, ...row }) => ({
    ...row,
    unit_price: centsToPesos(unit_price_cents),
    available_quantity: Number(row.available_quantity),
    has_stock: Number(row.available_quantity) > 0,
    has_lots: Number(row.has_lots) === 1,
    has_serials: Number(row.has_serials) === 1,
    has_expiry: Number(row.has_expiry) === 1,
  }));
}

/** Every stock row of a product with location, zone and warehouse (for the locations view and debug). */
export function productRows(db: Tx, productId: number) {
  return db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .innerJoin('zones as z', 'z.id', 'l.zone_id')
    .innerJoin('warehouses as w', 'w.id', 'z.warehouse_id')
    .select(LOCATED_STOCK_COLUMNS)
    .select(['z.name as zone_name', 'w.name as warehouse_name'])
    .select(availableQuantity.as('available_quantity'))
    .where('i.product_id', '=', productId)
    .orderBy('l.code')
    .orderBy('i.id')
    .execute();
}
