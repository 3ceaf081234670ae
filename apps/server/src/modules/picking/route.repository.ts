// SQL of the route endpoints that is not the layout itself: products, their available stock.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ProductRef {
  id: number;
  sku: string;
  name: string;
  picking_strategy: string | null;
}

export async function productsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, ProductRef>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'sku', 'name', 'picking_strategy'])
    .where('id', 'in', [...new Set(ids)])
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export interface AvailableRow {
  product_id: number;
  location_id: number;
  warehouse_id: number;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  entry_date: string;
  available_quantity: number;
}

/**
 * Stock that can still be taken: on hand minus reserved, above zero, not past its expiry day
 * (`today`, Santiago); optionally in one warehouse.
 */
export async function availableStock(
  db: Kysely<Database>,
  productIds: readonly number[],
  today: string,
  warehouseId: number | null = null,
): Promise<AvailableRow[]> {
  if (!productIds.length) return [];
  let query = db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .innerJoin('zones as z', 'z.id', 'l.zone_id')
    .select([
      'i.product_id',
      'i.location_id',
      'z.warehouse_id',
      'i.lot_number',
      'i.serial_number',
      'i.expiry_date',
      'i.entry_date',
      sql<number>`i.quantity - i.reserved_quantity`.as('available_quantity'),
    ])
    .where('i.product_id', 'in', [...new Set(productIds)])
    .where(sql<boolean>`i.quantity - i.reserved_quantity > 0`)
    .where((eb) => eb.or([eb('i.expiry_date', '=', ''), eb('i.expiry_date', '>=', today)]))
    .orderBy('i.id');
  if (warehouseId !== null) query = query.where('z.warehouse_id', '=', warehouseId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, available_quantity: Number(row.available_quantity) }));
}

export async function warehouseExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('warehouses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function setProductStrategy(db: Kysely<Database>, id: number, strategy: string, at: string): Promise<void> {
  await db.updateTable('products').set({ picking_strategy: strategy, updated_at: at }).where('id', '=', id).execute();
}
