import { trackingTarget, type Consolidation, type LoadingDock, type Shipment } from '@bodega/domain';
import { sql } from 'kysely';
import { isPostgres } from '../../lib/stock-locks';
import { carrierNames } from './carriers/carriers.repository';
import type { Tx } from '../../db/handle';

/** Orders of consolidations joined to their customer (`o`, `c`), in order-number order. */
export function consolidationOrdersQuery(db: Tx, consolidationIds: readonly number[]) {
  return db
    .selectFrom('consolidation_orders as co')
    .innerJoin('orders as o', 'o.id', 'co.order_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .where('co.consolidation_id', 'in', [...consolidationIds])
    .orderBy('o.order_number');
}

/** Orders of consolidations, with their customer and picked units. */
export async function consolidationOrders(db: Tx, consolidationIds: readonly number[]) {
  if (consolidationIds.length === 0) return [];
  return consolidationOrdersQuery(db, consolidationIds)
    .select([
      'co.consolidation_id',
      'o.id',
      'o.order_number',
      'o.status',
      'c.name as customer_name',
      sql<number>`cast((select coalesce(sum(ol.quantity), 0) from order_lines ol where ol.order_id = o.id) as integer)`.as(
        'total_items',
      ),
    ])
    .execute();
}

type OrderRef = Consolidation['orders'][number];
const orderRef = (row: Awaited<ReturnType<typeof consolidationOrders>>[number]): OrderRef => ({
  id: row.id,
  order_number: row.order_number,
  customer_name: row.customer_name,
  status: row.status as OrderRef['status'],
  total_items: Number(row.total_items),
});

/** Consolidations as the API answers them, in the order of `rows`. */
export async function consolidationViews(
  db: Tx,
  rows: Array<{
    id: number;
    consolidation_number: string;
    notes: string | null;
    created_at: string;
    dock_id: number | null;
    shipment_id: number | null;
  }>,
): Promise<Consolidation[]> {
  const orders = await consolidationOrders(
    db,
    rows.map((r) => r.id),
  );
  const dockIds = [...new Set(rows.map((r) => r.dock_id).filter((id): id is number => id !== null))];
  const shipmentIds = [...new Set(rows.map((r) => r.shipment_id).filter((id): id is number => id !== null))];
  const docks = dockIds.length
    ? await db.selectFrom('loading_docks').select(['id', 'name']).where('id', 'in', dockIds).execute()
    : [];
  const shipments = shipmentIds.length
    ? await db.selectFrom('shipments').select(['id', 'shipment_number']).where('id', 'in', shipmentIds).execute()
    : [];
  return rows.map((row) => {
    const mine = orders.filter((o) => o.consolidation_id === row.id).map(orderRef);
    const dock = docks.find((d) => d.id === row.dock_id);
    return {
      id: row.id,
      consolidation_number: row.consolidation_number,
      notes: row.notes,
      created_at: row.created_at,
      assigned_dock: dock ? { id: dock.id, name: dock.name } : null,
      shipment_id: row.shipment_id,
      shipment_number: shipments.find((s) => s.id === row.shipment_id)?.shipment_number ?? null,
      orders_count: mine.length,
      total_items: mine.reduce((sum, o) => sum + o.total_items, 0),
      orders: mine,
    };
  });
}

const consolidationColumns = ['id', 'consolidation_number', 'notes', 'created_at', 'dock_id', 'shipment_id'] as const;

export async function consolidationById(db: Tx, id: number): Promise<Consolidation | undefined> {
  const row = await db.selectFrom('consolidations').select(consolidationColumns).where('id', '=', id).executeTakeFirst();
  return row ? (await consolidationViews(db, [row]))[0] : undefined;
}

/** Consolidations, newest first; `open` keeps those not shipped yet, `unassigned` those on no dock. */
export async function listConsolidations(db: Tx, filter: { open?: boolean; unassigned?: boolean }): Promise<Consolidation[]> {
  let query = db.selectFrom('consolidations').select(consolidationColumns).orderBy('id', 'desc').limit(500);
  if (filter.open || filter.unassigned) query = query.where('shipment_id', 'is', null);
  if (filter.unassigned) query = query.where('dock_id', 'is', null);
  return consolidationViews(db, await query.execute());
}

const dockColumns = [
  'id',
  'name',
  'capacity',
  'current_load',
  'status',
  'carrier',
  'vehicle_plate',
  'created_at',
  'updated_at',
] as const;

export async function lockDock(db: Tx, id: number) {
  let query = db.selectFrom('loading_docks').select(dockColumns).where('id', '=', id);
  if (isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Docks with their open consolidations and orders. */
export async function dockViews(db: Tx, ids?: readonly number[]): Promise<LoadingDock[]> {
  let query = db.selectFrom('loading_docks').select(dockColumns).orderBy('name');
  if (ids) query = query.where('id', 'in', [...ids]);
  const docks = ids && ids.length === 0 ? [] : await query.execute();
  if (docks.length === 0) return [];
  const consolidations = await db
    .selectFrom('consolidations')
    .select(['id', 'consolidation_number', 'dock_id'])
    .where(
      'dock_id',
      'in',
      docks.map((d) => d.id),
    )
    .where('shipment_id', 'is', null)
    .orderBy('id')
    .execute();
  const orders = await consolidationOrders(
    db,
    consolidations.map((c) => c.id),
  );
  const carriers = await carrierNames(
    db,
    docks.flatMap((d) => (d.carrier ? [d.carrier] : [])),
  );
  return docks.map((dock) => {
    const mine = consolidations.filter((c) => c.dock_id === dock.id);
    return {
      ...dock,
      carrier_name: dock.carrier ? (carriers.get(dock.carrier)?.name ?? dock.carrier) : null,
      status: dock.status as LoadingDock['status'],
      assigned_consolidations: mine.map((c) => ({
        id: c.id,
        consolidation_number: c.consolidation_number,
        orders_count: orders.filter((o) => o.consolidation_id === c.id).length,
      })),
      assigned_orders: orders
        .filter((o) => mine.some((c) => c.id === o.consolidation_id))
        .map((o) => ({ ...orderRef(o), consolidation_id: o.consolidation_id })),
    };
  });
}

export async function dockView(db: Tx, id: number): Promise<LoadingDock | undefined> {
  return (await dockViews(db, [id]))[0];
}

const shipmentColumns = [
  'id',
  'shipment_number',
  'dock_id',
  'dock_name',
  'carrier',
  'tracking_number',
  'vehicle_plate',
  'ship_date',
  'estimated_delivery',
  'notes',
  'status',
  'delivered_at',
  'archived_at',
  'pdf_generated',
  'pdf_filename',
  'pdf_generated_at',
  'created_at',
  'updated_at',
] as const;

type ShipmentRowView = Awaited<ReturnType<ReturnType<typeof shipmentsQuery>['executeTakeFirstOrThrow']>>;

export async function shipmentViews(db: Tx, rows: ShipmentRowView[]): Promise<Shipment[]> {
  const ids = rows.map((r) => Number(r.id));
  const consolidations = ids.length
    ? await db
        .selectFrom('consolidations as c')
        .select([
          'c.id',
          'c.consolidation_number',
          'c.shipment_id',
          sql<number>`cast((select count(*) from consolidation_orders co where co.consolidation_id = c.id) as integer)`.as(
            'orders',
          ),
        ])
        .where('c.shipment_id', 'in', ids)
        .orderBy('c.id')
        .execute()
    : [];
  const carriers = await carrierNames(
    db,
    rows.map((r) => String(r.carrier)),
  );
  return rows.map((row) => {
    const mine = consolidations.filter((c) => c.shipment_id === Number(row.id));
    const carrier = carriers.get(String(row.carrier));
    const tracking = trackingTarget(
      { carrier: String(row.carrier), tracking_number: row.tracking_number as string | null },
      carrier?.tracking_url_base,
    );
    return {
      id: Number(row.id),
      shipment_number: String(row.shipment_number),
      dock_id: row.dock_id === null ? null : Number(row.dock_id),
      dock_name: (row.dock_name as string | null) ?? null,
      carrier: String(row.carrier),
      carrier_name: carrier?.name ?? String(row.carrier),
      tracking_number: (row.tracking_number as string | null) ?? null,
      tracking_url: 'url' in tracking ? tracking.url : null,
      tracking_message: 'message' in tracking ? tracking.message : null,
      vehicle_plate: (row.vehicle_plate as string | null) ?? null,
      ship_date: String(row.ship_date),
      estimated_delivery: (row.estimated_delivery as string | null) ?? null,
      notes: (row.notes as string | null) ?? null,
      status: row.status as Shipment['status'],
      delivered_at: (row.delivered_at as string | null) ?? null,
      archived: row.archived_at !== null,
      archived_at: (row.archived_at as string | null) ?? null,
      pdf_generated: Number(row.pdf_generated) === 1,
      pdf_filename: (row.pdf_filename as string | null) ?? null,
      pdf_generated_at: (row.pdf_generated_at as string | null) ?? null,
      orders_count: mine.reduce((sum, c) => sum + Number(c.orders), 0),
      consolidations: mine.map((c) => ({ id: c.id, consolidation_number: c.consolidation_number })),
      created_at: String(row.created_at),
      updated_at: String(row.updated_at),
    };
  });
}

export function shipmentsQuery(db: Tx) {
  return db.selectFrom('shipments').select(shipmentColumns);
}

export async function shipmentById(db: Tx, id: number): Promise<Shipment | undefined> {
  const row = await shipmentsQuery(db).where('id', '=', id).executeTakeFirst();
  return row ? (await shipmentViews(db, [row]))[0] : undefined;
}

export async function lockShipment(db: Tx, id: number) {
  let query = shipmentsQuery(db).where('id', '=', id);
  if (isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}
