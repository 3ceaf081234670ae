import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let restrictedId: number;
let restrictedAuth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: t.auth('admin'),
    payload: { username: 'jefa-bodega', email: 'jefa@hospital.cl', password: 'segura-123', role: 'admin' },
  });
  restrictedId = created.json().data.id;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'jefa@hospital.cl', password: 'segura-123' },
  });
  restrictedAuth = { authorization: `Bearer ${login.json().access_token as string}` };
});
afterAll(async () => t?.close());

const setRestricted = (restricted: unknown, headers = t.auth('admin'), id: number | string = restrictedId) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${id}/restricted`, headers, payload: { restricted } });
const count = async (table: 'products' | 'categories') => (await t.db.kysely.selectFrom(table).select('id').execute()).length;

/** Every call restricted mode closes: categories, product creation, bulk load, template. */
const closedCalls = [
  { method: 'POST', url: '/api/categories', payload: { name: 'Suturas' } },
  { method: 'PUT', url: '/api/categories/1', payload: { name: 'Suturas' } },
  { method: 'DELETE', url: '/api/categories/1' },
  { method: 'POST', url: '/api/products', payload: { sku: 'RST-1', name: 'Gasa estéril', category: 'Insumos' } },
  { method: 'POST', url: '/api/products/bulk', payload: { products: [{ sku: 'RST-2', name: 'Gasa' }] } },
  { method: 'GET', url: '/api/products/cantidad-x-caja/template' },
  { method: 'POST', url: '/api/products/cantidad-x-caja/upload', payload: { content: 'sku,cantidad_x_caja\n' } },
] as const;

describe('restricted mode', () => {
  it('is off for a new user and shown in the profile and the users list', async () => {
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: restrictedAuth });
    expect(profile.json().data.restricted).toBe(false);
    const list = await t.app.inject({ url: '/api/users', headers: t.auth('admin') });
    expect(list.json().data.every((user: { restricted: unknown }) => user.restricted === false)).toBe(true);
  });

  it('only an administrator sets the flag; bad input is a Spanish 400 and changes nothing', async () => {
    for (const role of ['operator', 'viewer', 'user'] as const) {
      expect((await setRestricted(true, t.auth(role))).statusCode).toBe(403);
    }
    for (const bad of ['si', 1, null, undefined]) {
      const res = await setRestricted(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(typeof res.json().error).toBe('string');
    }
    const extra = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${restrictedId}/restricted`,
      headers: t.auth('admin'),
      payload: { restricted: true, role: 'viewer' },
    });
    expect(extra.statusCode).toBe(400);
    expect((await setRestricted(true, t.auth('admin'), 'abc')).statusCode).toBe(400);
    const missing = await setRestricted(true, t.auth('admin'), 99999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Usuario no encontrado');
    const row = await t.db.kysely
      .selectFrom('users')
      .select('restricted')
      .where('id', '=', restrictedId)
      .executeTakeFirstOrThrow();
    expect(row.restricted).toBe(0);
  });

  it('refuses the closed calls with a Spanish 403 at once, writes nothing, and reopens them when lifted', async () => {
    // Before: the same token reaches the routes (a category is created and then renamed).
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: restrictedAuth,
      payload: { name: 'Antes del modo' },
    });
    expect(before.statusCode).toBe(201);

    const on = await setRestricted(true);
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ id: restrictedId, restricted: true });
    expect((await t.app.inject({ url: '/api/auth/profile', headers: restrictedAuth })).json().data.restricted).toBe(true);

    const products = await count('products');
    const categories = await count('categories');
    for (const call of closedCalls) {
      const res = await t.app.inject({ ...call, headers: restrictedAuth });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'RESTRICTED_MODE',
        error: 'Su usuario está en modo restringido y no puede realizar esta acción',
      });
    }
    expect(await count('products')).toBe(products);
    expect(await count('categories')).toBe(categories);

    // Reading stays open, and other administrators are not affected.
    expect((await t.app.inject({ url: '/api/products', headers: restrictedAuth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/categories', headers: restrictedAuth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/products/cantidad-x-caja/template', headers: t.auth('admin') })).statusCode).toBe(
      200,
    );

    const off = await setRestricted(false);
    expect(off.json().data.restricted).toBe(false);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: restrictedAuth,
      payload: { name: 'Después del modo' },
    });
    expect(after.statusCode).toBe(201);
  });
});
