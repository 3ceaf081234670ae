import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/*
 * Blind counts reach the inventory answers: while a location's count task is assigned to an
 * operator or being counted, operators read no quantity there (list, footer totals, one row,
 * export, warehouse rows); admins read everything; after submission the mask goes.
 */
let t: TestApp;
let zoneId: number;
let warehouseId: number;
let opId: number;
const admin = () => t.auth('admin');
const operator = () => t.auth('operator');

beforeAll(async () => {
  t = await createTestApp();
  const first = await createLocation(t.db.kysely);
  zoneId = first.zone_id;
  const zone = await t.db.kysely.selectFrom('zones').select('warehouse_id').where('id', '=', zoneId).executeTakeFirstOrThrow();
  warehouseId = Number(zone.warehouse_id);
  const op = await t.db.kysely.selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow();
  opId = op.id;
});
afterAll(async () => t?.close());

const receive = (key: { product_id: number; location_id: number; lot_number: string }, quantity: number) =>
  t.app.deps.stockTransaction((stock) =>
    stock.add({ ...key, expiry_date: '2028-01-31' }, quantity, 'RECEPTION', { user_id: 1, reference: 'FIXTURE' }),
  );

interface Lot {
  location_id: number;
  quantity: number;
}
interface Group {
  product: { id: number };
  total_quantity: number;
  lots: Lot[];
  en_conteo?: boolean;
}

describe('blind counts in the inventory answers', () => {
  it('hides the counted location from operators until the count is submitted', async () => {
    const counted = await addLocation(t.db.kysely, zoneId);
    const other = await addLocation(t.db.kysely, zoneId);
    const productId = await createProduct(t.db.kysely);
    await receive({ product_id: productId, location_id: counted, lot_number: 'BL1' }, 37);
    await receive({ product_id: productId, location_id: other, lot_number: 'BL2' }, 5);
    const product = await t.db.kysely
      .selectFrom('products')
      .select(['sku', 'barcode'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const location = await t.db.kysely.selectFrom('locations').select('code').where('id', '=', counted).executeTakeFirstOrThrow();
    const row = await t.db.kysely
      .selectFrom('inventory')
      .select('id')
      .where('location_id', '=', counted)
      .executeTakeFirstOrThrow();

    await t.app.inject({ method: 'POST', url: '/api/counts/generate', headers: admin() });
    const task = await t.db.kysely
      .selectFrom('count_tasks')
      .select('id')
      .where('location_id', '=', counted)
      .where('open_location_id', 'is not', null)
      .executeTakeFirstOrThrow();

    const read = async (headers: { authorization: string }) => {
      const search = await t.app.inject({ url: `/api/inventory?search=${product.sku}&per_page=100`, headers });
      const all = await t.app.inject({ url: '/api/inventory?per_page=100', headers });
      const one = await t.app.inject({ url: `/api/inventory/${row.id}`, headers });
      const csv = await t.app.inject({ url: `/api/inventory/export?search=${product.sku}`, headers });
      const house = await t.app.inject({ url: `/api/warehouses/${warehouseId}/inventory?per_page=100`, headers });
      const items = await t.app.inject({ url: `/api/inventory/products/${productId}/available-items`, headers });
      const lot = await t.app.inject({ url: `/api/inventory/products/${productId}/lot/BL1/availability`, headers });
      const summary = await t.app.inject({ url: `/api/inventory/products/${productId}/criteria-summary`, headers });
      for (const answer of [search, all, house, items, lot, summary]) expect(answer.statusCode, answer.body).toBe(200);
      expect(csv.statusCode).toBe(200);
      const group = (search.json().data as Group[]).find((g) => g.product.id === productId)!;
      const availability = { items: items.json().data, lot: lot.json().data, summary: summary.json().data };
      return { availability, search: search.json(), group, all: all.json(), one, csv: csv.body, house: house.json() };
    };
    const pending = await read(operator());
    // A generated task nobody holds does not mask.
    expect(pending.group.lots.map((lot) => lot.location_id)).toContain(counted);

    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/counts/tasks/${task.id}/assign`,
      headers: admin(),
      payload: { operator_id: opId },
    });
    expect(assigned.statusCode).toBe(200);

    const expectMasked = async () => {
      const op = await read(operator());
      const ad = await read(admin());
      // List: no lot at the location, the product flagged, its sums without it.
      const lotsOf = (page: { data: Group[] }) => page.data.flatMap((g) => g.lots);
      expect(lotsOf(op.search).filter((lot) => lot.location_id === counted)).toEqual([]);
      expect(lotsOf(op.all).filter((lot) => lot.location_id === counted)).toEqual([]);
      expect(op.group.en_conteo).toBe(true);
      expect(op.group.total_quantity).toBe(5);
      expect(op.search.totals).toMatchObject({ items: 1, quantity: 5 });
      expect(JSON.stringify(op.search)).not.toContain(`"location_id":${counted},`);
      expect(JSON.stringify(op.search)).not.toContain('"quantity":37');
      expect(JSON.stringify(op.search)).not.toMatch(/"(total_quantity|quantity)":42\b/);
      // The footer over everything drops exactly the hidden units: nothing left to subtract.
      expect(op.all.totals.quantity).toBe(ad.all.totals.quantity - 37);
      expect(op.all.totals.items).toBe(ad.all.totals.items - 1);
      // Admin unchanged.
      expect(lotsOf(ad.search).find((lot) => lot.location_id === counted)?.quantity).toBe(37);
      expect(ad.group.en_conteo).toBeUndefined();
      expect(ad.group.total_quantity).toBe(42);
      // One row: refused to the operator, shown to the admin.
      expect(op.one.statusCode).toBe(409);
      expect(op.one.json().error).toContain('en conteo');
      expect(op.one.json()).toEqual({ error: expect.any(String), code: expect.any(String) });
      expect(ad.one.json().data.quantity).toBe(37);
      // Export: the location's line says 'En conteo' instead of numbers.
      const opLine = op.csv.split('\n').find((l) => l.includes(location.code))!;
      expect(opLine).toContain('En conteo');
      // Compared field by field: a product code such as SKU-370 also contains '37'.
      expect(opLine.split(',')).not.toContain('37');
      expect(
        ad.csv
          .split('\n')
          .find((l) => l.includes(location.code))!
          .split(','),
      ).toContain('37');
      // Availability answers: the location's rows left out, sums without them.
      expect(op.availability.items.items.map((r: Lot) => r.location_id)).not.toContain(counted);
      expect(ad.availability.items.items.map((r: Lot) => r.location_id)).toContain(counted);
      expect(op.availability.lot).toMatchObject({ available: false, quantity: 0, locations: [] });
      expect(ad.availability.lot).toMatchObject({ available: true, quantity: 37 });
      expect(op.availability.summary).toMatchObject({ total_quantity: 5, rows: 1 });
      expect(ad.availability.summary).toMatchObject({ total_quantity: 42, rows: 2 });
      // Warehouse rows: left out, and out of the total.
      const houseRows = (page: { data: Lot[] }) => page.data.filter((r) => r.location_id === counted);
      expect(houseRows(op.house)).toEqual([]);
      expect(houseRows(ad.house).map((r) => r.quantity)).toEqual([37]);
      expect(op.house.pagination.total).toBe(ad.house.pagination.total - 1);
    };
    await expectMasked();

    // In progress: still masked.
    const line = await t.app.inject({
      method: 'POST',
      url: `/api/counts/tasks/${task.id}/lines`,
      headers: operator(),
      payload: { location_code: location.code, product_code: product.barcode, lot_number: 'BL1', quantity: 37 },
    });
    expect(line.statusCode, line.body).toBeLessThan(300);
    await expectMasked();

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/counts/tasks/${task.id}/submit`,
      headers: operator(),
      payload: {},
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const after = await read(operator());
    expect(after.group.en_conteo).toBeUndefined();
    expect(after.group.lots.find((lot) => lot.location_id === counted)?.quantity).toBe(37);
    expect(after.one.statusCode).toBe(200);
  });
});
