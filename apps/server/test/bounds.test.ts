import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/** Numbers without bounds. Every case wrote rows (or answered 201) before the fix. */
let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely, { zoneCapacity: 100 });
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const counts = async () => ({
  products: Number(
    (
      await t.db.kysely
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  inventory: Number(
    (
      await t.db.kysely
        .selectFrom('inventory')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  events: Number(
    (
      await t.db.kysely
        .selectFrom('traceability_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});
let n = 0;
const product = (overrides: Record<string, unknown>) => ({
  sku: `BND-${++n}`,
  barcode: '',
  name: 'Gasa estéril',
  category: 'Insumos',
  ...loc,
  min_stock: 0,
  max_stock: 0,
  ...overrides,
});
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: admin(), payload: payload as Record<string, unknown> });

describe('bounded numbers', () => {
  it.each([
    ['current_stock', 1e308],
    ['current_stock', 9007199254740992],
    ['current_stock', 1_000_000_001],
    ['current_stock', 2.5],
    ['min_stock', 1.5],
    ['min_stock', 1e308],
    ['max_stock', 9007199254740992],
    ['weight', 1e308],
    ['length', 9007199254740992],
    ['width', 1e308],
    ['height', 1e308],
  ])('POST /api/products with %s = %s is 400 and writes nothing', async (field, value) => {
    const before = await counts();
    const res = await post('/api/products', product({ [field]: value }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: expect.any(String) } });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['capacity', 1e308],
    ['capacity', 9007199254740992],
    ['weight', 1e308],
  ])('POST /api/locations with %s = %s is 400', async (field, value) => {
    const res = await post('/api/locations', { code: `BL-${++n}`, zone_id: loc.zone_id, [field]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toBeDefined();
  });

  it('refuses volumes beyond physical bounds on a volumetric location', async () => {
    const res = await post('/api/locations', {
      code: `BV-${++n}`,
      zone_id: loc.zone_id,
      is_volumetric: true,
      width: 1e308,
      length: 1,
      height: 9007199254740992,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['height', 'width']);
  });

  it('refuses unbounded zone capacities', async () => {
    const create = await post(`/api/zones/warehouse/${loc.warehouse_id}`, {
      code: `BZ-${++n}`,
      name: 'Zona',
      capacity: 9007199254740992,
    });
    expect(create.statusCode).toBe(400);
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/zones/${loc.zone_id}/capacity`,
      headers: admin(),
      payload: { capacity: 1e308 },
    });
    expect(update.statusCode).toBe(400);
    const check = await post(`/api/zones/${loc.zone_id}/check-capacity`, { quantity: 1e308 });
    expect(check.statusCode).toBe(400);
  });

  it('puts a product’s initial stock through the zone-capacity check of a receipt', async () => {
    const before = await counts();
    const res = await post('/api/products', product({ current_stock: 101 }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CAPACITY_EXCEEDED',
      error: 'La zona seleccionada no tiene capacidad suficiente para este ingreso',
      capacity: 100,
      requested: 101,
    });
    expect(await counts()).toEqual(before);
    const fits = await post('/api/products', product({ current_stock: 100 }));
    expect(fits.statusCode, fits.body).toBe(201);
    const stats = await t.app.inject({ url: '/api/inventory/stats', headers: admin() });
    expect(stats.json().data.total_stock).toBe(100);
  });

  it('never lets a row or a product hold more than 1 000 000 000 units through the ledger', async () => {
    const big = await createLocation(t.db.kysely, { zoneCapacity: 1_000_000_000 });
    const productId = await createProduct(t.db.kysely);
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id: productId, location_id: big.location_id }, 1_000_000_000, 'RECEPTION', { user_id: 1 }),
    );
    const before = await counts();
    await expect(
      t.app.deps.stockTransaction((stock) =>
        stock.add({ product_id: productId, location_id: big.location_id }, 1, 'RECEPTION', { user_id: 1 }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'La cantidad resultante no puede superar 1.000.000.000' });
    const other = await createLocation(t.db.kysely);
    await expect(
      t.app.deps.stockTransaction((stock) =>
        stock.addMany([{ key: { product_id: productId, location_id: other.location_id }, quantity: 5 }], 'RECEPTION', {
          user_id: 1,
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await counts()).toEqual(before);
    const row = await t.db.kysely
      .selectFrom('products')
      .select('current_stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(row.current_stock).toBe(1_000_000_000);
  });

  it('refuses receipt and movement quantities beyond the maximum', async () => {
    const productId = await createProduct(t.db.kysely);
    const before = await counts();
    const receipt = await post('/api/transactions/ingresos', {
      order_number: 'OC-BND',
      warehouse_id: loc.warehouse_id,
      zone_id: loc.zone_id,
      items: [{ product_id: productId, quantity: 1e308, expiry_date: '2030-01-01' }],
    });
    expect(receipt.statusCode, receipt.body).toBe(400);
    expect(JSON.stringify(receipt.json().fields)).toContain('No puede superar 1.000.000.000');
    const movement = await post('/api/transactions/movimientos-internos', {
      details: [
        {
          product_id: productId,
          source_location_id: loc.location_id,
          destination_location_id: loc.location_id,
          quantity: 9007199254740992,
        },
      ],
    });
    expect(movement.statusCode, movement.body).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
