import { formatDateTimeCL, santiagoDay } from '@bodega/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import type { Database, EventRow } from '../src/db/schema';
import {
  chainDb,
  eventHash,
  GENESIS_HASH,
  legacyEventHash,
  upgradeChainKey,
  verifyEventChain,
} from '../src/modules/ledger/event-chain';
import { eventMac } from '../src/modules/ledger/event-mac';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp, TEST_AUDIT_KEY } from './helpers';
import { verifyChainThroughApi } from './chain-verification';

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
  await t.app.deps.stockTransaction(async (stock) => {
    for (let i = 0; i < 30; i++)
      await stock.add({ product_id: otherProductId, location_id: locationId, lot_number: `G${i % 3}` }, 1, 'RECEPTION', {
        user_id: 1,
        reference: `ING-${i}`,
      });
    const row = await stock.add(
      { product_id: productId, location_id: locationId, lot_number: 'ST-2027', expiry_date: '2027-05-31' },
      10,
      'RECEPTION',
      { user_id: 1, reference: 'ING-100', description: 'Recepción de stents' },
    );
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
    const lotIds = async (page: number) =>
      (await get(`/api/traceability/events?lot_number=G&per_page=12&page=${page}`))
        .json()
        .data.events.map((e: { id: number }) => e.id);
    const paged = [...(await lotIds(1)), ...(await lotIds(2)), ...(await lotIds(3))];
    const stored = await t.db.kysely
      .selectFrom('traceability_events')
      .select('id')
      .where('lot_number', 'like', 'G%')
      .orderBy('id', 'desc')
      .execute();
    expect(paged).toEqual(stored.map((row) => row.id));
    expect(await lotIds(4)).toEqual([]);
    expect((await get(`/api/traceability/events?event_type=DISPATCH`)).json().data.pagination.total).toBe(0);
    expect((await get(`/api/traceability/events?location_id=${locationId}`)).json().data.pagination.total).toBe(31);
    const today = santiagoDay(new Date());
    expect((await get(`/api/traceability/events?date_from=2000-01-01&date_to=2000-01-02`)).json().data.pagination.total).toBe(0);
    expect((await get(`/api/traceability/events?date_from=${today}`)).json().data.pagination.total).toBeGreaterThan(0);
    const bad = await get('/api/traceability/events?event_type=ROBO&date_from=ayer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'querystring.event_type': 'Tipo de evento desconocido',
      'querystring.date_from': 'La fecha debe tener el formato AAAA-MM-DD',
    });
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
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Fecha/Hora,Evento,Producto,SKU,Ubicación,Lote,Serie,Vencimiento,Cantidad,Usuario,Referencia,Descripción,Notas',
    );
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
    expect((await get('/api/traceability/products/99999/history')).json()).toEqual({
      error: 'Producto no encontrado',
      code: 'NOT_FOUND',
    });
  });

  it('records quality checks without moving stock, and damage through the ledger', async () => {
    const qc = await t.app.inject({
      method: 'POST',
      url: '/api/traceability/events',
      headers: t.auth('admin'),
      payload: { event_type: 'QUALITY_CHECK', inventory_id: inventoryId, notes: 'Embalaje íntegro' },
    });
    expect(qc.statusCode).toBe(201);
    const damage = await t.app.inject({
      method: 'POST',
      url: '/api/traceability/events',
      headers: t.auth('admin'),
      payload: { event_type: 'DAMAGE', inventory_id: inventoryId, quantity: 2, description: 'Envase roto' },
    });
    expect(damage.statusCode).toBe(201);
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: '/api/traceability/events',
      headers: t.auth('admin'),
      payload: { event_type: 'EXPIRY', inventory_id: inventoryId, quantity: 99 },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatch(/Stock insuficiente de Stent coronario \(STN-01\) lote ST-2027/);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/traceability/events',
      headers: t.auth('admin'),
      payload: { event_type: 'DAMAGE', inventory_id: inventoryId },
    });
    expect(missing.json().fields).toEqual({ quantity: 'La cantidad es requerida para daños y vencimientos' });
    const stock = await t.db.kysely
      .selectFrom('products')
      .select('current_stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(stock.current_stock).toBe(8);
    const viewer = await t.app.inject({
      method: 'POST',
      url: '/api/traceability/events',
      headers: t.auth('viewer'),
      payload: { event_type: 'QUALITY_CHECK', inventory_id: inventoryId },
    });
    expect(viewer.statusCode).toBe(403);
  });

  it('summarises on the dashboard', async () => {
    const data = (await get('/api/traceability/dashboard')).json().data;
    expect(data.total_events).toBe(33);
    expect(data.events_today).toBe(33);
    expect(data.by_type_last_30_days).toEqual(
      expect.arrayContaining([{ event_type: 'RECEPTION', label: 'Recepción', events: 31 }]),
    );
    expect(data.recent).toHaveLength(10);
  });

  it('verifies the whole hash chain and reports the unsealed backlog', async () => {
    const before = await verifyChainThroughApi(t.app, t.auth('admin'));
    expect(before.valid).toBe(true);
    await t.app.eventSealer.sealNow();
    const after = await verifyChainThroughApi(t.app, t.auth('admin'));
    expect(after).toMatchObject({
      valid: true,
      unsealed: 0,
      first_broken: null,
      broken: [],
      broken_limit_reached: false,
      mode: 'full',
      checked: 33,
      complete: true,
      chain_length: 33,
      verified_through_seq: 33,
    });
    expect(after.message).toBe('Cadena íntegra: verificación completa de 33 eventos');
    expect(after.last_full_verification_at).toEqual(expect.any(String));
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
      await local.app.deps.stockTransaction(async (stock) => {
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
        for (const [query, total] of expectations)
          expect(await totalOf(query), query).toMatchObject({ total, total_is_lower_bound: false });
      };
      await check();
      const history = (await lget(`/api/traceability/products/${a}/history`)).json().data.statistics;
      expect(history).toMatchObject({
        total_events: 5,
        by_type: { RECEPTION: { events: 4, quantity: 20 }, DISPATCH: { events: 1, quantity: -3 } },
      });
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
      expect(fromCounts.by_type_last_30_days).toEqual(
        expect.arrayContaining([
          { event_type: 'RECEPTION', label: 'Recepción', events: 5 },
          { event_type: 'DISPATCH', label: 'Despacho', events: 1 },
        ]),
      );
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
        event_type: 'QUALITY_CHECK',
        product_id: a,
        location_id,
        lot_number: `CAP${i}`,
        serial_number: null,
        expiry_date: null,
        quantity: 0,
        user_id: 1,
        reference_type: null,
        reference_id: null,
        reference: null,
        description: null,
        notes: null,
        created_at: at,
        chain_seq: null,
        prev_hash: null,
        hash: null,
      })).map((event) => ({ ...event, mac: eventMac(local.db.kysely, event) }));
      for (let i = 0; i < checks.length; i += 500)
        await local.db.kysely
          .insertInto('traceability_events')
          .values(checks.slice(i, i + 500))
          .execute();
      await local.app.eventSealer.sealNow();
      const lget = (url: string) => local.app.inject({ url, headers: local.auth('viewer') });
      const lot = (await lget('/api/traceability/events?lot_number=CAP')).json().data;
      expect(lot.pagination).toEqual({ page: 1, per_page: 25, total: 10_001, total_is_lower_bound: true });
      expect(lot.events).toHaveLength(25);
      expect((await lget('/api/traceability/events?lot_number=CAP&page=403')).json().data.events).toHaveLength(0);
      expect((await lget('/api/traceability/events?lot_number=CAP&page=402')).json().data.events).toHaveLength(
        0 + 10_050 - 401 * 25,
      );
      expect((await lget(`/api/traceability/events?product_id=${a}`)).json().data.pagination).toMatchObject({
        total: 10_050,
        total_is_lower_bound: false,
      });
      expect((await lget(`/api/traceability/events?lot_number=CAP1000`)).json().data.pagination).toMatchObject({
        total: 11,
        total_is_lower_bound: false,
      });
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
      await local.app.deps.stockTransaction(async (stock) => {
        await stock.add({ product_id: a, location_id, lot_number: 'EX1', expiry_date: '2027-01-31' }, 4, 'RECEPTION', {
          user_id: 1,
          reference: 'ING-9',
          description: 'Línea 1,\nsegunda',
        });
        await stock.remove({ product_id: a, location_id, lot_number: 'EX1', expiry_date: '2027-01-31' }, 1, 'DAMAGE', {
          user_id: null,
        });
      });
      const res = await local.app.inject({
        url: `/api/traceability/events/export?product_id=${a}`,
        headers: local.auth('viewer'),
      });
      const events = await local.db.kysely
        .selectFrom('traceability_events')
        .selectAll()
        .where('product_id', '=', a)
        .orderBy('id', 'desc')
        .execute();
      const location = await local.db.kysely
        .selectFrom('locations')
        .select('code')
        .where('id', '=', location_id)
        .executeTakeFirstOrThrow();
      expect(res.body).toBe(
        '\uFEFFFecha/Hora,Evento,Producto,SKU,Ubicación,Lote,Serie,Vencimiento,Cantidad,Usuario,Referencia,Descripción,Notas\r\n' +
          `${formatDateTimeCL(events[0]!.created_at)},Daño,"Sutura ""3-0"", nylon",EXP-A,${location.code},EX1,,31-01-2027,-1,N/A,,,\r\n` +
          `${formatDateTimeCL(events[1]!.created_at)},Recepción,"Sutura ""3-0"", nylon",EXP-A,${location.code},EX1,,31-01-2027,4,admin,ING-9,"Línea 1,\nsegunda",\r\n`,
      );
    } finally {
      await local.close();
    }
  });
});

describe('chain verification', () => {
  it('walks the whole chain every time and lists every broken link, up to the limit', async () => {
    const local = await createTestApp();
    try {
      const { location_id } = await createLocation(local.db.kysely);
      const a = await createProduct(local.db.kysely, { sku: 'VER-A' });
      const write = (n: number) =>
        local.app.deps.stockTransaction(async (stock) => {
          for (let i = 0; i < n; i++)
            await stock.add({ product_id: a, location_id, lot_number: `V${i}` }, 1, 'RECEPTION', { user_id: 1 });
        });
      const verify = () => verifyChainThroughApi(local.app, local.auth('admin'));
      await write(20);
      await local.app.eventSealer.sealNow();
      expect(await verify()).toMatchObject({ valid: true, checked: 20, verified_through_seq: 20, complete: true });
      expect(await verify()).toMatchObject({ valid: true, checked: 20 });

      // A change before an earlier valid verification is still found: nothing is trusted from a checkpoint.
      await local.db.kysely.updateTable('traceability_events').set({ quantity: 99 }).where('chain_seq', '=', 3).execute();
      // A second change, and a deleted event: all listed, not only the first.
      await local.db.kysely.updateTable('traceability_events').set({ lot_number: 'FALSO' }).where('chain_seq', '=', 9).execute();
      await local.db.kysely.deleteFrom('traceability_events').where('chain_seq', '=', 15).execute();
      const broken = await verify();
      expect(broken).toMatchObject({ valid: false, complete: false, verified_through_seq: 2, broken_limit_reached: false });
      expect(broken.broken.map((b: { chain_seq: number; reason: string }) => [b.chain_seq, b.reason])).toEqual([
        [3, 'el contenido del evento fue modificado'],
        [9, 'el contenido del evento fue modificado'],
        [16, 'falta el eslabón 15'],
      ]);
      expect(broken.first_broken).toEqual(broken.broken[0]);
      expect(broken.message).toMatch(
        /^Cadena alterada en el evento \d+ \(eslabón 3\): el contenido del evento fue modificado \(3 eslabones alterados en total\)$/,
      );

      // The limit: the walk stops and says more may follow.
      const limited = await verifyEventChain(local.db.kysely, TEST_AUDIT_KEY, { limit: 2 });
      expect(limited).toMatchObject({ valid: false, broken_limit_reached: true });
      expect(limited.broken).toHaveLength(2);
    } finally {
      await local.close();
    }
  });

  it('detects a rewrite with recomputed hashes: without the key the HMAC cannot be forged', async () => {
    const local = await createTestApp();
    try {
      const { location_id } = await createLocation(local.db.kysely);
      const a = await createProduct(local.db.kysely, { sku: 'VER-B' });
      await local.app.deps.stockTransaction(async (stock) => {
        for (let i = 0; i < 6; i++)
          await stock.add({ product_id: a, location_id, lot_number: `W${i}` }, 1, 'RECEPTION', { user_id: 1 });
      });
      await local.app.eventSealer.sealNow();
      // The attacker changes event 2 and recomputes every hash from there, with plain SHA-256 or
      // with a key of their own, and fixes the chain state too.
      for (const forge of [
        (prev: string, row: EventRow) => legacyEventHash(prev, row),
        (prev: string, row: EventRow) => eventHash('clave-del-atacante-clave-del-atacante', prev, row),
      ]) {
        await local.db.kysely.updateTable('traceability_events').set({ quantity: 500 }).where('chain_seq', '=', 2).execute();
        const rows = await local.db.kysely
          .selectFrom('traceability_events')
          .selectAll()
          .where('chain_seq', 'is not', null)
          .orderBy('chain_seq')
          .execute();
        let prev = rows[0]!.hash!;
        for (const row of rows.slice(1)) {
          const hash = forge(prev, row);
          await local.db.kysely
            .updateTable('traceability_events')
            .set({ prev_hash: prev, hash })
            .where('id', '=', row.id)
            .execute();
          prev = hash;
        }
        await local.db.kysely.updateTable('event_chain_state').set({ last_hash: prev }).where('id', '=', 1).execute();
        const result = await verifyEventChain(local.db.kysely, TEST_AUDIT_KEY);
        expect(result.valid).toBe(false);
        expect(result.first_broken).toMatchObject({ chain_seq: 2, reason: 'el contenido del evento fue modificado' });
      }
    } finally {
      await local.close();
    }
  });

  it('re-seals a chain from before the audit key once, only if it holds with SHA-256', async () => {
    const local = await createTestApp();
    try {
      const { location_id } = await createLocation(local.db.kysely);
      const a = await createProduct(local.db.kysely, { sku: 'VER-C' });
      await local.app.deps.stockTransaction(async (stock) => {
        for (let i = 0; i < 4; i++)
          await stock.add({ product_id: a, location_id, lot_number: `X${i}` }, 1, 'RECEPTION', { user_id: 1 });
      });
      await local.app.eventSealer.sealNow();
      // Turn it into a chain as the previous version sealed it: plain SHA-256, no key id.
      const legacy = async () => {
        const rows = await local.db.kysely
          .selectFrom('traceability_events')
          .selectAll()
          .where('chain_seq', 'is not', null)
          .orderBy('chain_seq')
          .execute();
        let prev = GENESIS_HASH;
        for (const row of rows) {
          const hash = legacyEventHash(prev, row);
          await local.db.kysely
            .updateTable('traceability_events')
            .set({ prev_hash: prev, hash })
            .where('id', '=', row.id)
            .execute();
          prev = hash;
        }
        await chainDb(local.db.kysely)
          .updateTable('event_chain_state')
          .set({ last_hash: prev, key_id: null })
          .where('id', '=', 1)
          .execute();
      };
      await legacy();
      expect((await verifyEventChain(local.db.kysely, TEST_AUDIT_KEY)).valid).toBe(false);
      expect(await upgradeChainKey(local.db, TEST_AUDIT_KEY, local.app.log)).toBe('upgraded');
      expect(await verifyEventChain(local.db.kysely, TEST_AUDIT_KEY)).toMatchObject({ valid: true, checked: 4 });
      expect(await upgradeChainKey(local.db, TEST_AUDIT_KEY, local.app.log)).toBe('keyed');
      // Another key: reported, never re-sealed.
      expect(await upgradeChainKey(local.db, 'otra-clave-otra-clave-otra-clave-0000', local.app.log)).toBe('other-key');
      expect((await verifyEventChain(local.db.kysely, 'otra-clave-otra-clave-otra-clave-0000')).first_broken?.reason).toBe(
        'la clave de auditoría (AUDIT_KEY) no es la que selló la cadena',
      );

      // A legacy chain tampered before the upgrade is not laundered by it.
      await legacy();
      await local.db.kysely.updateTable('traceability_events').set({ quantity: 7 }).where('chain_seq', '=', 2).execute();
      expect(await upgradeChainKey(local.db, TEST_AUDIT_KEY, local.app.log)).toBe('legacy-broken');
      expect((await verifyEventChain(local.db.kysely, TEST_AUDIT_KEY)).valid).toBe(false);
    } finally {
      await local.close();
    }
  });

  it('seals only the events the server wrote: a row inserted straight into the table is refused and listed', async () => {
    const local = await createTestApp();
    try {
      const { location_id } = await createLocation(local.db.kysely);
      const a = await createProduct(local.db.kysely, { sku: 'VER-MAC' });
      const receive = (lot: string) =>
        local.app.deps.stockTransaction((stock) =>
          stock.add({ product_id: a, location_id, lot_number: lot }, 100, 'RECEPTION', { user_id: 1 }),
        );
      await receive('M1');
      await local.app.eventSealer.sealNow();
      const real = await local.db.kysely
        .selectFrom('traceability_events')
        .selectAll()
        .where('product_id', '=', a)
        .executeTakeFirstOrThrow();
      expect(real.mac).toMatch(/^a\.[\w-]{22}\.[0-9a-f]{64}$/);
      const forged = {
        event_type: 'DISPATCH',
        product_id: a,
        location_id,
        lot_number: 'M1',
        serial_number: null,
        expiry_date: null,
        quantity: -50,
        user_id: 1,
        reference_type: null,
        reference_id: null,
        reference: 'DSP-FALSO',
        description: null,
        notes: null,
        created_at: new Date().toISOString(),
        chain_seq: null,
        prev_hash: null,
        hash: null,
      };
      const insert = (row: Insertable<Database['traceability_events']>) =>
        local.db.kysely.insertInto('traceability_events').values(row).returning('id').executeTakeFirstOrThrow();
      const withoutMac = Number((await insert(forged)).id);
      // A made-up MAC does not verify; a real event copied with its MAC cannot be inserted (unique).
      const madeUpMac = Number(
        (await insert({ ...forged, reference: 'DSP-COPIA', mac: `a.${'x'.repeat(22)}.${'0'.repeat(64)}` })).id,
      );
      const { id: _realId, ...copy } = real;
      await expect(insert({ ...copy, chain_seq: null, prev_hash: null, hash: null })).rejects.toThrow();
      await receive('M2');
      await local.app.eventSealer.sealNow();

      const rows = await local.db.kysely
        .selectFrom('traceability_events')
        .select(['id', 'chain_seq', 'refused_at'])
        .where('product_id', '=', a)
        .orderBy('id')
        .execute();
      expect(rows.map((row) => [Number(row.id), row.chain_seq === null, row.refused_at === null])).toEqual([
        [Number(real.id), false, true],
        [withoutMac, true, false],
        [madeUpMac, true, false],
        [expect.any(Number), false, true],
      ]);
      const result = await verifyChainThroughApi(local.app, local.auth('admin'));
      expect(result).toMatchObject({ valid: false, chain_length: 2, checked: 2, verified_through_seq: 2, unsealed: 2 });
      expect(result.broken).toEqual([
        { id: withoutMac, chain_seq: 0, reason: 'evento no emitido por el sistema' },
        { id: madeUpMac, chain_seq: 0, reason: 'evento no emitido por el sistema' },
      ]);
      expect(result.message).toBe(
        `Cadena alterada en el evento ${withoutMac}: evento no emitido por el sistema (2 eslabones alterados en total)`,
      );
    } finally {
      await local.close();
    }
  });
});
