import { ean13CheckDigit } from '@bodega/domain';
import { expect } from 'vitest';
import { addLocation, createLocation, createProduct } from '../fixtures';
import type { TestApp } from '../helpers';
import { LOTS, type OrderState, type StockModel } from './stock-model';

/** The rows one run of the model works on: its own warehouse, three locations and products. */
export interface World {
  t: TestApp;
  warehouseId: number;
  zoneId: number;
  locations: number[];
  products: number[];
  /** The run's serialised implantable device and the clinical service it travels to. */
  dmProduct: number;
  service: { id: number; location_id: number };
  customerId: number;
  operatorId: number;
  run: number;
  /** The run's loading dock (room for every order of a run). */
  dockId: number;
}

let eanSeq = 0;
let runs = 0;

export async function newWorld(t: TestApp, customerId: number, operatorId: number, productCount: number): Promise<World> {
  const db = t.db.kysely;
  const first = await createLocation(db, { capacity: 1_000_000, zoneCapacity: 10_000_000 });
  const locations = [first.location_id, await addLocation(db, first.zone_id), await addLocation(db, first.zone_id)];
  await db.updateTable('locations').set({ capacity: 1_000_000 }).where('id', 'in', locations).execute();
  const products: number[] = [];
  for (let i = 0; i < productCount; i++) {
    const id = await createProduct(db, { name: `Insumo modelo ${++eanSeq}` });
    const first12 = `7809${String(eanSeq).padStart(8, '0')}`;
    await db
      .updateTable('products')
      .set({ barcode: `${first12}${ean13CheckDigit(first12)}` })
      .where('id', '=', id)
      .execute();
    products.push(id);
  }
  const dmProduct = await createProduct(db, { name: `Válvula modelo ${++eanSeq}` });
  const dmFirst12 = `7809${String(eanSeq).padStart(8, '0')}`;
  await db
    .updateTable('products')
    .set({
      barcode: `${dmFirst12}${ean13CheckDigit(dmFirst12)}`,
      es_dm_priorizado: 1,
      tipo_dm: 'Implantable',
      categorizacion_implantable: 'Cardiológico',
      requiere_serie: 1,
    })
    .where('id', '=', dmProduct)
    .execute();
  const run = ++runs;
  const service = await t.app.inject({
    method: 'POST',
    url: '/api/dm/servicios-clinicos',
    headers: t.auth('admin'),
    payload: { nombre: `Pabellón modelo ${run}-${eanSeq}` },
  });
  expect(service.statusCode, service.body).toBe(201);
  const dock = await t.app.inject({
    method: 'POST',
    url: '/api/despachos/loading-docks',
    headers: t.auth('admin'),
    payload: { name: `Muelle modelo ${run}-${eanSeq}`, capacity: 1000 },
  });
  expect(dock.statusCode, dock.body).toBe(201);
  return {
    dockId: dock.json().data.id,
    t,
    warehouseId: first.warehouse_id,
    zoneId: first.zone_id,
    locations,
    products,
    dmProduct,
    service: service.json().data,
    customerId,
    operatorId,
    run,
  };
}

/** The application's stock against the model's: per product and lot, and every order of the run. */
export async function compare(model: StockModel, world: World): Promise<void> {
  const db = world.t.db.kysely;
  const rows = await db
    .selectFrom('inventory')
    .select(['product_id', 'lot_number', 'quantity', 'reserved_quantity', 'held_quantity'])
    .where('product_id', 'in', world.products)
    .execute();
  const products = await db.selectFrom('products').select(['id', 'current_stock']).where('id', 'in', world.products).execute();
  world.products.forEach((productId, index) => {
    for (const lot of LOTS) {
      const own = rows.filter((row) => row.product_id === productId && row.lot_number === lot);
      const sum = (pick: (row: (typeof own)[number]) => number) => own.reduce((total, row) => total + pick(row), 0);
      const expected = model.lot(index, lot);
      expect(
        {
          onHand: sum((r) => r.quantity),
          reserved: sum((r) => r.reserved_quantity - r.held_quantity),
          held: sum((r) => r.held_quantity),
        },
        `producto ${index} lote ${lot}`,
      ).toEqual({ onHand: expected.onHand, reserved: expected.reserved, held: expected.held });
    }
    expect(products.find((p) => p.id === productId)?.current_stock, `current_stock del producto ${index}`).toBe(
      model.onHand(index),
    );
  });
  const devices = await db
    .selectFrom('inventory')
    .select(['quantity', 'reserved_quantity', 'held_quantity'])
    .where('product_id', '=', world.dmProduct)
    .execute();
  const sum = (pick: (row: (typeof devices)[number]) => number) => devices.reduce((total, row) => total + pick(row), 0);
  expect(
    {
      onHand: sum((r) => r.quantity),
      reserved: sum((r) => r.reserved_quantity - r.held_quantity),
      held: sum((r) => r.held_quantity),
    },
    'dispositivos',
  ).toEqual(model.devices.totals());
  const implanted = await db
    .selectFrom('dm_implants')
    .select('serial_number')
    .where('product_id', '=', world.dmProduct)
    .where('fecha_explantacion', 'is', null)
    .orderBy('serial_number')
    .execute();
  expect(
    implanted.map((i) => i.serial_number),
    'implantados',
  ).toEqual(
    model.devices.units
      .filter((u) => u.state === 'implanted')
      .map((u) => u.serial)
      .sort(),
  );
  await compareOrders([...model.orders, ...model.devices.orders], world);
}

async function compareOrders(all: readonly OrderState[], world: World): Promise<void> {
  const db = world.t.db.kysely;
  const model = { orders: all };
  if (model.orders.length === 0) return;
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where(
      'id',
      'in',
      model.orders.map((o) => o.id),
    )
    .execute();
  const reservations = await db
    .selectFrom('stock_reservations')
    .select(['source_id', 'lot_number', 'quantity'])
    .where('source_type', '=', 'order')
    .where(
      'source_id',
      'in',
      model.orders.map((o) => o.id),
    )
    .execute();
  for (const order of model.orders) {
    const byLot = Object.fromEntries(
      LOTS.map((lot) => [
        lot,
        reservations.filter((r) => r.source_id === order.id && r.lot_number === lot).reduce((sum, r) => sum + r.quantity, 0),
      ]),
    );
    expect({ status: orders.find((o) => o.id === order.id)?.status, byLot }, `orden ${order.id}`).toEqual({
      status: order.status,
      byLot: order.byLot,
    });
  }
}
