import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { stockWithService } from './devices.repository';
import type { Tx } from '../../db/handle';
import { eventTypeIs } from '../ledger';

/*
 * The SQL of recalls: their head and units, the units of a recall's scope wherever they are
 * (stock, issues, dispatch events, implants, picked for an order), and the recall's own writes.
 * Stock itself changes only through the ledger, in the operations.
 */

export interface RecallScope {
  product_id: number;
  lotes: string[];
  series: string[];
  todos: boolean;
}

export interface RecallScopeColumns {
  product_id: number;
  lotes: string;
  series: string;
  todos: number;
}

export function scopeOf(recall: RecallScopeColumns): RecallScope {
  return {
    product_id: recall.product_id,
    lotes: JSON.parse(recall.lotes) as string[],
    series: JSON.parse(recall.series) as string[],
    todos: recall.todos === 1,
  };
}

/** Whether one unit (product, lot, serial) is covered by a recall's scope. */
export function coversUnit(scope: RecallScope, unit: { product_id: number; lot_number: string; serial_number: string }) {
  if (unit.product_id !== scope.product_id) return false;
  if (scope.todos) return true;
  return scope.lotes.includes(unit.lot_number) || scope.series.includes(unit.serial_number);
}

/** The units a recall covers, on any table with product_id / lot_number / serial_number columns. */
export function inScope(scope: RecallScope, alias: string) {
  const product = sql<boolean>`${sql.ref(`${alias}.product_id`)} = ${scope.product_id}`;
  if (scope.todos) return product;
  const any = [];
  if (scope.lotes.length) any.push(sql`${sql.ref(`${alias}.lot_number`)} in (${sql.join(scope.lotes)})`);
  if (scope.series.length) any.push(sql`${sql.ref(`${alias}.serial_number`)} in (${sql.join(scope.series)})`);
  return sql<boolean>`${product} and (${sql.join(any, sql` or `)})`;
}

/** Recalls with their product and author. */
export function recallRows(db: Tx) {
  return db
    .selectFrom('recalls as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .selectAll('r')
    .select(['p.name as product_name', 'p.sku', 'p.codigo_fabrica', 'u.username as creado_por']);
}

export type RecallHead = NonNullable<Awaited<ReturnType<typeof findRecall>>>;

export function findRecall(db: Tx, id: number) {
  return recallRows(db).where('r.id', '=', id).executeTakeFirst();
}

/** The open recalls of these products (the dispatch guard matches their scope in code). */
export function openRecallsOf(db: Tx, productIds: readonly number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('recalls')
    .select(['id', 'numero', 'referencia', 'product_id', 'lotes', 'series', 'todos'])
    .where('estado', '=', 'Abierto')
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('id')
    .execute();
}

/** The units a recall holds, with their location and clinical service. */
export function recallUnitRows(db: Tx, recallId: number) {
  return db
    .selectFrom('recall_units as ru')
    .innerJoin('locations as l', 'l.id', 'ru.location_id')
    .leftJoin('clinical_services as cs', 'cs.location_id', 'l.id')
    .select([
      'ru.id',
      'ru.location_id',
      'l.code',
      'cs.nombre as servicio',
      'ru.lot_number',
      'ru.serial_number',
      'ru.quantity',
      'ru.estado',
      'ru.resolved_at',
    ])
    .where('ru.recall_id', '=', recallId)
    .orderBy('ru.id')
    .execute();
}

export function recallUnit(db: Tx, recallId: number, unitId: number) {
  return db.selectFrom('recall_units').selectAll().where('id', '=', unitId).where('recall_id', '=', recallId).executeTakeFirst();
}

/** Units in stock of the scope, by location, with the clinical service owning the location. */
export function stockInScope(db: Tx, scope: RecallScope) {
  return stockWithService(db)
    .select([
      'i.id',
      'i.location_id',
      'l.code',
      'l.description',
      'l.location_type',
      'cs.id as service_id',
      'cs.nombre as service_nombre',
      'i.lot_number',
      'i.serial_number',
      'i.expiry_date',
      'i.quantity',
      'i.held_quantity',
    ])
    .where(inScope(scope, 'i'))
    .where('i.quantity', '>', 0)
    .orderBy('l.code')
    .orderBy('i.id')
    .execute();
}

/** Goods issues of the scope that were not annulled. */
export function issuesInScope(db: Tx, scope: RecallScope) {
  return db
    .selectFrom('egress_order_items as it')
    .innerJoin('egress_orders as o', 'o.id', 'it.egress_order_id')
    .select([
      'o.id as egreso_id',
      'o.order_number',
      'o.area_servicio',
      'o.created_at',
      'it.lot_number',
      'it.serial_number',
      'it.quantity',
    ])
    .where(inScope(scope, 'it'))
    .where('o.status', '<>', 'Anulado')
    .orderBy('o.created_at')
    .orderBy('it.id')
    .execute();
}

/** Ledger DISPATCH events of the scope (the dispatch history, …) up to `until`; egresos and implants have their own parts. */
export function dispatchEventsInScope(db: Tx, scope: RecallScope, until: string) {
  return (
    db
      .selectFrom('traceability_events as e')
      .select([
        'e.id',
        'e.reference',
        'e.reference_type',
        'e.description',
        'e.created_at',
        'e.lot_number',
        'e.serial_number',
        'e.quantity',
      ])
      .where(inScope(scope, 'e'))
      // Read as DISPATCH: an old implant's DISPATCH reads IMPLANT (the implants are their own part).
      .where(eventTypeIs('e', 'DISPATCH'))
      .where('e.created_at', '<=', until)
      .where((eb) => eb.or([eb('e.reference_type', 'is', null), eb('e.reference_type', 'not in', ['egreso', 'implante'])]))
      .orderBy('e.id')
      .execute()
  );
}

export function implantsInScope(db: Tx, scope: RecallScope) {
  return db
    .selectFrom('dm_implants as im')
    .leftJoin('clinical_services as cs', 'cs.id', 'im.clinical_service_id')
    .select([
      'im.id',
      'im.run_paciente',
      'im.nombre_paciente',
      'im.fecha_implantacion',
      'im.nombre_profesional_implante',
      'im.lot_number',
      'im.serial_number',
      'im.fecha_explantacion',
      'cs.nombre as servicio',
    ])
    .where(inScope(scope, 'im'))
    .orderBy('im.fecha_implantacion')
    .execute();
}

export interface PickedUnitRow {
  order_id: number;
  order_number: string;
  status: string;
  shipped_at: string | null;
  tracking_number: string | null;
  carrier: string | null;
  customer: string | null;
  order_line_id: number;
  product_id: number;
  lot_number: string;
  serial_number: string;
  expiry_date: string;
  picked: number;
}

/**
 * Units picked for sales orders (a single order's list, or a wave's batch item sorted to the
 * order), less those a recall brought back; filtered by a recall's scope or by orders.
 */
export async function pickedUnits(
  db: Tx,
  filter: { scope: RecallScope } | { orderIds: readonly number[] },
): Promise<PickedUnitRow[]> {
  if ('orderIds' in filter && filter.orderIds.length === 0) return [];
  const head = [
    'o.id as order_id',
    'o.order_number',
    'o.status',
    'o.shipped_at',
    'o.tracking_number',
    'o.carrier',
    'c.name as customer',
    'pi.product_id',
    'pi.lot_number',
    'pi.serial_number',
    'pi.expiry_date',
  ] as const;
  const single = db
    .selectFrom('picking_list_items as pi')
    .innerJoin('picking_lists as pl', 'pl.id', 'pi.picking_list_id')
    .innerJoin('orders as o', 'o.id', 'pl.order_id')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .select([...head, 'pi.order_line_id', 'pi.quantity_picked as picked'])
    .where('pl.wave_id', 'is', null)
    .where('pi.quantity_picked', '>', 0)
    .where('o.kind', '=', 'venta');
  const wave = db
    .selectFrom('picking_item_order_lines as x')
    .innerJoin('picking_list_items as pi', 'pi.id', 'x.picking_list_item_id')
    .innerJoin('orders as o', 'o.id', 'x.order_id')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .select([...head, 'x.order_line_id', 'x.quantity_picked as picked'])
    .where('x.quantity_picked', '>', 0)
    .where('o.kind', '=', 'venta');
  const [a, b] =
    'scope' in filter
      ? await Promise.all([
          single.where(inScope(filter.scope, 'pi')).execute(),
          wave.where(inScope(filter.scope, 'pi')).execute(),
        ])
      : await Promise.all([
          single.where('o.id', 'in', [...filter.orderIds]).execute(),
          wave.where('o.id', 'in', [...filter.orderIds]).execute(),
        ]);
  const rows = [...a, ...b];
  if (rows.length === 0) return [];
  const returns = await db
    .selectFrom('recall_order_returns')
    .select(['order_id', 'order_line_id', 'product_id', 'lot_number', 'serial_number', 'expiry_date', 'quantity'])
    .where('order_id', 'in', [...new Set(rows.map((r) => r.order_id))])
    .execute();
  const key = (r: {
    order_line_id: number;
    product_id: number;
    lot_number: string;
    serial_number: string;
    expiry_date: string;
  }) => `${r.order_line_id}|${r.product_id}|${r.lot_number}|${r.serial_number}|${r.expiry_date}`;
  const merged = new Map<string, PickedUnitRow>();
  for (const row of rows) {
    const entry = merged.get(key(row));
    if (entry) entry.picked += Number(row.picked);
    else merged.set(key(row), { ...row, picked: Number(row.picked) });
  }
  for (const back of returns) {
    const entry = merged.get(key(back));
    if (entry) entry.picked -= back.quantity;
  }
  return [...merged.values()].filter((row) => row.picked > 0).sort((x, y) => x.order_id - y.order_id);
}

/** The shipments that carried these orders (through their consolidation), by order. */
export async function shipmentsOfOrders(db: Tx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return new Map<number, { shipment_number: string; ship_date: string }>();
  const rows = await db
    .selectFrom('consolidation_orders as co')
    .innerJoin('consolidations as c', 'c.id', 'co.consolidation_id')
    .innerJoin('shipments as s', 's.id', 'c.shipment_id')
    .select(['co.order_id', 's.shipment_number', 's.ship_date'])
    .where('co.order_id', 'in', [...orderIds])
    .where('co.released_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.order_id, { shipment_number: r.shipment_number, ship_date: r.ship_date }]));
}

/** Inventory rows of the scope a new recall must hold: units free, or held by something else (a quarantine). */
export function rowsToHold(db: Tx, scope: RecallScope) {
  return db
    .selectFrom('inventory as i')
    .selectAll('i')
    .where(inScope(scope, 'i'))
    .where('i.quantity', '>', 0)
    .orderBy('i.id')
    .execute();
}

/** The active holds of a row that are not recalls' (a device state's quarantine, …). */
export function otherHoldsOf(db: Tx, inventoryId: number) {
  return db
    .selectFrom('stock_holds')
    .select(['id', 'reason_type', 'quantity'])
    .where('inventory_id', '=', inventoryId)
    .where('released_at', 'is', null)
    .where('reason_type', '<>', 'retiro')
    .orderBy('id')
    .execute();
}

export async function insertRecall(
  db: Tx,
  values: {
    product_id: number;
    gtin: string | null;
    lotes: string[];
    series: string[];
    todos: boolean;
    motivo: string;
    referencia: string;
    created_by: number;
    created_at: string;
    numero: (id: number) => string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('recalls')
    .values({
      numero: `T-${randomUUID().slice(0, 16)}`,
      product_id: values.product_id,
      gtin: values.gtin,
      lotes: JSON.stringify(values.lotes),
      series: JSON.stringify(values.series),
      todos: values.todos ? 1 : 0,
      motivo: values.motivo,
      referencia: values.referencia,
      estado: 'Abierto',
      informe_cierre: null,
      created_by: values.created_by,
      created_at: values.created_at,
      closed_at: null,
      closed_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('recalls')
    .set({ numero: values.numero(id) })
    .where('id', '=', id)
    .execute();
  return id;
}

export async function insertRecallUnit(
  db: Tx,
  values: {
    recall_id: number;
    hold_id: number;
    product_id: number;
    location_id: number;
    lot_number: string;
    serial_number: string;
    expiry_date: string;
    quantity: number;
    estado: string;
    resolved_at?: string | null;
    resolved_by?: number | null;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('recall_units')
    .values({ resolved_at: null, resolved_by: null, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Moves a recall unit on from the state it was read in; false when another request got there first. */
export async function updateRecallUnit(
  db: Tx,
  unitId: number,
  from: string,
  values: { estado: string; hold_id: number; location_id: number; resolved_at: string; resolved_by: number },
): Promise<boolean> {
  const changed = await db
    .updateTable('recall_units')
    .set(values)
    .where('id', '=', unitId)
    .where('estado', '=', from)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

export function insertOrderReturn(
  db: Tx,
  values: {
    recall_id: number;
    recall_unit_id: number;
    order_id: number;
    order_line_id: number;
    product_id: number;
    lot_number: string;
    serial_number: string;
    expiry_date: string;
    quantity: number;
    created_by: number;
    created_at: string;
  },
) {
  return db.insertInto('recall_order_returns').values(values).execute();
}

export function closeRecallRow(db: Tx, id: number, informe: string, at: string, userId: number) {
  return db
    .updateTable('recalls')
    .set({ estado: 'Cerrado', informe_cierre: informe, closed_at: at, closed_by: userId })
    .where('id', '=', id)
    .where('estado', '=', 'Abierto')
    .execute();
}

/** The device identity of a unit, if the product is a priority device. */
export function deviceOf(db: Tx, unit: { product_id: number; lot_number: string; serial_number: string }) {
  return db
    .selectFrom('dm_devices')
    .select('id')
    .where('product_id', '=', unit.product_id)
    .where('lot_number', '=', unit.lot_number)
    .where('serial_number', '=', unit.serial_number)
    .executeTakeFirst();
}

/** The devices of a product (each device in stock under a recall shows it in its history). */
export function devicesOfProduct(db: Tx, productId: number) {
  return db
    .selectFrom('dm_devices')
    .select(['id', 'product_id', 'lot_number', 'serial_number'])
    .where('product_id', '=', productId)
    .execute();
}

export function locationById(db: Tx, id: number) {
  return db.selectFrom('locations').select(['id', 'code', 'location_type']).where('id', '=', id).executeTakeFirst();
}

/** The inventory row of one stock identity. */
export function inventoryRowOf(
  db: Tx,
  identity: { product_id: number; location_id: number; lot_number: string; serial_number: string; expiry_date: string },
) {
  return db
    .selectFrom('inventory')
    .select('id')
    .where('product_id', '=', identity.product_id)
    .where('location_id', '=', identity.location_id)
    .where('lot_number', '=', identity.lot_number)
    .where('serial_number', '=', identity.serial_number)
    .where('expiry_date', '=', identity.expiry_date)
    .executeTakeFirstOrThrow();
}

export function productForRecall(db: Tx, by: { id?: number | undefined; gtin?: string | undefined }) {
  const base = db.selectFrom('products').select(['id', 'name', 'sku', 'barcode']).where('deleted_at', 'is', null);
  if (by.id) return base.where('id', '=', by.id).executeTakeFirst();
  if (!by.gtin) return Promise.resolve(undefined);
  const raw = by.gtin;
  const gtin = raw.replace(/^0+/, '');
  return base
    .where((eb) =>
      eb.or([
        eb('barcode', '=', raw),
        eb('barcode', '=', gtin),
        eb('barcode', '=', gtin.padStart(13, '0')),
        eb('barcode', '=', gtin.padStart(14, '0')),
      ]),
    )
    .executeTakeFirst();
}

/** An inventory row's quantity and held units as they stand now. */
export function rowQuantities(db: Tx, inventoryId: number) {
  return db.selectFrom('inventory').select(['quantity', 'held_quantity']).where('id', '=', inventoryId).executeTakeFirstOrThrow();
}

/** The order's status and notes (a recall's retrieval adds to its notes). */
export function orderStatusAndNotes(db: Tx, orderId: number) {
  return db.selectFrom('orders').select(['status', 'notes']).where('id', '=', orderId).executeTakeFirstOrThrow();
}

/** An order after a recall's retrieval: its notes, and back to 'pending' when it goes back to allocation. */
export async function noteOrderRetrieval(db: Tx, orderId: number, notes: string, toPending: boolean, at: string) {
  await db
    .updateTable('orders')
    .set({ notes, ...(toPending ? { status: 'pending' } : {}), updated_at: at })
    .where('id', '=', orderId)
    .execute();
}
