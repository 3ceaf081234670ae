// Reads of picking-list execution over the orders module's picking_lists / picking_list_items.
import { sql } from 'kysely';
import { isPostgres } from '../../lib/stock-locks';
import { countRows, onePage } from '../../lib/paging';
import type { Tx } from '../../db/handle';

export interface ListHeader {
  id: number;
  list_number: string;
  order_id: number;
  order_number: string;
  order_status: string;
  status: string;
  priority: number;
  piece_by_piece_enabled: number;
  estimated_time: number;
  assigned_user_id: number | null;
  assigned_username: string | null;
  assigned_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  created_at: string;
  route_strategy: string | null;
  route_optimized_at: string | null;
  /** A wave's batch list: its items serve several orders through picking_item_order_lines. */
  wave_id: number | null;
  scan_required: number;
  scan_off_at: string | null;
  scan_off_username: string | null;
}

export interface ItemRow {
  id: number;
  picking_list_id: number;
  order_line_id: number;
  reservation_id: number | null;
  sequence: number;
  product_id: number;
  product_name: string;
  product_sku: string;
  product_barcode: string | null;
  product_codigo_fabrica: string | null;
  unit_of_measure: string;
  location_id: number;
  location_code: string;
  location_barcode: string | null;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  quantity_required: number;
  quantity_picked: number;
  quantity_scanned: number;
  barcode_scanned: number;
  short_quantity: number;
  short_reason: string | null;
  status: string;
  picked_at: string | null;
}

export interface ListFilters {
  status?: string[] | undefined;
  assigned_user_id?: number | undefined;
  page: number;
  per_page: number;
}

const headerQuery = (db: Tx) =>
  db
    .selectFrom('picking_lists as pl')
    .innerJoin('orders as o', 'o.id', 'pl.order_id')
    .leftJoin('users as u', 'u.id', 'pl.assigned_user_id')
    // A wave's batch list serves several orders: it is named by its wave.
    .leftJoin('waves as w', 'w.id', 'pl.wave_id')
    .leftJoin('users as off', 'off.id', 'pl.scan_off_by')
    .select([
      'pl.id',
      'pl.list_number',
      'pl.order_id',
      sql<string>`coalesce(w.name, o.order_number)`.as('order_number'),
      'o.status as order_status',
      'pl.status',
      'pl.priority',
      'pl.piece_by_piece_enabled',
      'pl.estimated_time',
      'pl.assigned_user_id',
      'u.username as assigned_username',
      'pl.assigned_at',
      'pl.started_at',
      'pl.completed_at',
      'pl.created_at',
      'pl.route_strategy',
      'pl.route_optimized_at',
      'pl.wave_id',
      'pl.scan_required',
      'pl.scan_off_at',
      'off.username as scan_off_username',
    ]);

const itemQuery = (db: Tx) =>
  db
    .selectFrom('picking_list_items as pi')
    .innerJoin('products as p', 'p.id', 'pi.product_id')
    .innerJoin('locations as l', 'l.id', 'pi.location_id')
    .select([
      'pi.id',
      'pi.picking_list_id',
      'pi.order_line_id',
      'pi.reservation_id',
      'pi.sequence',
      'pi.product_id',
      'p.name as product_name',
      'p.sku as product_sku',
      'p.barcode as product_barcode',
      'p.codigo_fabrica as product_codigo_fabrica',
      'p.unit_of_measure',
      'pi.location_id',
      'l.code as location_code',
      'l.barcode as location_barcode',
      'pi.lot_number',
      'pi.serial_number',
      'pi.expiry_date',
      'pi.quantity_required',
      'pi.quantity_picked',
      'pi.quantity_scanned',
      'pi.barcode_scanned',
      'pi.short_quantity',
      'pi.short_reason',
      'pi.status',
      'pi.picked_at',
    ]);

export function pickingListHeader(db: Tx, id: number): Promise<ListHeader | undefined> {
  return headerQuery(db).where('pl.id', '=', id).executeTakeFirst();
}

export function pickingListItems(db: Tx, listId: number): Promise<ItemRow[]> {
  return itemQuery(db).where('pi.picking_list_id', '=', listId).orderBy('pi.sequence').orderBy('pi.id').execute();
}

export function pickingListItem(db: Tx, id: number): Promise<ItemRow | undefined> {
  return itemQuery(db).where('pi.id', '=', id).executeTakeFirst();
}

/** Locks the item's row for the rest of the transaction (PostgreSQL; SQLite serialises writers). */
export async function lockPickingItem(db: Tx, id: number): Promise<void> {
  if (isPostgres(db)) await sql`select id from picking_list_items where id = ${id} for update`.execute(db);
}

export async function selectPickingLists(db: Tx, filters: ListFilters): Promise<{ rows: ListHeader[]; total: number }> {
  let query = headerQuery(db);
  if (filters.status?.length) query = query.where('pl.status', 'in', filters.status);
  if (filters.assigned_user_id !== undefined) query = query.where('pl.assigned_user_id', '=', filters.assigned_user_id);
  const total = await countRows(query);
  const rows = await onePage(
    query.orderBy('pl.priority', 'desc').orderBy('pl.created_at', 'desc').orderBy('pl.id', 'desc'),
    filters,
  ).execute();
  return { rows, total };
}

/** Item counts per list: total, picked (or short), scanned units. */
export async function pickingListProgress(
  db: Tx,
  listIds: readonly number[],
): Promise<Map<number, { total_items: number; done_items: number }>> {
  if (!listIds.length) return new Map();
  const rows = await db
    .selectFrom('picking_list_items')
    .select([
      'picking_list_id',
      sql<number>`cast(count(*) as integer)`.as('total_items'),
      sql<number>`cast(sum(case when status <> 'pending' then 1 else 0 end) as integer)`.as('done_items'),
    ])
    .where('picking_list_id', 'in', [...listIds])
    .groupBy('picking_list_id')
    .execute();
  return new Map(
    rows.map((row) => [row.picking_list_id, { total_items: Number(row.total_items), done_items: Number(row.done_items ?? 0) }]),
  );
}

/** The items of several lists with their location, in each list's sequence (list by list): what routes and progress need. */
export async function itemsAtLocations(db: Tx, listIds: readonly number[]) {
  if (!listIds.length) return [];
  return db
    .selectFrom('picking_list_items as pi')
    .innerJoin('locations as l', 'l.id', 'pi.location_id')
    .select([
      'pi.picking_list_id',
      'pi.order_line_id',
      'pi.location_id',
      'l.code as location_code',
      'l.barcode as location_barcode',
      'pi.sequence',
      'pi.quantity_required',
      'pi.quantity_picked',
      'pi.short_quantity',
      'pi.status',
    ])
    .where('pi.picking_list_id', 'in', [...listIds])
    .orderBy('pi.picking_list_id')
    .orderBy('pi.sequence')
    .execute();
}
