// Reads of one order: its header, lines, reservations, picked units and picking lists.
import { INTERNAL_USE_LABEL } from '@bodega/domain';
import { sql } from 'kysely';
import type { OrderRow } from '../../db/schema';
import { isPostgres } from '../../lib/stock-locks';
import type { Tx } from '../../db/handle';

export const ORDER_SOURCE = 'order';

export interface ReservationView {
  id: number;
  inventory_id: number;
  source_line_id: number | null;
  product_id: number;
  location_id: number;
  location_code: string;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  quantity: number;
}

export function orderHeader(db: Tx, id: number) {
  return db
    .selectFrom('orders as o')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .selectAll('o')
    .select(['c.tax_id as customer_tax_id', sql<string>`coalesce(c.name, ${INTERNAL_USE_LABEL})`.as('customer_name')])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** The order row, locked on PostgreSQL until the transaction ends (one writer per order). */
export function lockOrder(db: Tx, id: number): Promise<OrderRow | undefined> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', id);
  if (isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function orderLines(db: Tx, orderId: number) {
  return db
    .selectFrom('order_lines as ol')
    .innerJoin('products as p', 'p.id', 'ol.product_id')
    .selectAll('ol')
    .select(['p.name as product_name', 'p.sku as product_sku', 'p.unit_of_measure'])
    .where('ol.order_id', '=', orderId)
    .orderBy('ol.line_no')
    .execute();
}

export type OrderLineView = Awaited<ReturnType<typeof orderLines>>[number];

function reservationsQuery(db: Tx) {
  return db
    .selectFrom('stock_reservations as r')
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .select([
      'r.id',
      'r.inventory_id',
      'r.source_line_id',
      'r.product_id',
      'r.location_id',
      'l.code as location_code',
      'r.lot_number',
      'r.serial_number',
      'r.expiry_date',
      'r.quantity',
    ])
    .where('r.source_type', '=', ORDER_SOURCE);
}

/** Reservations of the order with their location codes. */
export function orderReservations(db: Tx, orderId: number): Promise<ReservationView[]> {
  return reservationsQuery(db).where('r.source_id', '=', orderId).orderBy('l.code').orderBy('r.id').execute();
}

/** Reservations of these orders, each with the order it serves (source_id), in the order they were made. */
export function reservationsOfOrders(db: Tx, orderIds: readonly number[]) {
  return reservationsQuery(db)
    .select('r.source_id')
    .where('r.source_id', 'in', [...orderIds])
    .orderBy('r.id')
    .execute();
}

/** Units picked per line of these orders: single-order lists that were not cancelled, and wave lists. */
export async function pickedByLine(db: Tx, orderIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('picking_list_items as pi')
    .innerJoin('picking_lists as pl', 'pl.id', 'pi.picking_list_id')
    .select(['pi.order_line_id', sql<number>`cast(sum(pi.quantity_picked) as integer)`.as('picked')])
    .where('pl.order_id', 'in', [...orderIds])
    .where('pl.status', '<>', 'cancelled')
    .where('pl.wave_id', 'is', null)
    .groupBy('pi.order_line_id')
    .execute();
  const wave = await db
    .selectFrom('picking_item_order_lines')
    .select(['order_line_id', sql<number>`cast(sum(quantity_picked) as integer)`.as('picked')])
    .where('order_id', 'in', [...orderIds])
    .groupBy('order_line_id')
    .execute();
  // Units a recall brought back from the order are no longer picked for it.
  const returned = await db
    .selectFrom('recall_order_returns')
    .select(['order_line_id', sql<number>`cast(-sum(quantity) as integer)`.as('picked')])
    .where('order_id', 'in', [...orderIds])
    .groupBy('order_line_id')
    .execute();
  const out = new Map<number, number>();
  for (const row of [...rows, ...wave, ...returned])
    out.set(row.order_line_id, (out.get(row.order_line_id) ?? 0) + Number(row.picked));
  return out;
}

export function orderPickingLists(db: Tx, orderId: number) {
  return db
    .selectFrom('picking_lists')
    .select(['id', 'list_number', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
