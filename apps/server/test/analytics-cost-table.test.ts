import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const db = () => t.db.kysely;
const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/analytics/products?${query}`, headers: t.auth('admin') });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Array<{ name: string; status: string }>; pagination: { total: number } };
};

describe('the cost table pages, filters and counts in SQL', () => {
  it('orders by name ignoring case, pages by per_page and counts every match', async () => {
    for (const name of ['zcost beta', 'ZCOST Alfa', 'zcost gamma', 'Zcost delta']) await createProduct(db(), { name });
    const first = await list('search=zcost&per_page=3');
    expect(first.data.map((r) => r.name)).toEqual(['ZCOST Alfa', 'zcost beta', 'Zcost delta']);
    expect(first.pagination.total).toBe(4);
    expect((await list('search=zcost&per_page=3&page=2')).data.map((r) => r.name)).toEqual(['zcost gamma']);
    // LIKE's wildcards are searched as text.
    expect((await list('search=zc%25t')).pagination.total).toBe(0);
  });

  it('status is the product cost status: discontinued, out of stock, low stock, active', async () => {
    const ids = {
      out: await createProduct(db(), { name: 'ystat sin stock', min_stock: 5 }),
      low: await createProduct(db(), { name: 'ystat bajo', min_stock: 5 }),
      ok: await createProduct(db(), { name: 'ystat activo', min_stock: 5 }),
      noMin: await createProduct(db(), { name: 'ystat sin mínimo', min_stock: 0 }),
      off: await createProduct(db(), { name: 'ystat descontinuado', min_stock: 5 }),
    };
    await db().updateTable('products').set({ current_stock: 5 }).where('id', '=', ids.low).execute();
    await db().updateTable('products').set({ current_stock: 6 }).where('id', 'in', [ids.ok, ids.off]).execute();
    await db().updateTable('products').set({ current_stock: 1 }).where('id', '=', ids.noMin).execute();
    await db().updateTable('products').set({ status: 'Inactivo' }).where('id', '=', ids.off).execute();
    const names = async (status: string) => (await list(`search=ystat&status=${status}`)).data.map((r) => r.name).sort();
    expect(await names('out_of_stock')).toEqual(['ystat sin stock']);
    expect(await names('low_stock')).toEqual(['ystat bajo']);
    expect(await names('active')).toEqual(['ystat activo', 'ystat sin mínimo']);
    expect(await names('discontinued')).toEqual(['ystat descontinuado']);
    // Each row's status agrees with the filter that found it.
    for (const row of (await list('search=ystat')).data) {
      expect((await list(`search=${encodeURIComponent(row.name)}&status=${row.status}`)).pagination.total).toBe(1);
    }
  });
});
