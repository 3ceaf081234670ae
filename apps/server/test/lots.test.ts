import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import { migrateToLatest } from '../src/db/migrate';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, createTestDb, type TestApp } from './helpers';

/** One lot, one expiry: the lot master guards receipts, scans and adjustments; admins correct it. */
let t: TestApp;
const db = () => t.db.kysely;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const receive = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/transactions/simplified-reception', headers: t.auth('admin'), payload });

async function receipt(
  productId: number,
  loc: { warehouse_id: number; zone_id: number; location_id: number },
  lot: string,
  expiry: string,
  quantity = 5,
) {
  return receive({
    reference: `ING-LOT-${++n}`,
    warehouse_id: loc.warehouse_id,
    zone_id: loc.zone_id,
    details: [
      { product_id: productId, quantity, lot_number: lot, expiry_date: expiry, destination_location_id: loc.location_id },
    ],
  });
}

const stockOf = (productId: number) =>
  db()
    .selectFrom('inventory')
    .select(['location_id', 'lot_number', 'expiry_date', 'quantity', 'reserved_quantity'])
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();

const conflicts = async (productId: number) =>
  (await t.app.inject({ url: `/api/lots/conflicts?product_id=${productId}`, headers: t.auth('admin') })).json().data as Array<{
    lot_number: string;
    stored_expiry: string;
    attempted_expiry: string;
    source: string;
    username: string | null;
  }>;

/** A valid EAN-13 for a product, so GS1 labels of it parse (the check digit is computed). */
async function withEan(productId: number): Promise<string> {
  const body = `780${String(100000000 + productId).slice(-9)}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  const ean = `${body}${(10 - (sum % 10)) % 10}`;
  await db().updateTable('products').set({ barcode: ean }).where('id', '=', productId).execute();
  return ean;
}
const label = (ean: string, lot: string, expiry: string) =>
  `(01)0${ean}(17)${expiry.slice(2, 4)}${expiry.slice(5, 7)}${expiry.slice(8, 10)}(10)${lot}`;

describe('the lot guard on receipts', () => {
  it('registers a new lot, refuses it with another expiry naming the stored one (dd-mm-aaaa) and changes nothing', async () => {
    const loc = await createLocation(db());
    const productId = await createProduct(db());
    expect((await receipt(productId, loc, 'L-A', '2031-05-31')).statusCode).toBe(201);
    const lots = (await t.app.inject({ url: `/api/lots?product_id=${productId}`, headers: t.auth('admin') })).json();
    expect(lots.data).toMatchObject([{ lot_number: 'L-A', expiry_date: '2031-05-31', source: 'ingreso' }]);
    expect(lots.pagination.total).toBe(1);
    const before = await stockOf(productId);
    const receipts = await db().selectFrom('transactions').select('id').execute();

    const refused = await receipt(productId, loc, 'L-A', '2032-01-15');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('LOT_EXPIRY_CONFLICT');
    expect(refused.json().error).toContain('31-05-2031');
    expect(refused.json().fields).toEqual({ 'details.0.expiry_date': expect.stringContaining('31-05-2031') });
    expect(refused.json().stored_expiry).toBe('2031-05-31');
    expect(await stockOf(productId)).toEqual(before);
    expect(await db().selectFrom('transactions').select('id').execute()).toHaveLength(receipts.length);
    // The attempt is in the log, although its transaction rolled back.
    expect(await conflicts(productId)).toMatchObject([
      { lot_number: 'L-A', stored_expiry: '2031-05-31', attempted_expiry: '2032-01-15', source: 'ingreso', username: 'admin' },
    ]);
    // The same expiry passes and adds to the row.
    expect((await receipt(productId, loc, 'L-A', '2031-05-31')).statusCode).toBe(201);
    expect(await stockOf(productId)).toMatchObject([{ lot_number: 'L-A', expiry_date: '2031-05-31', quantity: 10 }]);
  });

  it('refuses a pending (traditional) receipt of a known lot with another expiry, keyed items.N', async () => {
    const loc = await createLocation(db());
    const productId = await createProduct(db());
    expect((await receipt(productId, loc, 'L-T', '2031-03-01')).statusCode).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/ingresos',
      headers: t.auth('admin'),
      payload: {
        order_number: `ING-LOT-${++n}`,
        warehouse_id: loc.warehouse_id,
        zone_id: loc.zone_id,
        items: [{ product_id: productId, quantity: 1, lot_number: 'L-T', expiry_date: '2031-03-02' }],
      },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(Object.keys(res.json().fields)).toEqual(['items.0.expiry_date']);
  });

  it('two receipts of one new lot with different expiries at once: one creates it, the other is refused', async () => {
    const loc = await createLocation(db());
    const productId = await createProduct(db());
    const [a, b] = await Promise.all([
      receipt(productId, loc, 'L-RACE', '2031-01-01'),
      receipt(productId, loc, 'L-RACE', '2031-02-02'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const lots = await db().selectFrom('lots').select('expiry_date').where('product_id', '=', productId).execute();
    expect(lots).toHaveLength(1);
    const stock = await stockOf(productId);
    expect(stock).toHaveLength(1);
    expect(stock[0]!.expiry_date).toBe(lots[0]!.expiry_date);
  });
});

describe('the lot guard on adjustments and scans', () => {
  it('an added lot with another expiry is refused; without an expiry it takes the stored one', async () => {
    const loc = await createLocation(db());
    const productId = await createProduct(db());
    expect((await receipt(productId, loc, 'L-ADJ', '2031-07-07')).statusCode).toBe(201);
    const add = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inventory',
        headers: t.auth('admin'),
        payload: { product_id: productId, ...payload },
      });
    const other = await addLocation(db(), loc.zone_id);
    const refused = await add({
      location_id: other,
      quantity: 2,
      lot_number: 'L-ADJ',
      expiry_date: '2031-08-08',
      event_type: 'ADJUSTMENT',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toContain('07-07-2031');
    expect(await stockOf(productId)).toHaveLength(1);
    expect((await conflicts(productId))[0]).toMatchObject({ source: 'ajuste', attempted_expiry: '2031-08-08' });

    const empty = await add({ location_id: other, quantity: 2, lot_number: 'L-ADJ', event_type: 'ADJUSTMENT' });
    expect(empty.statusCode, empty.body).toBe(201);
    expect(empty.json().data.expiry_date).toBe('2031-07-07');
    expect(await db().selectFrom('lots').select('expiry_date').where('product_id', '=', productId).execute()).toEqual([
      { expiry_date: '2031-07-07' },
    ]);
  });

  it('a lot first seen without an expiry learns the first one brought, and keeps it', async () => {
    const loc = await createLocation(db());
    const productId = await createProduct(db());
    const add = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/inventory',
        headers: t.auth('admin'),
        payload: { product_id: productId, location_id: loc.location_id, quantity: 1, lot_number: 'L-NOEXP', ...payload },
      });
    expect((await add({})).statusCode).toBe(201);
    expect(await db().selectFrom('lots').select('expiry_date').where('product_id', '=', productId).execute()).toEqual([
      { expiry_date: null },
    ]);
    expect((await receipt(productId, loc, 'L-NOEXP', '2031-09-09')).statusCode).toBe(201);
    expect(await db().selectFrom('lots').select('expiry_date').where('product_id', '=', productId).execute()).toEqual([
      { expiry_date: '2031-09-09' },
    ]);
    expect((await receipt(productId, loc, 'L-NOEXP', '2031-10-10')).statusCode).toBe(409);
  });

  it('an issue scan whose label shows another expiry than the lot master is refused and logged', async () => {
    const loc = await createLocation(db());
    const productId = await createProduct(db());
    const ean = await withEan(productId);
    expect((await receipt(productId, loc, 'LSCAN', '2031-04-30')).statusCode).toBe(201);
    const scan = (barcode: string) =>
      t.app.inject({ method: 'POST', url: '/api/egresos/scan', headers: t.auth('admin'), payload: { barcode } });
    const ok = await scan(label(ean, 'LSCAN', '2031-04-30'));
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await scan(label(ean, 'LSCAN', '2031-05-31'));
    expect(bad.statusCode, bad.body).toBe(409);
    expect(bad.json()).toMatchObject({ code: 'LOT_EXPIRY_CONFLICT', fields: { barcode: expect.stringContaining('30-04-2031') } });
    expect((await conflicts(productId))[0]).toMatchObject({ source: 'escaneo', attempted_expiry: '2031-05-31' });
  });
});

describe("an admin's correction of a lot's expiry", () => {
  it('relabels every stock row of the lot in one transaction, keeps reservations, logs who/old/new/why', async () => {
    const loc = await createLocation(db());
    const other = await addLocation(db(), loc.zone_id);
    const productId = await createProduct(db());
    expect((await receipt(productId, loc, 'L-FIX', '2031-06-30', 4)).statusCode).toBe(201);
    expect((await receipt(productId, { ...loc, location_id: other }, 'L-FIX', '2031-06-30', 3)).statusCode).toBe(201);
    const lot = await db().selectFrom('lots').select('id').where('product_id', '=', productId).executeTakeFirstOrThrow();
    const patch = (role: 'admin' | 'operator', payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/lots/${lot.id}`, headers: t.auth(role), payload });

    expect((await patch('operator', { expiry_date: '2031-12-31', reason: 'x' })).statusCode).toBe(403);
    expect((await patch('admin', { expiry_date: '2031-12-31' })).statusCode).toBe(400);
    const res = await patch('admin', { expiry_date: '2031-12-31', reason: 'Error de digitación en el ingreso' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      expiry_date: '2031-12-31',
      stock: [{ expiry_date: '2031-12-31', quantity: 7 }],
      changes: [
        {
          old_expiry: '2031-06-30',
          new_expiry: '2031-12-31',
          reason: 'Error de digitación en el ingreso',
          rows_updated: 2,
          username: 'admin',
        },
      ],
    });
    expect((await stockOf(productId)).map((row) => row.expiry_date)).toEqual(['2031-12-31', '2031-12-31']);
    // The ledger still sums: events per identity equal the rows.
    const events = await db()
      .selectFrom('traceability_events')
      .select(['expiry_date'])
      .select((eb) => eb.fn.sum<number>('quantity').as('q'))
      .where('product_id', '=', productId)
      .groupBy('expiry_date')
      .orderBy('expiry_date')
      .execute();
    expect(events.map((e) => [e.expiry_date, Number(e.q)])).toEqual([
      ['2031-06-30', 0],
      ['2031-12-31', 7],
    ]);
    // The new expiry is the lot's now; the old one is refused.
    expect((await receipt(productId, loc, 'L-FIX', '2031-12-31')).statusCode).toBe(201);
    expect((await receipt(productId, loc, 'L-FIX', '2031-06-30')).statusCode).toBe(409);
    // The same expiry again is a conflict; an unknown lot 404.
    expect((await patch('admin', { expiry_date: '2031-12-31', reason: 'otra vez' })).statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/lots/999999',
          headers: t.auth('admin'),
          payload: { expiry_date: '2031-12-31', reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists lots paged, by product and lot text, for admins only', async () => {
    const loc = await createLocation(db());
    const productId = await createProduct(db());
    for (const lot of ['AB-1', 'AB-2', 'ZZ-9']) expect((await receipt(productId, loc, lot, '2031-01-31')).statusCode).toBe(201);
    const page = await t.app.inject({
      url: `/api/lots?product_id=${productId}&q=ab&per_page=1&page=2`,
      headers: t.auth('admin'),
    });
    expect(page.json()).toMatchObject({ data: [{ lot_number: 'AB-2' }], pagination: { page: 2, per_page: 1, total: 2 } });
    expect((await t.app.inject({ url: '/api/lots', headers: t.auth('operator') })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/lots?product_id=abc', headers: t.auth('admin') })).statusCode).toBe(400);
  });
});

describe('the lots migration', () => {
  it('builds the master from stock and receipt lines and reports a conflicting expiry without dropping it', async () => {
    const { db: fresh, drop } = await createTestDb();
    try {
      const k = fresh.kysely;
      const migrator = new Migrator({
        db: k,
        provider: { getMigrations: async () => migrations },
        allowUnorderedMigrations: true,
        ...(fresh.pgSchema ? { migrationTableSchema: fresh.pgSchema } : {}),
      });
      const { error } = await migrator.migrateTo('2026-12-02T0223-drop-redundant-item-index');
      expect(error).toBeUndefined();
      const loc = await createLocation(k);
      const productId = await createProduct(k);
      const at = new Date().toISOString();
      const row = (lot: string, expiry: string, quantity: number, location = loc.location_id) => ({
        product_id: productId,
        location_id: location,
        lot_number: lot,
        serial_number: '',
        expiry_date: expiry,
        quantity,
        reserved_quantity: 0,
        entry_date: at,
        created_at: at,
        updated_at: at,
      });
      const other = await addLocation(k, loc.zone_id);
      await k
        .insertInto('inventory')
        .values([row('M-1', '2030-01-01', 5), row('M-1', '2030-03-03', 2, other), row('M-2', '', 1)])
        .execute();
      await migrateToLatest(fresh);
      const lots = await k.selectFrom('lots').select(['lot_number', 'expiry_date', 'source']).orderBy('lot_number').execute();
      expect(lots).toEqual([
        { lot_number: 'M-1', expiry_date: '2030-01-01', source: 'migracion' },
        { lot_number: 'M-2', expiry_date: null, source: 'migracion' },
      ]);
      expect(
        await k
          .selectFrom('lot_conflicts')
          .select(['lot_number', 'stored_expiry', 'attempted_expiry', 'quantity', 'source'])
          .execute(),
      ).toEqual([
        { lot_number: 'M-1', stored_expiry: '2030-01-01', attempted_expiry: '2030-03-03', quantity: 2, source: 'migracion' },
      ]);
      // No stock row was changed or dropped.
      expect(await k.selectFrom('inventory').select('expiry_date').orderBy('id').execute()).toEqual([
        { expiry_date: '2030-01-01' },
        { expiry_date: '2030-03-03' },
        { expiry_date: '' },
      ]);
    } finally {
      await fresh.close();
      await drop();
    }
  });
});
