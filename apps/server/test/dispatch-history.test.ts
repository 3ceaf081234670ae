import { santiagoDay } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitments } from '../src/modules/ledger/commitments';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { readXlsx } from './xlsx';

let t: TestApp;
let a: number; // source
let b: number; // another location
let codeA: string;
beforeAll(async () => {
  t = await createTestApp();
  const loc = await createLocation(t.db.kysely);
  a = loc.location_id;
  b = await addLocation(t.db.kysely, loc.zone_id);
  codeA = (await t.db.kysely.selectFrom('locations').select('code').where('id', '=', a).executeTakeFirstOrThrow()).code;
});
afterAll(async () => t?.close());

const BASE = '/api/despachos/dispatches';
const admin = () => t.auth('admin');
const receive = (key: { product_id: number; location_id: number; lot_number?: string; expiry_date?: string }, quantity: number) =>
  t.app.deps.stockTransaction((stock) => stock.add(key, quantity, 'RECEPTION', { user_id: 1, reference: 'FIXTURE' }));
const rowsOf = (productId: number) =>
  t.db.kysely
    .selectFrom('inventory')
    .select(['location_id', 'lot_number', 'expiry_date', 'quantity'])
    .where('product_id', '=', productId)
    .orderBy('location_id')
    .orderBy('lot_number')
    .execute();
const stockOf = async (productId: number) =>
  (await t.db.kysely.selectFrom('products').select('current_stock').where('id', '=', productId).executeTakeFirstOrThrow())
    .current_stock;
const create = (payload: object) => t.app.inject({ method: 'POST', url: BASE, headers: admin(), payload });
const update = (id: number, payload: object) => t.app.inject({ method: 'PUT', url: `${BASE}/${id}`, headers: admin(), payload });
const eventsOf = (id: number) =>
  t.db.kysely
    .selectFrom('traceability_events')
    .select(['event_type', 'product_id', 'location_id', 'lot_number', 'quantity', 'reference'])
    .where('reference_type', '=', 'despacho')
    .where('reference_id', '=', id)
    .orderBy('id')
    .execute();

let skuSeq = 0;
async function productAt(name: string, stock: Array<[number, string, string, number]>) {
  const product_id = await createProduct(t.db.kysely, { name, sku: `DH-${++skuSeq}` });
  for (const [location_id, lot_number, expiry_date, quantity] of stock)
    await receive({ product_id, location_id, lot_number, expiry_date }, quantity);
  return product_id;
}

/** Three lots: OLD entered first but expires last; NEW entered last and expires first. */
async function threeLots(name: string) {
  const product_id = await createProduct(t.db.kysely, { name, sku: `DH-${++skuSeq}` });
  await receive({ product_id, location_id: a, lot_number: 'OLD', expiry_date: '2030-12-31' }, 5);
  await new Promise((r) => setTimeout(r, 5));
  await receive({ product_id, location_id: a, lot_number: 'MID', expiry_date: '2029-06-30' }, 5);
  await new Promise((r) => setTimeout(r, 5));
  await receive({ product_id, location_id: a, lot_number: 'NEW', expiry_date: '2028-01-31' }, 5);
  return product_id;
}

describe('dispatch history: create, read, edit, delete', () => {
  it('creates a Pendiente dispatch with a DSP- reference that moves no stock', async () => {
    const product_id = await productAt('Gasa estéril', [[a, 'G1', '2030-01-31', 10]]);
    const res = await create({
      destination: 'Pabellón 2',
      dispatch_date: '2026-11-20',
      source_location_id: a,
      notes: 'Urgente',
      items: [{ product_id, quantity: 4 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const dispatch = res.json().data;
    expect(dispatch.reference).toMatch(/^DSP-\d{6}$/);
    expect(dispatch).toMatchObject({
      destination: 'Pabellón 2',
      dispatch_date: '2026-11-20',
      source_location: { id: a, code: codeA },
      notes: 'Urgente',
      status: 'Pendiente',
      editable: true,
      selection_method: 'none',
      user: { id: 1, username: 'admin' },
      completed_at: null,
      items_count: 1,
      total_quantity: 4,
      items: [{ product_id, product: { id: product_id, name: 'Gasa estéril' }, quantity: 4, available_quantity: 10 }],
      issues: [],
    });
    expect(await rowsOf(product_id)).toEqual([{ location_id: a, lot_number: 'G1', expiry_date: '2030-01-31', quantity: 10 }]);
    const detail = await t.app.inject({ url: `${BASE}/${dispatch.id}`, headers: admin() });
    expect(detail.json().data).toEqual(dispatch);
    // Without a date, the dispatch is today's (Santiago).
    const today = await create({ destination: 'UCI', source_location_id: a, items: [{ product_id, quantity: 1 }] });
    expect(today.json().data.dispatch_date).toBe(santiagoDay());
    // Two creations never share a reference.
    expect(today.json().data.reference).not.toBe(dispatch.reference);
  });

  it('validates with the spec messages and names missing products and locations', async () => {
    const product_id = await productAt('Apósito', [[a, '', '', 5]]);
    const noDest = await create({ destination: '', source_location_id: a, items: [{ product_id, quantity: 1 }] });
    expect(noDest.statusCode).toBe(400);
    expect(noDest.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { destination: 'El destino es requerido' } });
    const noLoc = await create({ destination: 'UCI', items: [{ product_id, quantity: 1 }] });
    expect(noLoc.json().fields.source_location_id).toBe('La ubicación es requerida');
    const noItems = await create({ destination: 'UCI', source_location_id: a, items: [] });
    expect(noItems.json().fields.items).toBe('Debe agregar al menos un producto');
    const zero = await create({ destination: 'UCI', source_location_id: a, items: [{ product_id, quantity: 0 }] });
    expect(zero.json().fields['items.0.quantity']).toBe('La cantidad debe ser mayor a 0');
    const fraction = await create({ destination: 'UCI', source_location_id: a, items: [{ product_id, quantity: 1.5 }] });
    expect(fraction.statusCode).toBe(400);
    const withStatus = await create({
      destination: 'UCI',
      source_location_id: a,
      status: 'Completado',
      items: [{ product_id, quantity: 1 }],
    });
    expect(withStatus.statusCode).toBe(400);
    const missing = await create({
      destination: 'UCI',
      source_location_id: 999999,
      items: [{ product_id: 999998, quantity: 1 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      source_location_id: 'Ubicación de origen no encontrada',
      'items.0.product_id': 'Producto no encontrado',
    });
    const before = await t.db.kysely.selectFrom('dispatch_orders').select('id').execute();
    const editNoStatus = await update(before[0]!.id, {
      destination: 'UCI',
      source_location_id: a,
      items: [{ product_id, quantity: 1 }],
    });
    expect(editNoStatus.statusCode).toBe(400);
    expect(editNoStatus.json().fields.status).toBe('El estado es requerido');
    expect((await t.app.inject({ url: `${BASE}/0x1`, headers: admin() })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${BASE}/999999`, headers: admin() })).statusCode).toBe(404);
  });

  it('edits a Pendiente dispatch and keeps it Pendiente; Cancelado closes it without moving stock', async () => {
    const product_id = await productAt('Sonda Foley', [[a, 'S1', '', 8]]);
    const other = await productAt('Catéter', [[b, 'C1', '', 3]]);
    const created = (await create({ destination: 'UCI', source_location_id: a, items: [{ product_id, quantity: 2 }] })).json()
      .data;
    const edited = await update(created.id, {
      destination: 'Urgencias',
      source_location_id: b,
      selection_method: 'fefo',
      status: 'Pendiente',
      items: [
        { product_id: other, quantity: 1 },
        { product_id, quantity: 3 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      reference: created.reference,
      destination: 'Urgencias',
      source_location: { id: b },
      selection_method: 'fefo',
      status: 'Pendiente',
      items: [
        { product_id: other, quantity: 1, available_quantity: 3 },
        { product_id, quantity: 3, available_quantity: 0 },
      ],
    });
    const cancelled = await update(created.id, {
      destination: 'Urgencias',
      source_location_id: b,
      status: 'Cancelado',
      items: [{ product_id: other, quantity: 1 }],
    });
    expect(cancelled.json().data).toMatchObject({ status: 'Cancelado', editable: false, completed_at: null, issues: [] });
    expect(await stockOf(other)).toBe(3);
    const again = await update(created.id, {
      destination: 'X',
      source_location_id: b,
      status: 'Pendiente',
      items: [{ product_id: other, quantity: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'INVALID_STATE',
      error: 'Solo se pueden editar despachos pendientes (estado actual: Cancelado)',
    });
  });

  it('deletes only while Pendiente', async () => {
    const product_id = await productAt('Guantes', [[a, '', '', 5]]);
    const pending = (await create({ destination: 'UCI', source_location_id: a, items: [{ product_id, quantity: 1 }] })).json()
      .data;
    const del = await t.app.inject({ method: 'DELETE', url: `${BASE}/${pending.id}`, headers: admin() });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().data).toEqual({ id: pending.id, reference: pending.reference });
    expect(
      await t.db.kysely.selectFrom('dispatch_order_items').select('id').where('dispatch_order_id', '=', pending.id).execute(),
    ).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/${pending.id}`, headers: admin() })).statusCode).toBe(404);

    const done = (await create({ destination: 'UCI', source_location_id: a, items: [{ product_id, quantity: 1 }] })).json().data;
    expect(
      (
        await update(done.id, {
          destination: 'UCI',
          source_location_id: a,
          status: 'Completado',
          items: [{ product_id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(200);
    const refused = await t.app.inject({ method: 'DELETE', url: `${BASE}/${done.id}`, headers: admin() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_STATE',
      error: 'Solo se pueden eliminar despachos pendientes (estado actual: Completado)',
    });
    expect((await t.app.inject({ url: `${BASE}/${done.id}`, headers: admin() })).json().data.status).toBe('Completado');
  });
});

describe('dispatch history: completing issues stock through the ledger', () => {
  it('fefo takes the nearest expiry first, with DISPATCH events and the issued lots recorded', async () => {
    const product_id = await threeLots('Jeringa 10 ml fefo');
    const created = (
      await create({
        destination: 'Pabellón 1',
        source_location_id: a,
        selection_method: 'fefo',
        items: [{ product_id, quantity: 7 }],
      })
    ).json().data;
    const res = await update(created.id, {
      destination: 'Pabellón 1',
      source_location_id: a,
      selection_method: 'fefo',
      status: 'Completado',
      items: [{ product_id, quantity: 7 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json().data;
    expect(done).toMatchObject({ status: 'Completado', editable: false, completed_by: { id: 1, username: 'admin' } });
    expect(done.completed_at).toMatch(/^\d{4}-/);
    expect(done.issues.map((i: { lot_number: string; quantity: number }) => [i.lot_number, i.quantity])).toEqual([
      ['NEW', 5],
      ['MID', 2],
    ]);
    expect(await rowsOf(product_id)).toEqual([
      { location_id: a, lot_number: 'MID', expiry_date: '2029-06-30', quantity: 3 },
      { location_id: a, lot_number: 'OLD', expiry_date: '2030-12-31', quantity: 5 },
    ]);
    expect(await stockOf(product_id)).toBe(8);
    expect(
      (await eventsOf(created.id)).map((e) => [e.event_type, e.product_id, e.location_id, e.lot_number, e.quantity, e.reference]),
    ).toEqual([
      ['DISPATCH', product_id, a, 'NEW', -5, created.reference],
      ['DISPATCH', product_id, a, 'MID', -2, created.reference],
    ]);
    // Completed once: a second completion finds nothing to flip and moves nothing.
    const again = await update(created.id, {
      destination: 'Pabellón 1',
      source_location_id: a,
      status: 'Completado',
      items: [{ product_id, quantity: 7 }],
    });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(product_id)).toBe(8);
  });

  it('fifo takes the oldest entry first; none takes the nearest expiry', async () => {
    const fifo = await threeLots('Jeringa 10 ml fifo');
    const f = (
      await create({
        destination: 'UCI',
        source_location_id: a,
        selection_method: 'fifo',
        items: [{ product_id: fifo, quantity: 6 }],
      })
    ).json().data;
    const fr = await update(f.id, {
      destination: 'UCI',
      source_location_id: a,
      selection_method: 'fifo',
      status: 'Completado',
      items: [{ product_id: fifo, quantity: 6 }],
    });
    expect(fr.statusCode, fr.body).toBe(200);
    expect((await eventsOf(f.id)).map((e) => [e.lot_number, e.quantity])).toEqual([
      ['OLD', -5],
      ['MID', -1],
    ]);

    const none = await threeLots('Jeringa 10 ml none');
    const n = (await create({ destination: 'UCI', source_location_id: a, items: [{ product_id: none, quantity: 2 }] })).json()
      .data;
    expect(
      (
        await update(n.id, {
          destination: 'UCI',
          source_location_id: a,
          selection_method: 'none',
          status: 'Completado',
          items: [{ product_id: none, quantity: 2 }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await eventsOf(n.id)).map((e) => [e.lot_number, e.quantity])).toEqual([['NEW', -2]]);
  });

  it('refuses fields the form does not have (the old use_fifo flag included): 400, nothing written', async () => {
    const product_id = await productAt('Venda', [[a, '', '', 2]]);
    const res = await create({ destination: 'UCI', source_location_id: a, use_fifo: true, items: [{ product_id, quantity: 1 }] });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a shortage with 409 and writes nothing: not the status, not the edit, not another line', async () => {
    const plenty = await productAt('Suero 500 ml', [[a, 'L1', '2030-01-31', 10]]);
    // 6 units at the source, 2 of them reserved by an order, 1 expired, 4 elsewhere: 3 free here.
    const short = await productAt('Bisturí', [
      [a, 'OK', '2030-01-31', 5],
      [a, 'EXP', '2020-01-31', 1],
      [b, 'OK', '2030-01-31', 4],
    ]);
    const row = await t.db.kysely
      .selectFrom('inventory')
      .select('id')
      .where('product_id', '=', short)
      .where('location_id', '=', a)
      .where('lot_number', '=', 'OK')
      .executeTakeFirstOrThrow();
    await t.app.deps.stockTransaction((_s, trx) =>
      commitments(trx).reserve(row.id, 2, { source_type: 'order', source_id: 1, source_line_id: null }, 1),
    );
    const created = (
      await create({
        destination: 'UCI',
        source_location_id: a,
        items: [
          { product_id: plenty, quantity: 4 },
          { product_id: short, quantity: 3 },
        ],
      })
    ).json().data;
    expect(created.items[1].available_quantity).toBe(3);

    const res = await update(created.id, {
      destination: 'Otra',
      source_location_id: a,
      status: 'Completado',
      items: [
        { product_id: plenty, quantity: 4 },
        { product_id: short, quantity: 4 },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      error: `Stock insuficiente de Bisturí (DH-${skuSeq}) en ${codeA}: disponible 3, solicitado 4`,
      fields: { 'items.1.quantity': 'Stock insuficiente: disponible 3' },
    });
    const after = (await t.app.inject({ url: `${BASE}/${created.id}`, headers: admin() })).json().data;
    expect(after).toMatchObject({
      status: 'Pendiente',
      destination: 'UCI',
      completed_at: null,
      issues: [],
      items: [{ quantity: 4 }, { quantity: 3 }],
    });
    expect(await stockOf(plenty)).toBe(10);
    expect(await stockOf(short)).toBe(10);
    expect(await eventsOf(created.id)).toEqual([]);

    // Exactly what is free goes through.
    const ok = await update(created.id, {
      destination: 'UCI',
      source_location_id: a,
      status: 'Completado',
      items: [
        { product_id: plenty, quantity: 4 },
        { product_id: short, quantity: 3 },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rowsOf(short)).toEqual([
      { location_id: a, lot_number: 'EXP', expiry_date: '2020-01-31', quantity: 1 },
      { location_id: a, lot_number: 'OK', expiry_date: '2030-01-31', quantity: 2 },
      { location_id: b, lot_number: 'OK', expiry_date: '2030-01-31', quantity: 4 },
    ]);
  });

  it('concurrent completions: the same dispatch moves once; two dispatches for the last units, one wins', async () => {
    const product_id = await productAt('Clorhexidina', [[a, 'C1', '2030-01-31', 5]]);
    const body = (quantity: number) => ({
      destination: 'UCI',
      source_location_id: a,
      status: 'Completado',
      items: [{ product_id, quantity }],
    });
    const one = (await create({ destination: 'UCI', source_location_id: a, items: [{ product_id, quantity: 2 }] })).json().data;
    const same = await Promise.all([update(one.id, body(2)), update(one.id, body(2))]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product_id)).toBe(3);
    expect(await eventsOf(one.id)).toHaveLength(1);

    const x = (await create({ destination: 'UCI', source_location_id: a, items: [{ product_id, quantity: 3 }] })).json().data;
    const y = (await create({ destination: 'UCI', source_location_id: a, items: [{ product_id, quantity: 3 }] })).json().data;
    const race = await Promise.all([update(x.id, body(3)), update(y.id, body(3))]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product_id)).toBe(0);
    const loser = race[0]!.statusCode === 409 ? x : y;
    expect((await t.app.inject({ url: `${BASE}/${loser.id}`, headers: admin() })).json().data).toMatchObject({
      status: 'Pendiente',
      issues: [],
    });
    expect(await eventsOf(loser.id)).toEqual([]);
  });

  it('held units (quarantine) answer STOCK_HELD', async () => {
    const product_id = await productAt('Stent', [[a, 'H1', '2030-01-31', 2]]);
    const row = await t.db.kysely
      .selectFrom('inventory')
      .select('id')
      .where('product_id', '=', product_id)
      .executeTakeFirstOrThrow();
    await t.app.deps.stockTransaction((_s, trx) =>
      commitments(trx).hold(row.id, 2, { reason_type: 'dm_estado', reason_id: 1, notes: 'cuarentena' }, 1),
    );
    const created = (await create({ destination: 'UCI', source_location_id: a, items: [{ product_id, quantity: 1 }] })).json()
      .data;
    const res = await update(created.id, {
      destination: 'UCI',
      source_location_id: a,
      status: 'Completado',
      items: [{ product_id, quantity: 1 }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STOCK_HELD');
    expect(await stockOf(product_id)).toBe(2);
  });
});

describe('dispatch history: list, export, roles', () => {
  it('filters by status, dates and search and pages 10 per page on the server', async () => {
    const product_id = await productAt('Mascarilla N95', [[a, '', '', 100]]);
    for (let i = 0; i < 12; i++) {
      await create({
        destination: `Servicio Lista ${i}`,
        dispatch_date: `2025-03-${String(i + 1).padStart(2, '0')}`,
        source_location_id: a,
        items: [{ product_id, quantity: 1 }],
      });
    }
    const page1 = await t.app.inject({ url: `${BASE}?search=servicio%20lista`, headers: admin() });
    expect(page1.statusCode, page1.body).toBe(200);
    expect(page1.json().pagination).toEqual({ page: 1, per_page: 10, total: 12 });
    expect(page1.json().data).toHaveLength(10);
    expect(page1.json().data[0].dispatch_date).toBe('2025-03-12');
    const page2 = await t.app.inject({ url: `${BASE}?search=servicio%20lista&page=2`, headers: admin() });
    expect(page2.json().data.map((d: { destination: string }) => d.destination)).toEqual([
      'Servicio Lista 1',
      'Servicio Lista 0',
    ]);
    const range = await t.app.inject({ url: `${BASE}?dateFrom=2025-03-03&dateTo=2025-03-05&status=Pendiente`, headers: admin() });
    expect(range.json().pagination.total).toBe(3);
    const bySku = await t.app.inject({ url: `${BASE}?search=n95&dateTo=2025-12-31`, headers: admin() });
    expect(bySku.json().pagination.total).toBe(12);
    const completed = await t.app.inject({ url: `${BASE}?status=Completado&search=servicio%20lista`, headers: admin() });
    expect(completed.json().pagination.total).toBe(0);
    expect((await t.app.inject({ url: `${BASE}?status=Enviado`, headers: admin() })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${BASE}?dateFrom=2025-02-30`, headers: admin() })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${BASE}?page=01`, headers: admin() })).statusCode).toBe(400);
  });

  it('exports despachos_{date}.xlsx with the spec columns, neutralising formulas', async () => {
    const product_id = await productAt('=HYPERLINK("x")', [[a, '', '', 5]]);
    await create({
      destination: '+Destino Export',
      dispatch_date: '2024-01-15',
      source_location_id: a,
      items: [{ product_id, quantity: 2 }],
    });
    const res = await t.app.inject({ url: `${BASE}/export?search=destino%20export`, headers: admin() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="despachos_${santiagoDay()}.xlsx"`);
    const book = readXlsx(res.rawPayload);
    const rows = book.rows();
    expect(rows[0]).toEqual(['Referencia', 'Fecha', 'Destino', 'Estado', 'Productos', 'Origen']);
    // The day is a date cell shown dd-mm-aaaa, as every date of the app.
    expect(book.cell(book.names[0]!, 'B2')).toMatchObject({ z: 'dd-mm-yyyy' });
    expect(rows).toHaveLength(2);
    const line = rows[1]!;
    expect(line[0]).toMatch(/^DSP-\d{6}$/);
    expect(line.slice(1)).toEqual([
      new Date('2024-01-15T00:00:00.000Z'),
      "'+Destino Export",
      'Pendiente',
      `'=HYPERLINK("x") (DH-${skuSeq}) ×2`,
      `${codeA} - Estante ${codeA.slice(1, codeA.indexOf('-'))}`,
    ]);
  });

  it('answers 403 to every role but admin, and 401 without a token', async () => {
    for (const role of ['operator', 'viewer', 'user'] as const) {
      for (const [method, url] of [
        ['GET', BASE],
        ['GET', `${BASE}/export`],
        ['GET', `${BASE}/1`],
        ['POST', BASE],
        ['PUT', `${BASE}/1`],
        ['DELETE', `${BASE}/1`],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: t.auth(role),
          ...(method === 'POST' || method === 'PUT' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject({ url: BASE })).statusCode).toBe(401);
    const before = await t.db.kysely.selectFrom('dispatch_orders').select('id').execute();
    await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: t.auth('operator'),
      payload: { destination: 'X', source_location_id: a, items: [{ product_id: 1, quantity: 1 }] },
    });
    expect((await t.db.kysely.selectFrom('dispatch_orders').select('id').execute()).length).toBe(before.length);
  });
});
