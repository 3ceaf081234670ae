import { addDays, santiagoDay } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct } from './fixtures';
import { sweepAlertResolutions } from '../src/modules/alerts';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let locationId: number;
const ctx = { user_id: 1 };

beforeAll(async () => {
  t = await createTestApp();
  ({ location_id: locationId } = await createLocation(t.db.kysely));
});
afterAll(async () => t?.close());

async function alertsOf(role: 'admin' | 'operator' | 'viewer' | 'user') {
  const res = await t.app.inject({ url: '/api/alerts?per_page=100', headers: t.auth(role) });
  expect(res.statusCode).toBe(200);
  const body = res.json() as {
    data: Array<{ key: string; type: string; title: string; description: string; severity: string; link: string }>;
    pagination: { page: number; per_page: number; total: number };
    counts: { total: number; por_tipo: Record<string, number> };
    mail_enabled: boolean;
  };
  // Every test's alerts fit on the one page.
  expect(body.pagination.total).toBe(body.data.length);
  return body;
}

async function userId(role: string) {
  const row = await t.db.kysely.selectFrom('users').select('id').where('role', '=', role).executeTakeFirstOrThrow();
  return row.id;
}

describe('alerts API', () => {
  it('shows an expiring lot while it is in stock, and not once it leaves', async () => {
    const productId = await createProduct(t.db.kysely, { min_stock: 0, name: 'Suero fisiológico' });
    const key = {
      product_id: productId,
      location_id: locationId,
      lot_number: 'L-VENCE',
      expiry_date: addDays(santiagoDay(), 20),
    };
    await t.app.deps.stockTransaction((stock) => stock.add(key, 5, 'RECEPTION', ctx));
    const body = await alertsOf('admin');
    expect(body.mail_enabled).toBe(false);
    const alert = body.data.find((a) => a.type === 'lote_por_vencer' && a.description.includes('L-VENCE'));
    expect(alert).toMatchObject({
      key: `lote_por_vencer-${productId}-30`,
      severity: 'media',
      title: 'Lotes por vencer de Suero fisiológico: 1 lote en 30 días',
    });
    // The one date format: dd-mm-aaaa, never the stored ISO day.
    const [year, month, day] = key.expiry_date.split('-');
    expect(alert!.description).toContain(`lote L-VENCE: 5 unidades, vence en 20 días (${day}-${month}-${year}).`);
    await t.app.deps.stockTransaction((stock) => stock.remove(key, 5, 'EXPIRY', ctx));
    expect((await alertsOf('admin')).data.some((a) => a.key === alert!.key)).toBe(false);
  });

  it('shows stock below the reorder point until it is replenished', async () => {
    const productId = await createProduct(t.db.kysely, { min_stock: 10 });
    const key = { product_id: productId, location_id: locationId };
    await t.app.deps.stockTransaction((stock) => stock.add(key, 4, 'RECEPTION', ctx));
    expect((await alertsOf('admin')).data.map((a) => a.key)).toContain(`stock_bajo-${productId}`);
    await t.app.deps.stockTransaction((stock) => stock.add(key, 20, 'RECEPTION', ctx));
    expect((await alertsOf('admin')).data.map((a) => a.key)).not.toContain(`stock_bajo-${productId}`);
  });

  it('shows an idle put-away list, and not once it moves', async () => {
    const at = new Date(Date.now() - 6 * 3_600_000).toISOString();
    const trx = await t.db.kysely
      .insertInto('transactions')
      .values({
        reference: 'ING-ALERTA-1',
        supplier: null,
        warehouse_id: null,
        zone_id: null,
        notes: null,
        mode: 'traditional',
        user_id: null,
        created_at: at,
        updated_at: at,
        processed_at: null,
        cancelled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await t.db.kysely
      .insertInto('storage_lists')
      .values({ list_number: 'ALM-TEST-1', transaction_id: trx.id, storage_strategy: 'nearest', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = `almacenamiento_detenido-${list.id}`;
    expect((await alertsOf('admin')).data.find((a) => a.key === key)).toMatchObject({ link: `/storage-execution/${list.id}` });
    await t.db.kysely
      .updateTable('storage_lists')
      .set({ status: 'completed', updated_at: new Date().toISOString() })
      .where('id', '=', list.id)
      .execute();
    expect((await alertsOf('admin')).data.some((a) => a.key === key)).toBe(false);
  });

  it('shows a failed chain verification until a later one passes', async () => {
    const at = new Date().toISOString();
    const row = {
      trigger: 'manual' as const,
      requested_by: null,
      started_at: at,
      finished_at: at,
      heartbeat_at: at,
      result: null,
      error: null,
      checked: 0,
      chain_length: 0,
    };
    const failed = await t.db.kysely
      .insertInto('chain_verifications')
      .values({ ...row, status: 'completa', valid: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await alertsOf('admin')).data.map((a) => a.key)).toContain(`cadena_fallida-${failed.id}`);
    const later = new Date(Date.now() + 1000).toISOString();
    await t.db.kysely
      .insertInto('chain_verifications')
      .values({ ...row, started_at: later, finished_at: later, heartbeat_at: later, status: 'completa', valid: 1 })
      .execute();
    expect((await alertsOf('admin')).data.some((a) => a.type === 'cadena_fallida')).toBe(false);
  });

  it('shows a count with a variance waiting for approval, and not once it is approved', async () => {
    const productId = await createProduct(t.db.kysely, { min_stock: 0 });
    const spot = { product_id: productId, location_id: locationId, lot_number: 'L-CONTEO', expiry_date: '2028-01-31' };
    await t.app.deps.stockTransaction((stock) => stock.add(spot, 10, 'RECEPTION', ctx));
    const at = new Date().toISOString();
    const task = await t.db.kysely
      .insertInto('count_tasks')
      .values({
        number: 'CNT-ALERTA-1',
        location_id: locationId,
        cause: 'A',
        state: 'por_aprobar',
        open_location_id: locationId,
        due_at: at,
        submitted_at: at,
        submitted_by: 1,
        created_by: 1,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = await t.db.kysely
      .insertInto('count_results')
      .values({
        task_id: task.id,
        product_id: productId,
        lot_number: 'L-CONTEO',
        serial_number: '',
        expiry_date: '2028-01-31',
        expected_quantity: 10,
        counted_quantity: 8,
        out_of_tolerance: 1,
        state: 'por_aprobar',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const alert = (await alertsOf('admin')).data.find((a) => a.key === `conteo_por_aprobar-${task.id}`);
    expect(alert).toMatchObject({
      type: 'conteo_por_aprobar',
      title: expect.stringContaining('CNT-ALERTA-1'),
      link: '/conteos?tab=aprobar',
    });
    // The admin role owns it by default: an operator does not see it.
    expect((await alertsOf('operator')).data.some((a) => a.type === 'conteo_por_aprobar')).toBe(false);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/counts/variances/${result.id}/approve`,
      headers: t.auth('admin'),
      payload: { reason_code: 'merma' },
    });
    expect(approved.statusCode).toBe(200);
    expect((await alertsOf('admin')).data.some((a) => a.type === 'conteo_por_aprobar')).toBe(false);
  });

  it('lets each user see and resolve only the alerts they own; a resolution keeps who and when until the cause comes back', async () => {
    const productId = await createProduct(t.db.kysely, { min_stock: 10 });
    const key = { product_id: productId, location_id: locationId };
    await t.app.deps.stockTransaction((stock) => stock.add(key, 3, 'RECEPTION', ctx));
    const expiring = await createProduct(t.db.kysely, { min_stock: 0 });
    const lotKey = { product_id: expiring, location_id: locationId, lot_number: 'L-OP', expiry_date: addDays(santiagoDay(), 5) };
    await t.app.deps.stockTransaction((stock) => stock.add(lotKey, 2, 'RECEPTION', ctx));

    // By default every type belongs to the admin role.
    expect((await alertsOf('operator')).data).toEqual([]);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/alerts/settings',
      headers: t.auth('admin'),
      payload: { settings: [{ type: 'stock_bajo', owner_role: 'operator' }] },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.find((s: { type: string }) => s.type === 'stock_bajo')).toMatchObject({
      owner_role: 'operator',
      owner_user_id: null,
    });

    const mine = (await alertsOf('operator')).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((a) => a.type === 'stock_bajo')).toBe(true);
    expect((await alertsOf('viewer')).data).toEqual([]);
    const lotAlert = (await alertsOf('admin')).data.find((a) => a.type === 'lote_por_vencer' && a.description.includes('L-OP'))!;
    expect(lotAlert.severity).toBe('alta');

    // Another owner's alert is not found for the operator, nor a made-up key.
    const other = await t.app.inject({ method: 'POST', url: `/api/alerts/${lotAlert.key}/resolve`, headers: t.auth('operator') });
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/alerts/nada-1/resolve', headers: t.auth('admin') })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/alerts/x%20y/resolve', headers: t.auth('admin') })).statusCode).toBe(
      400,
    );

    const alertKey = `stock_bajo-${productId}`;
    const resolved = await t.app.inject({ method: 'POST', url: `/api/alerts/${alertKey}/resolve`, headers: t.auth('operator') });
    expect(resolved.statusCode).toBe(200);
    const operatorId = await userId('operator');
    expect(resolved.json().data).toMatchObject({ key: alertKey, resolved_by: operatorId });
    const stored = await t.db.kysely
      .selectFrom('alert_resolutions')
      .selectAll()
      .where('alert_key', '=', alertKey)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ resolved_by: operatorId, resolved_at: resolved.json().data.resolved_at });
    expect((await alertsOf('operator')).data.map((a) => a.key)).not.toContain(alertKey);
    expect((await alertsOf('admin')).data.map((a) => a.key)).not.toContain(alertKey);
    const again = await t.app.inject({ method: 'POST', url: `/api/alerts/${alertKey}/resolve`, headers: t.auth('admin') });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('La alerta ya está resuelta');

    // The cause goes, then comes back: a new occurrence, open again once the upkeep swept the
    // resolution of the occurrence gone (GET itself keeps it).
    await t.app.deps.stockTransaction((stock) => stock.add(key, 20, 'RECEPTION', ctx));
    expect((await alertsOf('operator')).data.map((a) => a.key)).not.toContain(alertKey);
    const kept = await t.db.kysely.selectFrom('alert_resolutions').selectAll().where('alert_key', '=', alertKey).execute();
    expect(kept).toHaveLength(1);
    expect(await sweepAlertResolutions(t.db.kysely)).toBeGreaterThanOrEqual(1);
    expect(await t.db.kysely.selectFrom('alert_resolutions').selectAll().where('alert_key', '=', alertKey).execute()).toEqual([]);
    await t.app.deps.stockTransaction((stock) => stock.remove(key, 20, 'DAMAGE', ctx));
    expect((await alertsOf('operator')).data.map((a) => a.key)).toContain(alertKey);

    // A user owner: only that user (and admins) see the type.
    const put2 = await t.app.inject({
      method: 'PUT',
      url: '/api/alerts/settings',
      headers: t.auth('admin'),
      payload: { settings: [{ type: 'stock_bajo', owner_user_id: await userId('viewer') }] },
    });
    expect(put2.statusCode).toBe(200);
    expect((await alertsOf('viewer')).data.map((a) => a.key)).toContain(alertKey);
    expect((await alertsOf('operator')).data).toEqual([]);
    expect((await alertsOf('admin')).data.map((a) => a.key)).toContain(alertKey);
  });

  it('validates the settings with Spanish messages and keeps them for admins', async () => {
    const put = (payload: unknown, role: 'admin' | 'operator' = 'admin') =>
      t.app.inject({ method: 'PUT', url: '/api/alerts/settings', headers: t.auth(role), payload: payload as object });
    const before = (await t.app.inject({ url: '/api/alerts/settings', headers: t.auth('admin') })).json().data;
    expect(before.find((s: { type: string }) => s.type === 'lote_por_vencer')).toMatchObject({ threshold: 90 });

    const bad = [
      [
        { settings: [{ type: 'lote_por_vencer', owner_role: 'admin', threshold: 45 }] },
        'La ventana de vencimiento debe ser 30, 60 o 90 días',
      ],
      [
        { settings: [{ type: 'picking_detenido', owner_role: 'admin', threshold: 0 }] },
        'El umbral debe ser un número entero entre 1 y 720 horas',
      ],
      [
        { settings: [{ type: 'stock_bajo', owner_role: 'admin', owner_user_id: 1 }] },
        'Cada tipo de alerta necesita un responsable',
      ],
      [{ settings: [{ type: 'stock_bajo' }] }, 'Cada tipo de alerta necesita un responsable'],
      [{ settings: [{ type: 'stock_bajo', owner_role: 'admin', threshold: 3 }] }, 'Este tipo de alerta no tiene umbral'],
      [{ settings: [{ type: 'otro', owner_role: 'admin' }] }, 'Tipo de alerta desconocido'],
      [{ settings: [{ type: 'stock_bajo', owner_role: 'jefe' }] }, 'Rol desconocido'],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const missing = await put({ settings: [{ type: 'stock_bajo', owner_user_id: 99999 }] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('El usuario 99999 no existe');
    expect((await put({ settings: [{ type: 'stock_bajo', owner_role: 'admin' }] }, 'operator')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/alerts/settings', headers: t.auth('viewer') })).statusCode).toBe(403);
    const after = (await t.app.inject({ url: '/api/alerts/settings', headers: t.auth('admin') })).json().data;
    expect(after).toEqual(before);

    const ok = await put({ settings: [{ type: 'lote_por_vencer', owner_role: 'admin', threshold: 30 }] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.find((s: { type: string }) => s.type === 'lote_por_vencer')).toMatchObject({ threshold: 30 });
  });
});

describe('alerts API: expiring lots grouped, pages and counts', () => {
  it('groups a product’s expiring lots per window; a resolution holds until the set of lots changes', async () => {
    // The setting's widest window: lots are grouped in 30, 60 and 90 days.
    const setting = await t.app.inject({
      method: 'PUT',
      url: '/api/alerts/settings',
      headers: t.auth('admin'),
      payload: { settings: [{ type: 'lote_por_vencer', owner_role: 'admin', threshold: 90 }] },
    });
    expect(setting.statusCode).toBe(200);
    const productId = await createProduct(t.db.kysely, { min_stock: 0, name: 'Catéter grupal' });
    const lot = (lot_number: string, days: number) => ({
      product_id: productId,
      location_id: locationId,
      lot_number,
      expiry_date: addDays(santiagoDay(), days),
    });
    await t.app.deps.stockTransaction(async (stock) => {
      await stock.add(lot('G-1', 3), 4, 'RECEPTION', ctx);
      await stock.add(lot('G-2', 25), 6, 'RECEPTION', ctx);
      await stock.add(lot('G-3', 50), 1, 'RECEPTION', ctx);
      await stock.add(lot('G-4', 200), 9, 'RECEPTION', ctx);
    });
    const mine = () => alertsOf('admin').then((b) => b.data.filter((a) => a.key.startsWith(`lote_por_vencer-${productId}-`)));
    const first = await mine();
    expect(first.map((a) => a.key).sort()).toEqual([`lote_por_vencer-${productId}-30`, `lote_por_vencer-${productId}-60`]);
    const in30 = first.find((a) => a.key.endsWith('-30'))!;
    expect(in30).toMatchObject({ severity: 'alta', title: 'Lotes por vencer de Catéter grupal: 2 lotes en 30 días' });
    expect(in30.description).toMatch(/^10 unidades de SKU-\d+: lote G-1: 4 unidades, vence en 3 días .*; lote G-2: 6 unidades/);
    expect(first.find((a) => a.key.endsWith('-60'))!.description).toContain('lote G-3: 1 unidades');

    const resolved = await t.app.inject({ method: 'POST', url: `/api/alerts/${in30.key}/resolve`, headers: t.auth('admin') });
    expect(resolved.statusCode).toBe(200);
    // More units of a lot already listed: the same set, still resolved.
    await t.app.deps.stockTransaction((stock) => stock.add(lot('G-1', 3), 2, 'RECEPTION', ctx));
    expect((await mine()).map((a) => a.key)).toEqual([`lote_por_vencer-${productId}-60`]);
    // A new lot in the window: a new set, open again.
    await t.app.deps.stockTransaction((stock) => stock.add(lot('G-5', 10), 1, 'RECEPTION', ctx));
    const reopened = (await mine()).find((a) => a.key === in30.key);
    expect(reopened?.title).toBe('Lotes por vencer de Catéter grupal: 3 lotes en 30 días');
  });

  it('pages the open alerts, filters them by type and counts them (GET /api/alerts/count for the bell)', async () => {
    for (let i = 0; i < 3; i++) {
      const productId = await createProduct(t.db.kysely, { min_stock: 50 });
      await t.app.deps.stockTransaction((stock) =>
        stock.add({ product_id: productId, location_id: locationId }, 1, 'RECEPTION', ctx),
      );
    }
    const all = await alertsOf('admin');
    expect(all.counts.total).toBe(all.data.length);
    expect(all.counts.por_tipo.stock_bajo).toBe(all.data.filter((a) => a.type === 'stock_bajo').length);
    expect(all.counts.por_tipo.stock_bajo).toBeGreaterThanOrEqual(3);

    const pageOf = async (query: string) => {
      const res = await t.app.inject({ url: `/api/alerts?${query}`, headers: t.auth('admin') });
      expect(res.statusCode).toBe(200);
      return res.json() as typeof all;
    };
    const p1 = await pageOf('type=stock_bajo&per_page=2&page=1');
    const p2 = await pageOf('type=stock_bajo&per_page=2&page=2');
    expect(p1.pagination).toEqual({ page: 1, per_page: 2, total: all.counts.por_tipo.stock_bajo });
    expect(p1.data).toHaveLength(2);
    expect([...p1.data, ...p2.data].every((a) => a.type === 'stock_bajo')).toBe(true);
    expect(new Set([...p1.data, ...p2.data].map((a) => a.key)).size).toBe(p1.data.length + p2.data.length);
    // The counts are the user's, whatever the filter.
    expect(p1.counts).toEqual(all.counts);
    // Most severe first across the whole list.
    const order = ['alta', 'media', 'baja'];
    const ranks = all.data.map((a) => order.indexOf(a.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));

    const count = await t.app.inject({ url: '/api/alerts/count', headers: t.auth('admin') });
    expect(count.statusCode).toBe(200);
    expect(count.json().data).toEqual(all.counts);
    const none = await t.app.inject({ url: '/api/alerts/count', headers: t.auth('viewer') });
    expect(none.json().data.total).toBe((await alertsOf('viewer')).data.length);

    const bad = await t.app.inject({ url: '/api/alerts?type=nada', headers: t.auth('admin') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Tipo de alerta desconocido');
    expect((await t.app.inject({ url: '/api/alerts?per_page=500', headers: t.auth('admin') })).statusCode).toBe(400);
  });

  it('changes nothing on GET: a stale resolution stays until the upkeep or a resolve drops it', async () => {
    await t.db.kysely
      .insertInto('alert_resolutions')
      .values({
        alert_key: 'stock_bajo-999999',
        fingerprint: 'bajo',
        resolved_by: await userId('admin'),
        resolved_at: new Date().toISOString(),
      })
      .execute();
    const snapshot = async () =>
      Promise.all(
        (['alert_resolutions', 'alert_notifications', 'alert_settings'] as const).map((table) =>
          t.db.kysely.selectFrom(table).selectAll().execute(),
        ),
      );
    const before = await snapshot();
    for (const role of ['admin', 'operator', 'viewer'] as const) {
      await alertsOf(role);
      expect((await t.app.inject({ url: '/api/alerts/count', headers: t.auth(role) })).statusCode).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
    expect(before[0]!.some((r) => r.alert_key === 'stock_bajo-999999')).toBe(true);
    await sweepAlertResolutions(t.db.kysely);
    expect((await snapshot())[0]!.some((r) => r.alert_key === 'stock_bajo-999999')).toBe(false);
  });

  it('uses a category’s own expiry-alert days instead of the setting’s windows', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/categories', headers: t.auth('admin'), payload });
    for (const bad of [0, 366, 1.5, 'diez']) {
      const res = await post({ name: `Mala ${String(bad)}`, dias_alerta_vencimiento: bad });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('Los días de alerta de vencimiento deben ser un número entero entre 1 y 365');
    }
    const created = await post({ name: 'Sueros cortos', dias_alerta_vencimiento: 10 });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name: 'Sueros cortos', dias_alerta_vencimiento: 10 });
    const categoryId = created.json().data.id as number;

    const productId = await createProduct(t.db.kysely, { min_stock: 0, category: 'Sueros cortos' });
    const lot = (lot_number: string, days: number) => ({
      product_id: productId,
      location_id: locationId,
      lot_number,
      expiry_date: addDays(santiagoDay(), days),
    });
    await t.app.deps.stockTransaction(async (stock) => {
      await stock.add(lot('C-8', 8), 1, 'RECEPTION', ctx);
      await stock.add(lot('C-20', 20), 1, 'RECEPTION', ctx);
    });
    const mine = () =>
      alertsOf('admin').then((b) => b.data.filter((a) => a.key.startsWith(`lote_por_vencer-${productId}-`)).map((a) => a.key));
    // Only the lot within 10 days, in the category's one window.
    expect(await mine()).toEqual([`lote_por_vencer-${productId}-10`]);

    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/categories/${categoryId}`, headers: t.auth('admin'), payload });
    expect((await put({ name: 'Sueros cortos', dias_alerta_vencimiento: 400 })).statusCode).toBe(400);
    const wider = await put({ name: 'Sueros cortos', dias_alerta_vencimiento: 365 });
    expect(wider.statusCode).toBe(200);
    expect(wider.json().data.dias_alerta_vencimiento).toBe(365);
    expect(await mine()).toEqual([`lote_por_vencer-${productId}-365`]);
    // Left out: kept; null: back to the setting's windows (30/60/90).
    expect((await put({ name: 'Sueros cortos' })).json().data.dias_alerta_vencimiento).toBe(365);
    expect((await put({ name: 'Sueros cortos', dias_alerta_vencimiento: null })).json().data.dias_alerta_vencimiento).toBe(null);
    expect(await mine()).toEqual([`lote_por_vencer-${productId}-30`]);
    const listed = await t.app.inject({ url: '/api/categories', headers: t.auth('admin') });
    expect(listed.json().data.find((c: { name: string }) => c.name === 'Sueros cortos')).toMatchObject({
      dias_alerta_vencimiento: null,
    });
  });
});
