import { formatDateTimeES, santiagoDay } from '@bodega/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEventChain } from '../src/modules/ledger/event-chain';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let productId: number;
let otherProductId: number;
let locationId: number;
let inventoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ location_id: locationId } = await createLocation(t.db.kysely));
  productId = await createProduct(t.db.kysely, { name: 'Stent coronario', sku: 'STN-01' });
  otherProductId = await createProduct(t.db.kysely, { name: 'Gasa estéril', sku: 'GAS-01' });
  await t.app.stockTransaction(async (stock) => {
    for (let i = 0; i < 30; i++) await stock.add({ product_id: otherProductId, location_id: locationId, lot_number: `G${i % 3}` }, 1, 'RECEPTION', { user_id: 1, reference: `ING-${i}` });
    const row = await stock.add({ product_id: productId, location_id: locationId, lot_number: 'ST-2027', expiry_date: '2027-05-31' }, 10, 'RECEPTION', { user_id: 1, reference: 'ING-100', description: 'Recepción de stents' });
    inventoryId = row.id;
  });
});
afterAll(async () => t?.close());

const get = (url: string, role: 'admin' | 'viewer' | 'operator' = 'viewer') => t.app.inject({ url, headers: t.auth(role) });

describe('traceability events', () => {
  it('pages events newest first with product, location and user, 25 per page by default', async () => {
    const res = await get('/api/traceability/events');
    expect(res.statusCode).toBe(200);
    const { events, pagination } = res.json().data;
    expect(pagination).toEqual({ page: 1, per_page: 25, total: 31, total_is_lower_bound: false });
    expect(events).toHaveLength(25);
    expect(events[0]).toMatchObject({
      event_type: 'RECEPTION',
      product: { name: 'Stent coronario', sku: 'STN-01' },
      quantity_moved: 10,
      lot_number: 'ST-2027',
      expiry_date: '2027-05-31',
      user: { username: 'admin' },
      operation_reference: 'ING-100',
      event_description: 'Recepción de stents',
    });
    const page2 = (await get('/api/traceability/events?page=2')).json().data;
    expect(page2.events).toHaveLength(6);
  });

  it('filters by product, type, location, lot prefix and dates', async () => {
    const byProduct = (await get(`/api/traceability/events?product_id=${productId}`)).json().data;
    expect(byProduct.pagination.total).toBe(1);
    expect((await get(`/api/traceability/events?lot_number=G1`)).json().data.pagination.total).toBe(10);
    expect((await get(`/api/traceability/events?lot_number=G`)).json().data.pagination.total).toBe(30);
    // Pages of a filter without a maintained total: newest first, nothing lost or repeated between pages.
    const lotIds = async (page: number) => (await get(`/api/traceability/events?lot_number=G&per_page=12&page=${page}`)).json().data.events.map((e: { id: number }) => e.id);
    const paged = [...(await lotIds(1)), ...(await lotIds(2)), ...(await lotIds(3))];
    const stored = await t.db.kysely.selectFrom('traceability_events').select('id').where('lot_number', 'like', 'G%').orderBy('id', 'desc').execute();
    expect(paged).toEqual(stored.map((row) => row.id));
    expect(await lotIds(4)).toEqual([]);
    expect((await get(`/api/traceability/events?event_type=DISPATCH`)).json().data.pagination.total).toBe(0);
    expect((await get(`/api/traceability/events?location_id=${locationId}`)).json().data.pagination.total).toBe(31);
    const today = santiagoDay(new Date());
    expect((await get(`/api/traceability/events?date_from=2000-01-01&date_to=2000-01-02`)).json().data.pagination.total).toBe(0);
    expect((await get(`/api/traceability/events?date_from=${today}`)).json().data.pagination.total).toBeGreaterThan(0);
    const bad = await get('/api/traceability/events?event_type=ROBO&date_from=ayer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ 'querystring.event_type': 'Tipo de evento desconocido', 'querystring.date_from': 'La fecha debe tener el formato AAAA-MM-DD' });
    for (const day of ['2025-13-01', '2025-02-30', '2025-00-01']) {
      const impossible = await get(`/api/traceability/events?date_to=${day}`);
      expect(impossible.statusCode, day).toBe(400);
      expect(impossible.json().fields).toEqual({ 'querystring.date_to': 'La fecha debe tener el formato AAAA-MM-DD' });
      expect((await get(`/api/traceability/events/export?date_to=${day}`)).statusCode, day).toBe(400);
    }
  });

  it('exports every matching event as CSV, beyond one page', async () => {
    const res = await get('/api/traceability/events/export?lot_number=G');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="trazabilidad_eventos.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Fecha/Hora,Evento,Producto,SKU,Ubicación,Lote,Serie,Vencimiento,Cantidad,Usuario,Referencia,Descripción,Notas');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain('Recepción,Gasa estéril,GAS-01');
  });

  it('shows a product history with statistics', async () => {
    const res = await get(`/api/traceability/products/${otherProductId}/history`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.product).toMatchObject({ name: 'Gasa estéril', sku: 'GAS-01', category: 'Insumos', current_stock: 30 });
    expect(data.statistics).toMatchObject({ total_events: 30, by_type: { RECEPTION: { events: 30, quantity: 30 } } });
    expect(data.history).toHaveLength(30);
    expect((await get('/api/traceability/products/99999/history')).json()).toEqual({ error: 'Producto no encontrado', code: 'NOT_FOUND' });
  });

  it('records quality checks without moving stock, and damage through the ledger', async () => {
    const qc = await t.app.inject({ method: 'POST', url: '/api/traceability/events', headers: t.auth('admin'), payload: { event_type: 'QUALITY_CHECK', inventory_id: inventoryId, notes: 'Embalaje íntegro' } });
    expect(qc.statusCode).toBe(201);
    const damage = await t.app.inject({ method: 'POST', url: '/api/traceability/events', headers: t.auth('admin'), payload: { event_type: 'DAMAGE', inventory_id: inventoryId, quantity: 2, description: 'Envase roto' } });
    expect(damage.statusCode).toBe(201);
    const tooMuch = await t.app.inject({ method: 'POST', url: '/api/traceability/events', headers: t.auth('admin'), payload: { event_type: 'EXPIRY', inventory_id: inventoryId, quantity: 99 } });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatch(/Stock insuficiente de Stent coronario \(STN-01\) lote ST-2027/);
    const missing = await t.app.inject({ method: 'POST', url: '/api/traceability/events', headers: t.auth('admin'), payload: { event_type: 'DAMAGE', inventory_id: inventoryId } });
    expect(missing.json().fields).toEqual({ quantity: 'La cantidad es requerida para daños y vencimientos' });
    const stock = await t.db.kysely.selectFrom('products').select('current_stock').where('id', '=', productId).executeTakeFirstOrThrow();
    expect(stock.current_stock).toBe(8);
    const viewer = await t.app.inject({ method: 'POST', url: '/api/traceability/events', headers: t.auth('viewer'), payload: { event_type: 'QUALITY_CHECK', inventory_id: inventoryId } });
    expect(viewer.statusCode).toBe(403);
  });

  it('summarises on the dashboard', async () => {
    const data = (await get('/api/traceability/dashboard')).json().data;
    expect(data.total_events).toBe(33);
    expect(data.events_today).toBe(33);
    expect(data.by_type_last_30_days).toEqual(expect.arrayContaining([{ event_type: 'RECEPTION', label: 'Recepción', events: 31 }]));
    expect(data.recent).toHaveLength(10);
  });

  it('verifies the hash chain from its checkpoint and reports the unsealed backlog', async () => {
    const before = (await get('/api/traceability/verify')).json().data;
    expect(before.valid).toBe(true);
    await t.app.eventSealer.sealNow();
    const after = (await get('/api/traceability/verify')).json().data;
    expect(after).toMatchObject({ valid: true, unsealed: 0, first_broken: null, mode: 'incremental', complete: true, chain_length: 33, verified_through_seq: 33 });
    expect(after.message).toMatch(/^Cadena íntegra: verificada hasta el evento 33/);
    const full = (await get('/api/traceability/verify?full=true', 'admin')).json().data;
    expect(full).toMatchObject({ valid: true, checked: 33, mode: 'full', complete: true, message: 'Cadena íntegra: verificación completa de 33 eventos' });
    expect(full.last_full_verification_at).toEqual(expect.any(String));
  });

  it('is for administrators and viewers only', async () => {
    expect((await get('/api/traceability/events', 'operator')).statusCode).toBe(403);
  });
});

describe('event totals', () => {
  it('are exact from the maintained counts, unsealed events included, for all, type, product, location and days', async () => {
    const local = await createTestApp();
    try {
      const { location_id } = await createLocation(local.db.kysely);
      const a = await createProduct(local.db.kysely, { sku: 'CNT-A' });
      const b = await createProduct(local.db.kysely, { sku: 'CNT-B' });
      const ctx = { user_id: 1 };
      await local.app.stockTransaction(async (stock) => {
        for (let i = 0; i < 4; i++) await stock.add({ product_id: a, location_id, lot_number: `A${i}` }, 5, 'RECEPTION', ctx);
        await stock.add({ product_id: b, location_id }, 2, 'RECEPTION', ctx);
      });
      await local.app.eventSealer.sealNow();
      // Written after the seal: counted from the unsealed backlog until the sealer passes.
      await local.db.kysely.transaction().execute(async (trx) => {
        const { ledger } = await import('../src/modules/ledger/ledger');
        await ledger(trx).remove({ product_id: a, location_id, lot_number: 'A0' }, 3, 'DISPATCH', ctx);
      });
      const lget = (url: string) => local.app.inject({ url, headers: local.auth('viewer') });
      const totalOf = async (query: string) => (await lget(`/api/traceability/events${query}`)).json().data.pagination;
      const today = santiagoDay(new Date());
      const expectations: Array<[string, number]> = [
        ['', 6],
        ['?event_type=RECEPTION', 5],
        ['?event_type=DISPATCH', 1],
        [`?product_id=${a}`, 5],
        [`?product_id=${a}&event_type=DISPATCH`, 1],
        [`?location_id=${location_id}`, 6],
        [`?location_id=${location_id}&event_type=RECEPTION`, 5],
        [`?date_from=${today}&date_to=${today}`, 6],
        [`?date_from=${today}&event_type=DISPATCH`, 1],
        ['?date_from=2000-01-01&date_to=2000-01-31', 0],
        [`?product_id=${a}&location_id=${location_id}&lot_number=A`, 5],
      ];
      const check = async () => {
        for (const [query, total] of expectations) expect(await totalOf(query), query).toMatchObject({ total, total_is_lower_bound: false });
      };
      await check();
      const history = (await lget(`/api/traceability/products/${a}/history`)).json().data.statistics;
      expect(history).toMatchObject({ total_events: 5, by_type: { RECEPTION: { events: 4, quantity: 20 }, DISPATCH: { events: 1, quantity: -3 } } });
      await local.app.eventSealer.sealNow();
      await check();
      const counts = await local.db.kysely.selectFrom('event_chain_state').selectAll().executeTakeFirstOrThrow();
      expect(counts).toMatchObject({ last_seq: 6, counted_seq: 6 });

      // Counts lost or behind the chain (as after seed:large): capped counts meanwhile, then the sealer catches up.
      await sql`delete from event_counts`.execute(local.db.kysely);
      await sql`update event_chain_state set counted_seq = 0`.execute(local.db.kysely);
      expect(await totalOf(`?product_id=${a}`)).toMatchObject({ total: 5, total_is_lower_bound: false });
      const dashboard = async () => (await lget('/api/traceability/dashboard')).json().data;
      // The scan groups days in UTC, the counts in Santiago: only the totals are compared here.
      const summary = { total_events: 6, events_today: 6 };
      expect(await dashboard()).toMatchObject(summary);
      await local.app.eventSealer.sealNow();
      await check();
      const fromCounts = await dashboard();
      expect(fromCounts).toMatchObject({ ...summary, daily_last_14_days: [{ day: today, events: 6 }] });
      expect(fromCounts.by_type_last_30_days).toEqual(expect.arrayContaining([{ event_type: 'RECEPTION', label: 'Recepción', events: 5 }, { event_type: 'DISPATCH', label: 'Despacho', events: 1 }]));
      expect((await lget(`/api/traceability/products/${a}/history`)).json().data.statistics.total_events).toBe(5);
    } finally {
      await local.close();
    }
  });

  it('caps the count at 10 001 for filters without a maintained total and says it is a lower bound', async () => {
    const local = await createTestApp();
    try {
      const { location_id } = await createLocation(local.db.kysely);
      const a = await createProduct(local.db.kysely, { sku: 'CAP-A' });
      // Quality checks (quantity 0) written straight into the log: many events without stock work.
      const at = new Date().toISOString();
      const checks = Array.from({ length: 10_050 }, (_, i) => ({
        event_type: 'QUALITY_CHECK', product_id: a, location_id, lot_number: `CAP${i}`, serial_number: null, expiry_date: null, quantity: 0, user_id: 1,
        reference_type: null, reference_id: null, reference: null, description: null, notes: null, created_at: at, chain_seq: null, prev_hash: null, hash: null,
      }));
      for (let i = 0; i < checks.length; i += 500) await local.db.kysely.insertInto('traceability_events').values(checks.slice(i, i + 500)).execute();
      await local.app.eventSealer.sealNow();
      const lget = (url: string) => local.app.inject({ url, headers: local.auth('viewer') });
      const lot = (await lget('/api/traceability/events?lot_number=CAP')).json().data;
      expect(lot.pagination).toEqual({ page: 1, per_page: 25, total: 10_001, total_is_lower_bound: true });
      expect(lot.events).toHaveLength(25);
      expect((await lget('/api/traceability/events?lot_number=CAP&page=403')).json().data.events).toHaveLength(0);
      expect((await lget('/api/traceability/events?lot_number=CAP&page=402')).json().data.events).toHaveLength(0 + 10_050 - 401 * 25);
      expect((await lget(`/api/traceability/events?product_id=${a}`)).json().data.pagination).toMatchObject({ total: 10_050, total_is_lower_bound: false });
      expect((await lget(`/api/traceability/events?lot_number=CAP1000`)).json().data.pagination).toMatchObject({ total: 11, total_is_lower_bound: false });
    } finally {
      await local.close();
    }
  });
});

describe('export', () => {
  it('writes the CSV directly: quoting, Spanish labels, dates as on screen, lookups of product, location and user', async () => {
    const local = await createTestApp();
    try {
      const { location_id } = await createLocation(local.db.kysely);
      const a = await createProduct(local.db.kysely, { name: 'Sutura "3-0", nylon', sku: 'EXP-A' });
      await local.app.stockTransaction(async (stock) => {
        await stock.add({ product_id: a, location_id, lot_number: 'EX1', expiry_date: '2027-01-31' }, 4, 'RECEPTION', { user_id: 1, reference: 'ING-9', description: 'Línea 1,\nsegunda' });
        await stock.remove({ product_id: a, location_id, lot_number: 'EX1', expiry_date: '2027-01-31' }, 1, 'DAMAGE', { user_id: null });
      });
      const res = await local.app.inject({ url: `/api/traceability/events/export?product_id=${a}`, headers: local.auth('viewer') });
      const events = await local.db.kysely.selectFrom('traceability_events').selectAll().where('product_id', '=', a).orderBy('id', 'desc').execute();
      const location = await local.db.kysely.selectFrom('locations').select('code').where('id', '=', location_id).executeTakeFirstOrThrow();
      expect(res.body).toBe(
        '\uFEFFFecha/Hora,Evento,Producto,SKU,Ubicación,Lote,Serie,Vencimiento,Cantidad,Usuario,Referencia,Descripción,Notas\r\n' +
          `"${formatDateTimeES(events[0]!.created_at)}",Daño,"Sutura ""3-0"", nylon",EXP-A,${location.code},EX1,,2027-01-31,-1,N/A,,,\r\n` +
          `"${formatDateTimeES(events[1]!.created_at)}",Recepción,"Sutura ""3-0"", nylon",EXP-A,${location.code},EX1,,2027-01-31,4,admin,ING-9,"Línea 1,\nsegunda",\r\n`,
      );
    } finally {
      await local.close();
    }
  });
});

describe('chain verification', () => {
  it('walks only what is new from the checkpoint, catches tampering after it; the full walk (admins) catches it before', async () => {
    const local = await createTestApp();
    try {
      const { location_id } = await createLocation(local.db.kysely);
      const a = await createProduct(local.db.kysely, { sku: 'VER-A' });
      const write = (n: number) =>
        local.app.stockTransaction(async (stock) => {
          for (let i = 0; i < n; i++) await stock.add({ product_id: a, location_id, lot_number: `V${i}` }, 1, 'RECEPTION', { user_id: 1 });
        });
      const verify = async (query = '', role: 'admin' | 'viewer' = 'viewer') => local.app.inject({ url: `/api/traceability/verify${query}`, headers: local.auth(role) });
      await write(10);
      await local.app.eventSealer.sealNow();
      const first = (await verify()).json().data;
      expect(first).toMatchObject({ valid: true, checked: 10, verified_from_seq: 0, verified_through_seq: 10, complete: true, last_full_verification_at: null });
      await write(5);
      await local.app.eventSealer.sealNow();
      const second = (await verify()).json().data;
      expect(second).toMatchObject({ valid: true, checked: 5, verified_from_seq: 10, verified_through_seq: 15, chain_length: 15, complete: true });
      expect(second.message).toBe('Cadena íntegra: verificada hasta el evento 15 (5 nuevos revisados desde el punto de control del evento 10)');

      // A bounded incremental call says how far it got; the next one goes on from there.
      await write(6);
      await local.app.eventSealer.sealNow();
      const partial = await verifyEventChain(local.db.kysely, { mode: 'incremental', budget: 4 });
      expect(partial).toMatchObject({ valid: true, checked: 4, verified_from_seq: 15, verified_through_seq: 19, chain_length: 21, complete: false });
      const rest = (await verify()).json().data;
      expect(rest).toMatchObject({ valid: true, checked: 2, verified_from_seq: 19, verified_through_seq: 21, complete: true });

      // Tampering before the checkpoint: invisible to the incremental check, caught by the full walk.
      await local.db.kysely.updateTable('traceability_events').set({ quantity: 99 }).where('chain_seq', '=', 7).execute();
      expect((await verify()).json().data).toMatchObject({ valid: true, checked: 0, verified_from_seq: 21 });
      const viewerFull = await verify('?full=true');
      expect(viewerFull.statusCode).toBe(403);
      expect(viewerFull.json()).toEqual({ error: 'Solo un administrador puede ejecutar la verificación completa de la cadena', code: 'FORBIDDEN' });
      const full = (await verify('?full=true', 'admin')).json().data;
      expect(full).toMatchObject({ valid: false, mode: 'full', first_broken: { chain_seq: 7, reason: 'el contenido del evento fue modificado' }, complete: false });
      expect(full.message).toMatch(/^Cadena alterada en el evento \d+ \(eslabón 7\): el contenido del evento fue modificado$/);
      await local.db.kysely.updateTable('traceability_events').set({ quantity: 1 }).where('chain_seq', '=', 7).execute();
      expect((await verify('?full=true', 'admin')).json().data).toMatchObject({ valid: true, checked: 21, complete: true, last_full_verification_at: expect.any(String) });

      // Tampering after the checkpoint, and of the checkpoint event itself: caught by the incremental check.
      await write(3);
      await local.app.eventSealer.sealNow();
      await local.db.kysely.updateTable('traceability_events').set({ lot_number: 'FALSO' }).where('chain_seq', '=', 23).execute();
      const after = (await verify()).json().data;
      expect(after).toMatchObject({ valid: false, mode: 'incremental', first_broken: { chain_seq: 23 }, verified_from_seq: 21 });
      expect(after.message).toMatch(/\(eslabón 23\)/);
      await local.db.kysely.updateTable('traceability_events').set({ lot_number: 'V1' }).where('chain_seq', '=', 23).execute();
      expect((await verify()).json().data).toMatchObject({ valid: true, verified_through_seq: 24 });
      await local.db.kysely.updateTable('traceability_events').set({ notes: 'cambiado' }).where('chain_seq', '=', 24).execute();
      expect((await verify()).json().data).toMatchObject({ valid: false, first_broken: { chain_seq: 24, reason: 'el evento del punto de control fue modificado' } });
      expect((await verify('?full=nope', 'admin')).statusCode).toBe(400);
    } finally {
      await local.close();
    }
  });
});
