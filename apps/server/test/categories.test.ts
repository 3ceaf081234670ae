import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const post = (name: unknown) => t.app.inject({ method: 'POST', url: '/api/categories', headers: admin(), payload: { name } });

describe('categories API', () => {
  it('creates a category with a trimmed name and refuses duplicates (any case) with 409', async () => {
    const res = await post('  Suturas ');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Suturas', product_count: 0, status: 'Registrada' });
    expect(typeof res.json().data.id).toBe('number');
    const dup = await post('suturas');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      error: 'Ya existe una categoría con el nombre suturas',
      code: 'DUPLICATE',
      fields: { name: 'Ya existe una categoría con el nombre suturas' },
    });
  });

  it('validates the name', async () => {
    const res = await post('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'El nombre es requerido', fields: { name: 'El nombre es requerido' } });
  });

  it("lists registered categories and those only on products ('Solo en productos') with product counts", async () => {
    await createProduct(t.db.kysely, { category: 'Suturas' });
    await createProduct(t.db.kysely, { category: 'Suturas' });
    await createProduct(t.db.kysely, { category: 'Sin registrar' });
    const res = await t.app.inject({ url: '/api/categories', headers: t.auth('viewer') });
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().data.map((c: { name: string }) => [c.name, c]));
    expect(byName.Suturas).toMatchObject({ product_count: 2, status: 'Registrada' });
    expect(byName['Sin registrar']).toEqual({
      id: null,
      name: 'Sin registrar',
      product_count: 1,
      status: 'Solo en productos',
      lot_enforcement: 'warn',
      dias_alerta_vencimiento: null,
    });
  });

  it('renames a category and its products in one transaction', async () => {
    const id = (await post('Vendajes')).json().data.id;
    const productId = await createProduct(t.db.kysely, { category: 'Vendajes' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${id}`,
      headers: admin(),
      payload: { name: 'Vendas' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id,
      name: 'Vendas',
      product_count: 1,
      status: 'Registrada',
      lot_enforcement: 'warn',
      dias_alerta_vencimiento: null,
    });
    expect(
      (await t.db.kysely.selectFrom('products').select('category').where('id', '=', productId).executeTakeFirstOrThrow())
        .category,
    ).toBe('Vendas');
    const dup = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${id}`,
      headers: admin(),
      payload: { name: 'SUTURAS' },
    });
    expect(dup.statusCode).toBe(409);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/categories/999999',
      headers: admin(),
      payload: { name: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Categoría no encontrada');
  });

  it('refuses to delete a category with products, deletes an empty one', async () => {
    const list = (await t.app.inject({ url: '/api/categories', headers: admin() })).json().data;
    const sutures = list.find((c: { name: string }) => c.name === 'Suturas');
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/categories/${sutures.id}`, headers: admin() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'No se puede eliminar la categoría "Suturas" porque tiene 2 productos asociados',
      code: 'IN_USE',
    });
    const empty = (await post('Vacía')).json().data.id;
    const ok = await t.app.inject({ method: 'DELETE', url: `/api/categories/${empty}`, headers: admin() });
    expect(ok.json().data).toEqual({ id: empty });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/categories/${empty}`, headers: admin() })).statusCode).toBe(404);
  });

  it('lets only admin write', async () => {
    for (const role of ['operator', 'viewer', 'user'] as const) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/categories', headers: t.auth(role), payload: { name: 'X' } }))
          .statusCode,
      ).toBe(403);
      expect((await t.app.inject({ url: '/api/categories', headers: t.auth(role) })).statusCode).toBe(200);
    }
  });
});
