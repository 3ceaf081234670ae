import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/**
 * An id in a path, query or body is a positive decimal integer in canonical form.
 * JavaScript's Number read every form below as 11 (or 1, 16), and write routes acted on them.
 */
let t: TestApp;
let productId: number;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely);
  for (let i = 0; i < 11; i++) productId = await createProduct(t.db.kysely);
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const NON_CANONICAL_11 = [
  '0x0B',
  '0b1011',
  '0o13',
  '%2011',
  '11%20',
  '1.1e1',
  '11.0',
  '+11',
  '011',
  '%0A11',
  '11abc',
  '-11',
  '0',
  '99999999999',
];

describe('canonical ids', () => {
  it('product 11 exists and is reached by its canonical id', async () => {
    expect(productId).toBe(11);
    expect((await t.app.inject({ url: '/api/products/11', headers: admin() })).statusCode).toBe(200);
  });

  it.each(NON_CANONICAL_11)('GET /api/products/%s is 400 naming the field', async (id) => {
    const res = await t.app.inject({ url: `/api/products/${id}`, headers: admin() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'params.id': 'El identificador debe ser un número entero positivo' },
    });
  });

  it('write routes with a non-canonical id write nothing', async () => {
    const before = await t.db.kysely.selectFrom('users').selectAll().orderBy('id').execute();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/%201',
      headers: admin(),
      payload: { username: 'admin', email: 'otro@evil.example', role: 'admin' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.json().fields['params.id']).toBeDefined();
    for (const url of ['/api/users/0x10', '/api/users/0x4', '/api/users/%204', '/api/users/4.0']) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: admin() });
      expect(res.statusCode, url).toBe(400);
    }
    expect(await t.db.kysely.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(before);

    const del = await t.app.inject({ method: 'DELETE', url: '/api/products/%201?permanent=true', headers: admin() });
    expect(del.statusCode).toBe(400);
    expect(await t.db.kysely.selectFrom('products').select('id').where('id', '=', 1).executeTakeFirst()).toBeDefined();
    const zone = await t.app.inject({
      method: 'PUT',
      url: `/api/zones/%20${loc.zone_id}/capacity`,
      headers: admin(),
      payload: { capacity: 5 },
    });
    expect(zone.statusCode).toBe(400);
    expect(
      (await t.db.kysely.selectFrom('zones').select('capacity').where('id', '=', loc.zone_id).executeTakeFirstOrThrow()).capacity,
    ).toBe(1000);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/intelligent-storage/storage-lists/%201/cancel',
      headers: admin(),
    });
    expect(cancel.statusCode).toBe(400);
  });

  it.each([
    ['/api/inventory?location_id=0x1', 'location_id'],
    ['/api/inventory?location_id=%201', 'location_id'],
    ['/api/locations?zone_id=1.0', 'zone_id'],
    ['/api/zones?warehouse_id=+1', 'warehouse_id'],
    ['/api/traceability/events?product_id=011', 'product_id'],
    ['/api/transactions/movimientos-internos/product-locations?product_id=1e0', 'product_id'],
    ['/api/egresos/lot-check?product_id=0x1', 'product_id'],
    ['/api/intelligent-storage/storage-lists?assigned_user_id=0b1', 'assigned_user_id'],
    ['/api/products?page=01', 'page'],
    ['/api/products?page=1e0', 'page'],
    ['/api/products?per_page=0x0A', 'per_page'],
    ['/api/products?per_page=%2010', 'per_page'],
    ['/api/egresos/egress-orders?page=2.0', 'page'],
    ['/api/transactions/ingresos?per_page=+5', 'per_page'],
    ['/api/traceability/events?page=0', 'page'],
    ['/api/inventory/low-stock?limit=1e2', 'limit'],
  ])('%s is 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ url, headers: admin() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields?.[`querystring.${field}`], res.body).toBeDefined();
  });

  it('still accepts canonical query ids and pages', async () => {
    const res = await t.app.inject({ url: `/api/inventory?location_id=${loc.location_id}&page=1&per_page=10`, headers: admin() });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ url: '/api/products?page=&per_page=', headers: admin() })).statusCode).toBe(200);
  });

  it('refuses a non-integer id in a body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventory',
      headers: admin(),
      payload: { product_id: '11', location_id: 1.5, quantity: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['location_id', 'product_id']);
  });
});
