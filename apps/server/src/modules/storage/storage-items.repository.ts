import { sql, type Insertable } from 'kysely';
import { changed, prepared } from '../../db/prepared';
import type { StorageItemsTable } from '../../db/schema';
import type { StorageItemOut } from '@bodega/domain';
import type { Tx } from '../../db/handle';

/* The items of a put-away list: as the screen shows them, and the scan's conditional updates. */

interface LocationRefRow {
  id: number;
  code: string;
  barcode: string | null;
  zone_id: number;
  zone_name: string;
  warehouse_id: number;
  warehouse_name: string;
}

export function locationRef(row: LocationRefRow | undefined) {
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    barcode: row.barcode,
    zone: { id: row.zone_id, name: row.zone_name, warehouse: { id: row.warehouse_id, name: row.warehouse_name } },
  };
}

/** Items with product and both locations (zone, warehouse): what the screen shows. */
function itemQuery(db: Tx) {
  return db
    .selectFrom('storage_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('locations as sl', 'sl.id', 'i.suggested_location_id')
    .leftJoin('zones as sz', 'sz.id', 'sl.zone_id')
    .leftJoin('warehouses as sw', 'sw.id', 'sz.warehouse_id')
    .leftJoin('locations as al', 'al.id', 'i.actual_location_id')
    .leftJoin('zones as az', 'az.id', 'al.zone_id')
    .leftJoin('warehouses as aw', 'aw.id', 'az.warehouse_id')
    .selectAll('i')
    .select(['p.name as product_name', 'p.sku as product_sku', 'p.barcode as product_barcode'])
    .select([
      'sl.code as s_code',
      'sl.barcode as s_barcode',
      'sz.id as s_zone_id',
      'sz.name as s_zone_name',
      'sw.id as s_warehouse_id',
      'sw.name as s_warehouse_name',
    ])
    .select([
      'al.code as a_code',
      'al.barcode as a_barcode',
      'az.id as a_zone_id',
      'az.name as a_zone_name',
      'aw.id as a_warehouse_id',
      'aw.name as a_warehouse_name',
    ]);
}
type ItemRow = Awaited<ReturnType<ReturnType<typeof itemQuery>['executeTakeFirstOrThrow']>>;

function toItemOut(row: ItemRow): StorageItemOut {
  return {
    id: row.id,
    storage_list_id: row.storage_list_id,
    transaction_detail_id: row.transaction_detail_id,
    sequence: row.sequence,
    status: row.status === 'stored' ? 'stored' : 'pending',
    product_id: row.product_id,
    product: {
      id: row.product_id,
      name: row.product_name,
      code: row.product_sku,
      sku: row.product_sku,
      barcode: row.product_barcode,
    },
    quantity_to_store: row.quantity_to_store,
    quantity_scanned: row.quantity_scanned,
    lot_number: row.lot_number,
    serial_number: row.serial_number,
    expiry_date: row.expiry_date,
    suggested_location:
      row.suggested_location_id === null || row.s_code === null
        ? null
        : locationRef({
            id: row.suggested_location_id,
            code: row.s_code,
            barcode: row.s_barcode,
            zone_id: row.s_zone_id!,
            zone_name: row.s_zone_name!,
            warehouse_id: row.s_warehouse_id!,
            warehouse_name: row.s_warehouse_name!,
          }),
    suggestion_reason: row.suggestion_reason,
    actual_location:
      row.actual_location_id === null || row.a_code === null
        ? null
        : locationRef({
            id: row.actual_location_id,
            code: row.a_code,
            barcode: row.a_barcode,
            zone_id: row.a_zone_id!,
            zone_name: row.a_zone_name!,
            warehouse_id: row.a_warehouse_id!,
            warehouse_name: row.a_warehouse_name!,
          }),
    location_scanned: row.location_scanned === 1,
    product_scanned: row.product_scanned === 1,
    stored_at: row.stored_at,
  };
}

// The put-away scan path: each statement compiled once (see prepared.ts), run with its values.
const scanTargetQuery = prepared((db, id: number) =>
  itemQuery(db)
    .innerJoin('storage_lists as s', 's.id', 'i.storage_list_id')
    .select([
      's.status as list_status',
      's.assigned_user_id',
      's.piece_by_piece_enabled',
      's.list_number',
      's.transaction_id',
      'p.codigo_fabrica as product_codigo_fabrica',
    ])
    .where('i.id', '=', id),
);

const setLocationQuery = prepared((db, itemId: number, locationId: number) =>
  db
    .updateTable('storage_items')
    .set({ actual_location_id: locationId, location_scanned: 1 })
    .where('id', '=', itemId)
    .where('status', '=', 'pending'),
);

const countUnitQuery = prepared((db, itemId: number) =>
  db
    .updateTable('storage_items')
    .set({ quantity_scanned: sql<number>`quantity_scanned + 1`, product_scanned: 1 })
    .where('id', '=', itemId)
    .where('status', '=', 'pending')
    .where('location_scanned', '=', 1)
    .where(sql<boolean>`quantity_scanned < quantity_to_store`)
    .returning(['quantity_scanned', 'quantity_to_store']),
);

const scanAllAndStoreQuery = prepared((db, itemId: number, now: string) =>
  db
    .updateTable('storage_items')
    .set({ quantity_scanned: sql<number>`quantity_to_store`, product_scanned: 1, status: 'stored', stored_at: now })
    .where('id', '=', itemId)
    .where('status', '=', 'pending')
    .where('location_scanned', '=', 1),
);

const markStoredQuery = prepared((db, itemId: number, now: string) =>
  db
    .updateTable('storage_items')
    .set({ status: 'stored', stored_at: now })
    .where('id', '=', itemId)
    .where('status', '=', 'pending')
    .where(sql<boolean>`quantity_scanned >= quantity_to_store`),
);

export async function listItems(db: Tx, where: { listId?: number; itemId?: number }): Promise<StorageItemOut[]> {
  let query = itemQuery(db);
  if (where.listId !== undefined) query = query.where('i.storage_list_id', '=', where.listId);
  if (where.itemId !== undefined) query = query.where('i.id', '=', where.itemId);
  const rows = await query.orderBy('i.sequence').orderBy('i.id').execute();
  return rows.map(toItemOut);
}

/**
 * One scanned item in one query: what the scan checks (list status and operator, product
 * codes, lot, serial, where it goes) and, in `out`, the item as the screen shows it, so the
 * scan answers from it plus what it changed instead of reading the item again.
 */
export async function scanTarget(db: Tx, id: number) {
  const row = (await scanTargetQuery(db, id)).rows[0];
  return row ? { ...row, out: toItemOut(row) } : undefined;
}

export async function insertItems(db: Tx, rows: Insertable<StorageItemsTable>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('storage_items')
      .values(rows.slice(i, i + 200))
      .execute();
}

export async function pendingItemCount(db: Tx, listId: number): Promise<number> {
  const row = await db
    .selectFrom('storage_items')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('storage_list_id', '=', listId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function relocatedCount(db: Tx, listId: number): Promise<number> {
  const row = await db
    .selectFrom('storage_items')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('storage_list_id', '=', listId)
    .where(
      sql<boolean>`actual_location_id is not null and suggested_location_id is not null and actual_location_id <> suggested_location_id`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setItemLocation(db: Tx, itemId: number, locationId: number): Promise<boolean> {
  return changed(await setLocationQuery(db, itemId, locationId)) === 1;
}

/** One more unit scanned, never beyond quantity_to_store; the returned row is the new count. */
export async function countUnit(db: Tx, itemId: number) {
  return (await countUnitQuery(db, itemId)).rows[0];
}

/**
 * Single-scan mode: the scan covers every unit and stores the item in one conditional UPDATE
 * (pending → stored, once; a racing second scan updates no row and writes no stock).
 */
export async function scanAllAndStore(db: Tx, itemId: number, now: string): Promise<boolean> {
  return changed(await scanAllAndStoreQuery(db, itemId, now)) === 1;
}

/**
 * pending → stored, once: the conditional UPDATE is what makes two racing scans store the
 * item exactly once (the loser updates no row and writes no stock).
 */
export async function markStored(db: Tx, itemId: number, now: string): Promise<boolean> {
  return changed(await markStoredQuery(db, itemId, now)) === 1;
}
