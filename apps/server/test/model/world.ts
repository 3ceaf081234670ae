import { ean13CheckDigit } from '@bodega/domain';
import { expect } from 'vitest';
import { addLocation, createLocation, createProduct } from '../fixtures';
import type { TestApp } from '../helpers';
import { LOTS, type StockModel } from './stock-model';

/** The rows one run of the model works on: its own warehouse, three locations and products. */
export interface World {
  t: TestApp;
  warehouseId: number;
  zoneId: number;
  locations: number[];
  products: number[];
  customerId: number;
  operatorId: number;
  run: number;
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
  return { t, warehouseId: first.warehouse_id, zoneId: first.zone_id, locations, products, customerId, operatorId, run: ++runs };
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
