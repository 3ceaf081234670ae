import { PostgresAdapter, sql } from 'kysely';
import type { Tx } from '../../db/handle';

/* What a receipt is checked against and placed in: products, locations, zones and their use, serials in stock, references taken. */

export interface ProductForReceipt {
  id: number;
  name: string;
  sku: string;
  barcode: string | null;
  category: string;
  abc_category: string | null;
  location_id: number | null;
  es_dm_priorizado: boolean;
  requiere_registro_sanitario: boolean;
  tipo_dm: string | null;
  requiere_serie: boolean;
}

export interface LocationForReceipt {
  id: number;
  zone_id: number;
  code: string;
  location_type: string;
  capacity: number;
}

export interface ZoneForReceipt {
  id: number;
  warehouse_id: number;
  name: string;
  capacity: number;
}

/** Which of these (product, serial) pairs already have units in stock, as 'product_id|serial'. */
export async function serialsInStock(db: Tx, pairs: ReadonlyArray<{ product_id: number; serial: string }>): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < pairs.length; i += 500) {
    const chunk = pairs.slice(i, i + 500);
    const rows = await db
      .selectFrom('inventory')
      .select(['product_id', 'serial_number'])
      .where('quantity', '>', 0)
      .where('product_id', 'in', [...new Set(chunk.map((pair) => pair.product_id))])
      .where('serial_number', 'in', [...new Set(chunk.map((pair) => pair.serial))])
      .execute();
    for (const row of rows) found.add(`${row.product_id}|${row.serial_number}`);
    // A serial implanted in a patient (not explanted) names a unit that exists too.
    const implanted = await db
      .selectFrom('dm_implants')
      .select(['product_id', 'serial_number'])
      .where('fecha_explantacion', 'is', null)
      .where('product_id', 'in', [...new Set(chunk.map((pair) => pair.product_id))])
      .where('serial_number', 'in', [...new Set(chunk.map((pair) => pair.serial))])
      .execute();
    for (const row of implanted) found.add(`${row.product_id}|${row.serial_number}`);
  }
  return found;
}

export async function referenceTaken(db: Tx, reference: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('transactions').select('id').where('reference', '=', reference);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function productsForReceipt(db: Tx, ids: number[]): Promise<Map<number, ProductForReceipt>> {
  const map = new Map<number, ProductForReceipt>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('products')
      .select([
        'id',
        'name',
        'sku',
        'barcode',
        'category',
        'abc_category',
        'location_id',
        'es_dm_priorizado',
        'requiere_registro_sanitario',
        'tipo_dm',
        'requiere_serie',
      ])
      .where('id', 'in', ids.slice(i, i + 500))
      .where('deleted_at', 'is', null)
      .execute();
    for (const row of rows)
      map.set(row.id, {
        ...row,
        es_dm_priorizado: row.es_dm_priorizado === 1,
        requiere_registro_sanitario: row.requiere_registro_sanitario === 1,
        requiere_serie: row.requiere_serie === 1,
      });
  }
  return map;
}

export async function locationsForReceipt(db: Tx, ids: number[]): Promise<Map<number, LocationForReceipt>> {
  const map = new Map<number, LocationForReceipt>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('locations')
      .select(['id', 'zone_id', 'code', 'location_type', 'capacity'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const row of rows) map.set(row.id, row);
  }
  return map;
}

export async function zonesForReceipt(db: Tx, ids: number[]): Promise<Map<number, ZoneForReceipt>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('zones').select(['id', 'warehouse_id', 'name', 'capacity']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export function warehouseExists(db: Tx, id: number) {
  return db.selectFrom('warehouses').select('id').where('id', '=', id).executeTakeFirst();
}

/**
 * On PostgreSQL, locks the zones a receipt writes to, in id order, so two receipts into the
 * same zone check its capacity one after the other. SQLite runs one writer at a time.
 */
export async function lockZones(db: Tx, ids: number[]): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter) || ids.length === 0) return;
  await db
    .selectFrom('zones')
    .select('id')
    .where(
      'id',
      'in',
      [...new Set(ids)].sort((a, b) => a - b),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Units in stock per zone (the zone-capacity bar's current usage). */
export async function zoneUsage(db: Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('inventory as i')
    .innerJoin('locations as l', 'l.id', 'i.location_id')
    .select(['l.zone_id', sql<number>`cast(coalesce(sum(i.quantity), 0) as integer)`.as('units')])
    .where('l.zone_id', 'in', ids)
    .groupBy('l.zone_id')
    .execute();
  return new Map(rows.map((row) => [row.zone_id, Number(row.units)]));
}

/** A zone's locations with the units in stock at each. */
export async function zoneLocations(db: Tx, zoneId: number) {
  const rows = await db
    .selectFrom('locations as l')
    .leftJoin('inventory as i', 'i.location_id', 'l.id')
    .select([
      'l.id',
      'l.code',
      'l.location_type',
      'l.capacity',
      sql<number>`cast(coalesce(sum(i.quantity), 0) as integer)`.as('used'),
    ])
    .where('l.zone_id', '=', zoneId)
    .groupBy(['l.id', 'l.code', 'l.location_type', 'l.capacity'])
    .orderBy('l.code')
    .execute();
  return rows.map((row) => ({ ...row, used: Number(row.used) }));
}
