import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

// The spec's general transactions paths answer beside their module paths.
let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, role: 'admin' | 'operator' | 'viewer' = 'admin') =>
  t.app.inject({ method, url: `/api${url}`, headers: t.auth(role), ...(payload ? { payload } : {}) });

describe('GET and POST /transactions', () => {
  it('create and list receipts as /transactions/ingresos does (admin only)', async () => {
    const product_id = await createProduct(t.db.kysely, { name: 'Guante nitrilo' });
    const body = {
      order_number: 'OC-TX-1',
      warehouse_id: loc.warehouse_id,
      zone_id: loc.zone_id,
      items: [{ product_id, quantity: 3, lot_number: 'TX1', expiry_date: '2030-01-31' }],
    };
    expect((await call('POST', '/transactions', body, 'operator')).statusCode).toBe(403);
    const created = await call('POST', '/transactions', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ status: 'Pendiente' });
    const listed = await call('GET', '/transactions');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((r: { id: number }) => r.id)).toContain(created.json().data.id);
    expect(listed.json().pagination).toBeDefined();
    expect((await call('GET', '/transactions', undefined, 'viewer')).statusCode).toBe(403);
  });
});

describe('GET and POST /transactions/egresos', () => {
  it('are the goods issues, not a transaction id (GET /transactions/egresos was a 400)', async () => {
    const product_id = await createProduct(t.db.kysely, { name: 'Jeringa 5 ml' });
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id, location_id: loc.location_id, lot_number: 'EG', expiry_date: '2030-01-31' }, 5, 'RECEPTION', {
        user_id: 1,
      }),
    );
    const issued = await call('POST', '/transactions/egresos', { area_servicio: 'UCI', items: [{ product_id, quantity: 2 }] });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json().data).toMatchObject({ status: 'Completado', total_quantity: 2 });
    const listed = await call('GET', '/transactions/egresos');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((o: { id: number }) => o.id)).toContain(issued.json().data.id);
    expect((await call('GET', '/transactions/egresos', undefined, 'operator')).statusCode).toBe(403);
    expect((await call('GET', '/transactions/egresos/stats')).statusCode).toBe(200);
  });
});
