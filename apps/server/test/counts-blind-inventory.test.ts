import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/*
 * Blind counts reach the inventory list: while a location's task is assigned or being counted,
 * an operator's GET /api/inventory leaves that location's lots out (flag `en_conteo`) and
 * computes the product's and the footer's quantities without them; admins read it unchanged,
 * and after submission the operator reads it again.
 */
let t: TestApp;
afterAll(async () => t?.close());
beforeAll(async () => {
  t = await createTestApp();
});

describe('blind count and the inventory list', () => {
  it('hides the counted location quantity from operators until submission', async () => {
    const zoneId = (await createLocation(t.db.kysely)).zone_id;
    const counted = await addLocation(t.db.kysely, zoneId);
    const other = await addLocation(t.db.kysely, zoneId);
    const productId = await createProduct(t.db.kysely, { sku: 'BLIND-001' });
    const receive = (location_id: number, quantity: number, lot_number: string) =>
      t.app.deps.stockTransaction((stock) =>
        stock.add({ product_id: productId, location_id, lot_number, expiry_date: '2029-01-31' }, quantity, 'RECEPTION', {
          user_id: 1,
          reference: 'FIXTURE',
        }),
      );
    await receive(counted, 37, 'LC');
    await receive(other, 5, 'LO');
    const { code } = await t.db.kysely.selectFrom('locations').select('code').where('id', '=', counted).executeTakeFirstOrThrow();
    const { barcode } = await t.db.kysely
      .selectFrom('products')
      .select('barcode')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const operator = await t.db.kysely.selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow();

    const read = async (role: 'admin' | 'operator') => {
      const reply = await t.app.inject({ url: '/api/inventory?search=BLIND-001', headers: t.auth(role) });
      expect(reply.statusCode).toBe(200);
      return reply.json();
    };
    type Lot = { location_id: number; quantity: number };
    const locationsOf = (page: { data: Array<{ lots: Lot[] }> }) => page.data.flatMap((g) => g.lots.map((l) => l.location_id));

    expect((await t.app.inject({ method: 'POST', url: '/api/counts/generate', headers: t.auth('admin') })).statusCode).toBe(200);
    const task = await t.db.kysely
      .selectFrom('count_tasks')
      .select('id')
      .where('location_id', '=', counted)
      .where('open_location_id', 'is not', null)
      .executeTakeFirstOrThrow();
    // Pending (nobody assigned): not masked yet.
    expect(locationsOf(await read('operator'))).toContain(counted);

    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/counts/tasks/${task.id}/assign`,
      headers: t.auth('admin'),
      payload: { operator_id: operator.id },
    });
    expect(assigned.statusCode).toBe(200);

    const masked = await read('operator');
    expect(masked.data).toHaveLength(1);
    expect(masked.data[0].en_conteo).toBe(true);
    expect(locationsOf(masked)).toEqual([other]);
    expect(masked.data[0].total_quantity).toBe(5);
    expect(masked.data[0].lot_count).toBe(1);
    expect(masked.totals.quantity).toBe(5);
    expect(JSON.stringify(masked)).not.toContain(`"location_id":${counted},`);
    expect(JSON.stringify(masked)).not.toContain('"quantity":37');
    expect(JSON.stringify(masked)).not.toContain(':42');

    const full = await read('admin');
    expect(full.data[0].en_conteo).toBeUndefined();
    expect(full.data[0].total_quantity).toBe(42);
    expect(locationsOf(full)).toContain(counted);

    // Counting and submitting lifts the mask.
    const scanned = await t.app.inject({
      method: 'POST',
      url: `/api/counts/tasks/${task.id}/lines`,
      headers: t.auth('operator'),
      payload: { location_code: code, product_code: barcode, lot_number: 'LC', quantity: 37 },
    });
    expect(scanned.statusCode).toBe(200);
    expect(locationsOf(await read('operator'))).not.toContain(counted);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/counts/tasks/${task.id}/submit`,
      headers: t.auth('operator'),
      payload: {},
    });
    expect(submitted.statusCode).toBe(200);
    const after = await read('operator');
    expect(after.data[0].en_conteo).toBeUndefined();
    expect(after.data[0].total_quantity).toBe(42);
    expect(locationsOf(after)).toContain(counted);
  });
});
