import { addDays, isLowStock, santiagoDay, stockStatus, STOCK_STATUS_FILTERS } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_STOCK_FILTERS } from '../src/modules/inventory/stock-status-sql';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

// Critical, not expired, whatever day the suite runs.
const soonExpiry = addDays(santiagoDay(), 10);

let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
let loc2: number;
beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely);
  loc2 = await addLocation(t.db.kysely, loc.zone_id);
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');

async function addStock(
  productId: number,
  quantity: number,
  key: { location_id?: number; lot_number?: string; expiry_date?: string; serial_number?: string } = {},
) {
  return t.app.deps.stockTransaction((stock) =>
    stock.add(
      {
        product_id: productId,
        location_id: key.location_id ?? loc.location_id,
        lot_number: key.lot_number,
        expiry_date: key.expiry_date,
        serial_number: key.serial_number,
      },
      quantity,
      'RECEPTION',
      { user_id: 1, description: 'prueba' },
    ),
  );
}

async function list(query: string, role: 'admin' | 'viewer' | 'operator' | 'user' = 'admin') {
  const res = await t.app.inject({ url: `/api/inventory?${query}`, headers: t.auth(role) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/inventory', () => {
  let multi: number;
  let single: number;
  let empty: number;
  beforeAll(async () => {
    multi = await createProduct(t.db.kysely, {
      sku: 'GRP-001',
      name: 'Gasa estéril 10x10',
      category: 'Grupo',
      min_stock: 10,
      max_stock: 100,
    });
    single = await createProduct(t.db.kysely, {
      sku: 'GRP-002',
      name: 'Jeringa 5 ml',
      category: 'Grupo',
      min_stock: 10,
      max_stock: 100,
    });
    empty = await createProduct(t.db.kysely, {
      sku: 'GRP-003',
      name: 'Catéter 50% off',
      category: 'Grupo',
      min_stock: 10,
      max_stock: 100,
    });
    await addStock(multi, 4, { lot_number: 'L-B', expiry_date: '2027-05-01' });
    await addStock(multi, 3, { lot_number: 'L-A', expiry_date: soonExpiry, location_id: loc2 });
    await addStock(single, 50, { lot_number: 'L-C' });
  });

  it('groups lots by product, shows products without stock and gives the footer totals', async () => {
    const body = await list('category=Grupo');
    expect(body.pagination).toEqual({ page: 1, per_page: 15, total: 3 });
    expect(body.totals).toEqual({ products: 3, items: 3, quantity: 57 });
    const [catheter, gauze, syringe] = body.data;
    expect(catheter).toMatchObject({
      total_quantity: 0,
      lot_count: 0,
      location_code: null,
      lots: [],
      stock_status: { key: 'agotado', label: 'Agotado', color: 'error' },
    });
    expect(catheter.product).toMatchObject({ id: empty, sku: 'GRP-003', es_dm_priorizado: false, status: 'Activo' });
    expect(gauze).toMatchObject({
      total_quantity: 7,
      reserved_quantity: 0,
      lot_count: 2,
      location_code: 'Varias',
      stock_status: { key: 'bajo', label: 'Bajo' },
    });
    // Earliest expiry first.
    expect(gauze.lots.map((l: { lot_number: string }) => l.lot_number)).toEqual(['L-A', 'L-B']);
    expect(gauze.lots[0]).toMatchObject({
      location_id: loc2,
      quantity: 3,
      serial_number: null,
      expiry_date: soonExpiry,
      stock_status: { key: 'critico' },
    });
    expect(syringe).toMatchObject({ total_quantity: 50, lot_count: 1, stock_status: { key: 'normal' } });
    expect(syringe.location_code).toBe(syringe.lots[0].location_code);
    expect(syringe.product.id).toBe(single);
  });

  it('pages, sorts and filters on the server', async () => {
    const page2 = await list('category=Grupo&per_page=2&page=2');
    expect(page2.pagination).toEqual({ page: 2, per_page: 2, total: 3 });
    expect(page2.data.map((g: { product: { sku: string } }) => g.product.sku)).toEqual(['GRP-002']);
    const byStock = await list('category=Grupo&sort=stock&order=desc');
    expect(byStock.data.map((g: { total_quantity: number }) => g.total_quantity)).toEqual([50, 7, 0]);
    const bySku = await list('category=Grupo&sort=sku&order=desc');
    expect(bySku.data.map((g: { product: { sku: string } }) => g.product.sku)).toEqual(['GRP-003', 'GRP-002', 'GRP-001']);
  });

  it('searches sku, name and barcode case-insensitively, every word, with % taken literally', async () => {
    expect((await list('search=GASA%2010x10')).data.map((g: { product: { id: number } }) => g.product.id)).toEqual([multi]);
    expect((await list('search=grp-00')).pagination.total).toBe(3);
    expect((await list('search=50%25')).data.map((g: { product: { id: number } }) => g.product.id)).toEqual([empty]);
    expect((await list('search=5%25')).pagination.total).toBe(0);
    const barcode = (
      await t.db.kysely.selectFrom('products').select('barcode').where('id', '=', single).executeTakeFirstOrThrow()
    ).barcode!;
    await t.db.kysely
      .updateTable('products')
      .set({ search_text: `grp-002 jeringa 5 ml ${barcode}` })
      .where('id', '=', single)
      .execute();
    expect((await list(`search=${barcode}`)).data.map((g: { product: { id: number } }) => g.product.id)).toEqual([single]);
  });

  it('filters by location, showing only that location’s lots and totals', async () => {
    const body = await list(`category=Grupo&location_id=${loc2}`);
    expect(body.pagination.total).toBe(1);
    expect(body.totals).toEqual({ products: 1, items: 1, quantity: 3 });
    expect(body.data[0]).toMatchObject({ total_quantity: 3, lot_count: 1 });
    // The status is the product's, on its whole stock (7 of minimum 10), as the filter sees it.
    expect(body.data[0].stock_status.key).toBe('bajo');
  });

  it('hides non-active and deleted products unless include_inactive=true', async () => {
    const inactive = await createProduct(t.db.kysely, { sku: 'INA-1', name: 'Inactivo', category: 'Inactivos' });
    const deleted = await createProduct(t.db.kysely, { sku: 'INA-2', name: 'Borrado', category: 'Inactivos' });
    await t.db.kysely.updateTable('products').set({ status: 'Descontinuado' }).where('id', '=', inactive).execute();
    await t.db.kysely.updateTable('products').set({ deleted_at: new Date().toISOString() }).where('id', '=', deleted).execute();
    expect((await list('category=Inactivos')).pagination.total).toBe(0);
    const all = await list('category=Inactivos&include_inactive=true');
    expect(all.data.map((g: { product: { status: string } }) => g.product.status).sort()).toEqual(['Activo', 'Descontinuado']);
  });

  it('answers fresh totals after every write (the totals memo is checked against the database)', async () => {
    const before = await list('category=Grupo');
    await addStock(single, 5, { lot_number: 'L-NEW' });
    const after = await list('category=Grupo');
    expect(after.totals).toEqual({ products: 3, items: before.totals.items + 1, quantity: before.totals.quantity + 5 });
    const stats = async () => (await t.app.inject({ url: '/api/inventory/stats', headers: admin() })).json().data;
    const s1 = await stats();
    await t.app.deps.stockTransaction((stock) =>
      stock.remove({ product_id: single, location_id: loc.location_id, lot_number: 'L-NEW' }, 5, 'ADJUSTMENT', { user_id: 1 }),
    );
    expect((await stats()).total_stock).toBe(s1.total_stock - 5);
    expect((await list('category=Grupo')).totals).toEqual(before.totals);
  });

  it('finds a product by its new name after an edit (the search index follows search_text)', async () => {
    const id = await createProduct(t.db.kysely, { sku: 'REN-1', name: 'Bisturí número 11', category: 'Renombrar' });
    expect((await list('search=bisturí%2011')).data.map((g: { product: { id: number } }) => g.product.id)).toEqual([id]);
    await t.db.kysely
      .updateTable('products')
      .set({ name: 'Hoja de bisturí', search_text: 'ren-1 hoja de bisturí' })
      .where('id', '=', id)
      .execute();
    expect((await list('search=número')).pagination.total).toBe(0);
    expect((await list('search="hoja')).pagination.total).toBe(0);
    expect((await list('search=HOJA%20de')).data.map((g: { product: { id: number } }) => g.product.id)).toEqual([id]);
    await t.db.kysely.deleteFrom('products').where('id', '=', id).execute();
    expect((await list('search=hoja')).pagination.total).toBe(0);
  });

  it('refuses invalid filters with 400 and lets every inventory role read', async () => {
    const bad = await t.app.inject({ url: '/api/inventory?stock_status=raro&page=0', headers: admin() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'querystring.stock_status': 'Estado de stock inválido', 'querystring.page': 'La página debe ser mayor a 0' },
    });
    for (const role of ['viewer', 'operator', 'user'] as const) expect((await list('per_page=1', role)).data).toHaveLength(1);
    expect((await t.app.inject({ url: '/api/inventory' })).statusCode).toBe(401);
  });
});

describe('stock-status filter agrees with the domain stockStatus', () => {
  const quantities = [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 19, 20, 21];
  const limits: Array<[number, number]> = [
    [0, 0],
    [0, 10],
    [0, 20],
    [1, 0],
    [1, 10],
    [3, 0],
    [4, 20],
    [5, 10],
    [10, 0],
    [10, 10],
    [10, 20],
    [11, 20],
    [20, 10],
    [9, 9],
  ];
  const expected = new Map<number, string>();
  beforeAll(async () => {
    let n = 0;
    for (const quantity of quantities) {
      for (const [min, max] of limits) {
        n++;
        const id = await createProduct(t.db.kysely, {
          sku: `EDGE-${n}`,
          name: `Borde ${quantity}/${min}/${max}`,
          category: 'Bordes',
          min_stock: min,
          max_stock: max,
        });
        if (quantity > 0) await addStock(id, quantity);
        expected.set(id, stockStatus({ quantity, min_stock: min, max_stock: max }).key);
      }
    }
  });

  it.each(Object.keys(INVENTORY_STOCK_FILTERS))(
    'stock_status=%s selects exactly the products the domain labels so',
    async (filter) => {
      const key = INVENTORY_STOCK_FILTERS[filter as keyof typeof INVENTORY_STOCK_FILTERS];
      const body = await list(`category=Bordes&per_page=100&stock_status=${filter}`);
      let ids = body.data.map((g: { product: { id: number } }) => g.product.id);
      for (let page = 2; ids.length < body.pagination.total; page++) {
        ids = ids.concat(
          (await list(`category=Bordes&per_page=100&page=${page}&stock_status=${filter}`)).data.map(
            (g: { product: { id: number } }) => g.product.id,
          ),
        );
      }
      const want = [...expected].filter(([, k]) => k === key).map(([id]) => id);
      expect(ids.sort((a: number, b: number) => a - b)).toEqual(want.sort((a, b) => a - b));
      for (const group of body.data) expect(group.stock_status.key).toBe(key);
    },
  );

  it('covers every status of the screen filter and every domain key in the edge table', () => {
    const keys = new Set(expected.values());
    for (const key of Object.values(STOCK_STATUS_FILTERS)) expect(keys).toContain(key);
    expect(keys).toContain('agotado');
  });

  it('counts low or critical products in the stats card the same way', async () => {
    const res = await t.app.inject({ url: '/api/inventory/stats', headers: t.auth('viewer') });
    expect(res.statusCode).toBe(200);
    const active = await t.db.kysely
      .selectFrom('products')
      .select(['current_stock', 'min_stock', 'max_stock', 'category'])
      .where('status', '=', 'Activo')
      .where('deleted_at', 'is', null)
      .execute();
    const low = active.filter((p) => isLowStock(p.current_stock, p.min_stock)).length;
    expect(res.json().data).toEqual({
      total_products: active.length,
      total_stock: active.reduce((s, p) => s + p.current_stock, 0),
      categories: new Set(active.map((p) => p.category)).size,
      low_or_critical: low,
    });
  });
});
