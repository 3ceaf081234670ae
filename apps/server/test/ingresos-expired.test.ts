import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/** Expired stock: refused at receipt unless into quality control or returns, where it arrives held. */
let t: TestApp;
const db = () => t.db.kysely;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const receive = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/transactions/simplified-reception', headers: t.auth('admin'), payload });

describe('expired receipt lines', () => {
  it("refuses an expiry before today with 'La fecha de vencimiento ya pasó' naming the line, writing nothing", async () => {
    const loc = await createLocation(db());
    const productId = await createProduct(db());
    const res = await receive({
      reference: `ING-EXP-${++n}`,
      warehouse_id: loc.warehouse_id,
      zone_id: loc.zone_id,
      details: [
        {
          product_id: productId,
          quantity: 3,
          lot_number: 'OLD',
          expiry_date: '2020-01-01',
          destination_location_id: loc.location_id,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ 'details.0.expiry_date': 'La fecha de vencimiento ya pasó' });
    expect(await db().selectFrom('inventory').select('id').where('product_id', '=', productId).execute()).toEqual([]);
    // Without a destination, the placement never picks quality control for it: refused too.
    const placed = await receive({
      reference: `ING-EXP-${++n}`,
      warehouse_id: loc.warehouse_id,
      zone_id: loc.zone_id,
      details: [{ product_id: productId, quantity: 3, lot_number: 'OLD', expiry_date: '2020-01-01' }],
    });
    expect(placed.statusCode).toBe(400);
  });

  it('takes expired units into a quality control or returns location, held, and inventory reads Vencido', async () => {
    const loc = await createLocation(db());
    const productId = await createProduct(db(), { min_stock: 10 });
    for (const type of ['quality_control', 'returns'] as const) {
      const target = await addLocation(db(), loc.zone_id);
      await db().updateTable('locations').set({ location_type: type }).where('id', '=', target).execute();
      const res = await receive({
        reference: `ING-EXP-${++n}`,
        warehouse_id: loc.warehouse_id,
        zone_id: loc.zone_id,
        details: [
          {
            product_id: productId,
            quantity: 2,
            lot_number: `OLD-${type}`,
            expiry_date: '2020-01-01',
            destination_location_id: target,
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(
        await db()
          .selectFrom('inventory')
          .select(['quantity', 'held_quantity', 'reserved_quantity'])
          .where('product_id', '=', productId)
          .where('location_id', '=', target)
          .execute(),
      ).toEqual([{ quantity: 2, held_quantity: 2, reserved_quantity: 2 }]);
    }
    // An issue of those units is refused naming why they are held.
    const issue = await t.app.inject({
      method: 'POST',
      url: '/api/egresos/egress-orders',
      headers: t.auth('admin'),
      payload: { area_servicio: 'UCI', items: [{ product_id: productId, quantity: 1, lot_number: 'OLD-returns' }] },
    });
    expect(issue.statusCode, issue.body).toBe(409);
    const { sku } = await db().selectFrom('products').select('sku').where('id', '=', productId).executeTakeFirstOrThrow();
    const inventory = await t.app.inject({ url: `/api/inventory?search=${encodeURIComponent(sku)}`, headers: t.auth('admin') });
    const lots = (
      inventory.json().data as Array<{ product: { id: number }; lots: Array<{ stock_status: { label: string } }> }>
    ).find((g) => g.product.id === productId)!.lots;
    expect(lots.map((lot) => lot.stock_status.label)).toEqual(['Vencido', 'Vencido']);
  });
});
