import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

// One definition of low stock: inventory's card, the low-stock table and analytics count the same
// products, and a product kept one row per serial is judged on its total.
let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely);
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ url: `/api${url}`, headers: t.auth('admin') });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function product(name: string, min: number, rows: Array<{ qty: number; serial?: string }>) {
  const id = await createProduct(t.db.kysely, { name, min_stock: min, max_stock: 0 });
  for (const [i, row] of rows.entries())
    await t.app.deps.stockTransaction((stock) =>
      stock.add(
        {
          product_id: id,
          location_id: loc.location_id,
          lot_number: `L${i}`,
          serial_number: row.serial ?? '',
          expiry_date: '2031-01-31',
        },
        row.qty,
        'RECEPTION',
        { user_id: 1 },
      ),
    );
  return id;
}

describe('low stock', () => {
  it('is counted alike by the inventory card, the low-stock table and analytics', async () => {
    const before = (await get('/inventory/stats')).data.low_or_critical;
    const beforeKpi = (await get('/analytics/kpis?time_range=this_month')).data.inventory_kpis.low_stock_products;
    const beforeTable = (await get('/analytics/low-stock?per_page=100')).pagination.total;
    await product('Empty with minimum', 10, []);
    await product('Critical', 10, [{ qty: 3 }]);
    await product('Low', 10, [{ qty: 9 }]);
    await product('Enough', 10, [{ qty: 40 }]);
    await product('No minimum', 0, [{ qty: 1 }]);
    const implants = await product('Implant per serial', 2, [
      { qty: 1, serial: 'SN-A' },
      { qty: 1, serial: 'SN-B' },
      { qty: 1, serial: 'SN-C' },
    ]);
    const card = (await get('/inventory/stats')).data.low_or_critical - before;
    const kpi = (await get('/analytics/kpis?time_range=this_month')).data.inventory_kpis.low_stock_products - beforeKpi;
    const table = (await get('/analytics/low-stock?per_page=100')).pagination.total - beforeTable;
    const inventoryTable = (await get('/inventory/low-stock?limit=1000')).data.length;
    expect({ card, kpi, table }).toEqual({ card: 3, kpi: 3, table: 3 });
    expect(inventoryTable).toBe((await get('/inventory/stats')).data.low_or_critical);

    // Three single-unit rows of a product whose minimum is 2: each row reads as the product, Normal.
    const groups = (await get(`/inventory?search=${encodeURIComponent('Implant per serial')}`)).data;
    const group = groups.find((g: { product: { id: number } }) => g.product.id === implants);
    expect(group.stock_status.key).toBe('normal');
    expect(group.lots.map((l: { stock_status: { label: string } }) => l.stock_status.label)).toEqual([
      'Normal',
      'Normal',
      'Normal',
    ]);
  });
});
