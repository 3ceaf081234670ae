import { ean13CheckDigit } from '@bodega/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/password';
import { addLocation, createLocation, createProduct, pickScans } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
let other: number;
let customerId: number;
let operatorId: number;
let secondOperator: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely);
  other = await addLocation(t.db.kysely, loc.zone_id);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/orders/customers',
    headers: t.auth('admin'),
    payload: { name: 'Pabellón Central', tax_id: '76.086.428-5' },
  });
  customerId = created.json().data.id;
  operatorId = (await db().selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow()).id;
  const now = new Date().toISOString();
  const { id } = await db()
    .insertInto('users')
    .values({
      username: 'operador2',
      name: 'Operador Dos',
      email: 'operador2@demo.cl',
      role: 'operator',
      password_hash: await hashPassword('demo1234'),
      token_version: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  secondOperator = { id, token: t.app.issueToken({ id, role: 'operator', token_version: 0 }) };
});
afterAll(async () => t?.close());

const db = () => t.db.kysely;
const admin = () => t.auth('admin');
const operator = () => t.auth('operator');
const second = () => ({ authorization: `Bearer ${secondOperator.token}` });
let eanSeq = 100;

/** A product with a valid EAN-13 and `lots` received at the two locations. */
async function product(lots: Array<{ lot: string; expiry: string; qty: number; at?: number }>) {
  const id = await createProduct(db(), { name: `Insumo picking ${++eanSeq}` });
  const first12 = `7801234${String(eanSeq).padStart(5, '0')}`;
  const barcode = `${first12}${ean13CheckDigit(first12)}`;
  await db().updateTable('products').set({ barcode }).where('id', '=', id).execute();
  for (const lot of lots) {
    await t.app.deps.stockTransaction((stock) =>
      stock.add(
        { product_id: id, location_id: lot.at ?? loc.location_id, lot_number: lot.lot, expiry_date: lot.expiry },
        lot.qty,
        'RECEPTION',
        { user_id: 1 },
      ),
    );
  }
  return { id, barcode, gtin: barcode.padStart(14, '0') };
}

/** An allocated order with its picking list; returns the list id. */
async function listFor(lines: Array<{ product_id: number; quantity: number }>, extra: Record<string, unknown> = {}) {
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: admin(),
    payload: { customer_id: customerId, order_lines: lines.map((l) => ({ unit_price: 1000, ...l })), ...extra },
  });
  expect(order.statusCode, order.body).toBe(201);
  const orderId = order.json().data.id;
  const allocated = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/allocate`, headers: admin() });
  expect(allocated.statusCode, allocated.body).toBe(200);
  const list = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/picking-list`, headers: admin() });
  expect(list.statusCode, list.body).toBe(201);
  return { orderId, listId: list.json().data.id as number };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

async function assignAndStart(listId: number, to = operatorId, headers = operator()) {
  expect((await call('POST', `/orders/picking-lists/${listId}/assign`, admin(), { user_id: to })).statusCode).toBe(200);
  const started = await call('POST', `/orders/picking-lists/${listId}/start`, headers);
  expect(started.statusCode, started.body).toBe(200);
  return started.json().data;
}

async function orderStatus(orderId: number) {
  const order = await db().selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow();
  const task = (await call('GET', `/intelligent-picking/tasks/${orderId}`, admin())).json().data;
  return { status: order.status, short_picked: task.short_picked ? 1 : 0 };
}

async function stockOf(productId: number) {
  const rows = await db()
    .selectFrom('inventory')
    .select(['lot_number', 'quantity', 'reserved_quantity'])
    .where('product_id', '=', productId)
    .orderBy('lot_number')
    .execute();
  const events = await db()
    .selectFrom('traceability_events')
    .select(['event_type', 'quantity', 'reference'])
    .where('product_id', '=', productId)
    .where('event_type', '=', 'PICKING')
    .execute();
  const reservations = await db()
    .selectFrom('stock_reservations')
    .select(sql<number>`cast(coalesce(sum(quantity), 0) as integer)`.as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return { rows, events, reserved: Number(reservations.n) };
}

describe('picking list transitions', () => {
  it('assigns (admin only, to an operator), starts, picks through the ledger and completes; the order follows', async () => {
    const p = await product([{ lot: 'T1', expiry: '2030-01-31', qty: 10 }]);
    const { orderId, listId } = await listFor([{ product_id: p.id, quantity: 4 }]);

    expect((await call('POST', `/orders/picking-lists/${listId}/assign`, operator(), { user_id: operatorId })).statusCode).toBe(
      403,
    );
    const notOperator = await call('POST', `/orders/picking-lists/${listId}/assign`, admin(), { user_id: 1 });
    expect(notOperator.statusCode).toBe(400);
    expect((await call('POST', `/orders/picking-lists/${listId}/assign`, admin(), {})).json().error).toBe(
      'Debe seleccionar un operario',
    );
    expect((await call('POST', `/orders/picking-lists/${listId}/start`, admin())).statusCode).toBe(409);

    const started = await assignAndStart(listId);
    expect(started).toMatchObject({ status: 'in_progress', assigned_user_id: operatorId, piece_by_piece_enabled: false });
    expect((await orderStatus(orderId)).status).toBe('picking');
    expect((await call('POST', `/orders/picking-lists/${listId}/start`, operator())).statusCode).toBe(409);
    expect((await call('POST', `/orders/picking-lists/${listId}/assign`, admin(), { user_id: operatorId })).statusCode).toBe(409);

    const early = await call('POST', `/orders/picking-lists/${listId}/complete`, operator());
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Quedan 1 items por recolectar');

    const item = started.picking_items[0];
    const over = await call('POST', `/orders/picking-items/${item.id}/pick`, operator(), {
      ...pickScans(item),
      quantity_picked: 5,
    });
    expect(over.statusCode).toBe(400);
    const picked = await call('POST', `/orders/picking-items/${item.id}/pick`, operator(), {
      ...pickScans(item),
      quantity_picked: 4,
      status: 'picked',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().data.item).toMatchObject({ status: 'picked', quantity_picked: 4 });
    const again = await call('POST', `/orders/picking-items/${item.id}/pick`, operator(), {
      ...pickScans(item),
      quantity_picked: 4,
    });
    expect(again.statusCode).toBe(409);

    const stock = await stockOf(p.id);
    expect(stock.rows).toEqual([{ lot_number: 'T1', quantity: 6, reserved_quantity: 0 }]);
    expect(stock.events).toEqual([{ event_type: 'PICKING', quantity: -4, reference: expect.stringMatching(/^PL/) }]);
    expect(stock.reserved).toBe(0);

    const done = await call('POST', `/orders/picking-lists/${listId}/complete`, operator());
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'completed', completed_items: 1, total_items: 1 });
    expect(done.json().data.actual_time).toBeGreaterThan(0);
    expect((await orderStatus(orderId)).status).toBe('picked');
    expect((await call('POST', `/orders/picking-lists/${listId}/complete`, operator())).statusCode).toBe(409);
  });
});

describe('piece by piece and scanning', () => {
  it('refuses a pick until every unit is scanned, and a scan of another lot naming the reserved one', async () => {
    const p = await product([{ lot: 'PZ-1', expiry: '2030-05-31', qty: 3 }]);
    const { listId } = await listFor([{ product_id: p.id, quantity: 3 }], { piece_by_piece_enabled: true });
    const list = await assignAndStart(listId);
    const item = list.picking_items[0];
    expect(list.piece_by_piece_enabled).toBe(true);

    const refused = await call('POST', `/orders/picking-items/${item.id}/pick`, operator(), {
      ...pickScans(item),
      quantity_picked: 3,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SCAN_REQUIRED',
      requires_scan: true,
      error: 'Debe escanear todas las unidades antes de completar el picking',
    });

    const wrongLot = await call('POST', `/orders/picking-items/${item.id}/scan-barcode`, operator(), {
      barcode: `(01)${p.gtin}(10)OTRO-LOTE`,
    });
    expect(wrongLot.statusCode).toBe(400);
    expect(wrongLot.json()).toMatchObject({ code: 'LOT_MISMATCH', expected: 'PZ-1', scanned: 'OTRO-LOTE' });
    expect(wrongLot.json().error).toContain('PZ-1');
    const wrongProduct = await call('POST', `/orders/picking-items/${item.id}/scan-barcode`, operator(), {
      barcode: '7800000000001',
    });
    expect(wrongProduct.json()).toMatchObject({ code: 'PRODUCT_MISMATCH' });
    expect((await call('POST', `/orders/picking-items/${item.id}/scan-barcode`, operator(), { barcode: '   ' })).statusCode).toBe(
      400,
    );

    const first = await call('POST', `/orders/picking-items/${item.id}/scan-barcode`, operator(), { barcode: p.barcode });
    expect(first.json().data).toMatchObject({
      success: true,
      message: 'Unidad escaneada correctamente',
      all_scanned: false,
      quantity_scanned: 1,
      quantity_required: 3,
    });
    await call('POST', `/orders/picking-items/${item.id}/scan-barcode`, operator(), {
      barcode: `https://id.gs1.org/01/${p.gtin}/10/PZ-1`,
    });
    const last = await call('POST', `/orders/picking-items/${item.id}/scan-barcode`, operator(), {
      barcode: `(01)${p.gtin}(17)300531(10)PZ-1`,
    });
    expect(last.json().data).toMatchObject({ all_scanned: true, quantity_scanned: 3 });
    expect(last.json().data.message).toMatch(/^¡Todas las unidades de .+ han sido escaneadas!$/);
    expect(
      (await call('POST', `/orders/picking-items/${item.id}/scan-barcode`, operator(), { barcode: p.barcode })).statusCode,
    ).toBe(409);

    expect(
      (await call('POST', `/orders/picking-items/${item.id}/pick`, operator(), { ...pickScans(item), quantity_picked: 3 }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', `/orders/picking-lists/${listId}/complete`, operator())).statusCode).toBe(200);
  });
});

describe('operator isolation', () => {
  it("answers 404 for another operator's list, item, pick and scan, and never widens the list by query", async () => {
    const p = await product([{ lot: 'ISO', expiry: '2030-05-31', qty: 5 }]);
    const { listId } = await listFor([{ product_id: p.id, quantity: 2 }]);
    const list = await assignAndStart(listId);
    const item = list.picking_items[0];
    expect((await call('GET', `/orders/picking-lists/${listId}`, second())).statusCode).toBe(404);
    expect((await call('POST', `/orders/picking-lists/${listId}/complete`, second())).statusCode).toBe(404);
    expect(
      (await call('POST', `/orders/picking-items/${item.id}/pick`, second(), { ...pickScans(item), quantity_picked: 2 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/orders/picking-items/${item.id}/scan-barcode`, second(), { barcode: p.barcode })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/intelligent-picking/route-suggestions/${listId}`, second())).statusCode).toBe(404);
    const widened = await call('GET', `/orders/picking-lists?assigned_user_id=${operatorId}`, second());
    expect(widened.statusCode).toBe(200);
    expect(widened.json().data.map((l: { id: number }) => l.id)).not.toContain(listId);
    const own = await call('GET', '/orders/picking-lists?status=in_progress', operator());
    expect(own.json().data.map((l: { id: number }) => l.id)).toContain(listId);
    expect((await stockOf(p.id)).rows).toEqual([{ lot_number: 'ISO', quantity: 5, reserved_quantity: 2 }]);
  });
});

describe('concurrency and reservations', () => {
  it('two pickers on the same item at once: one wins, the stock moves once and the reservation is consumed once', async () => {
    const p = await product([{ lot: 'CC', expiry: '2030-05-31', qty: 7 }]);
    const { listId } = await listFor([{ product_id: p.id, quantity: 5 }]);
    const list = await assignAndStart(listId);
    const item = list.picking_items[0];
    const results = await Promise.all([
      call('POST', `/orders/picking-items/${item.id}/pick`, operator(), { ...pickScans(item), quantity_picked: 5 }),
      call('POST', `/orders/picking-items/${item.id}/pick`, admin(), { ...pickScans(item), quantity_picked: 5 }),
      call('PUT', `/orders/picking-items/${item.id}`, operator(), { ...pickScans(item), quantity_picked: 5, status: 'picked' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const stock = await stockOf(p.id);
    expect(stock.rows).toEqual([{ lot_number: 'CC', quantity: 2, reserved_quantity: 0 }]);
    expect(stock.events).toHaveLength(1);
    expect(stock.reserved).toBe(0);
  });
});

describe('short pick', () => {
  it('records the shortage with its reason, releases the rest of the reservation, marks the order partial and lets the list complete', async () => {
    const p = await product([{ lot: 'SP', expiry: '2030-05-31', qty: 6 }]);
    const q = await product([{ lot: 'SQ', expiry: '2030-05-31', qty: 2, at: other }]);
    const { orderId, listId } = await listFor([
      { product_id: p.id, quantity: 5 },
      { product_id: q.id, quantity: 2 },
    ]);
    const list = await assignAndStart(listId);
    const short = list.picking_items.find((i: { product_id: number }) => i.product_id === p.id);
    const full = list.picking_items.find((i: { product_id: number }) => i.product_id === q.id);

    const noReason = await call('POST', `/orders/picking-items/${short.id}/pick`, operator(), {
      ...pickScans(short),
      quantity_picked: 3,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    const res = await call('POST', `/orders/picking-items/${short.id}/pick`, operator(), {
      ...pickScans(short),
      quantity_picked: 3,
      reason: 'Dos unidades dañadas',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      short: true,
      item: { status: 'picked', quantity_picked: 3, short_quantity: 2, short_reason: 'Dos unidades dañadas' },
    });
    const stock = await stockOf(p.id);
    expect(stock.rows).toEqual([{ lot_number: 'SP', quantity: 3, reserved_quantity: 0 }]);
    expect(stock.reserved).toBe(0);
    expect((await orderStatus(orderId)).short_picked).toBe(1);

    expect(
      (await call('POST', `/orders/picking-items/${full.id}/pick`, operator(), { ...pickScans(full), quantity_picked: 2 }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', `/orders/picking-lists/${listId}/complete`, operator())).statusCode).toBe(200);
    expect(await orderStatus(orderId)).toEqual({ status: 'picked', short_picked: 1 });
  });
});

describe('routes of a list, operators and stats', () => {
  it('optimises the route of a list and re-sequences its items; suggestions then say it is optimised', async () => {
    const p = await product([{ lot: 'R1', expiry: '2030-05-31', qty: 3 }]);
    const q = await product([{ lot: 'R2', expiry: '2030-05-31', qty: 3, at: other }]);
    const { listId } = await listFor([
      { product_id: p.id, quantity: 1 },
      { product_id: q.id, quantity: 1 },
    ]);
    const before = await call('GET', `/intelligent-picking/route-suggestions/${listId}`, admin());
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({ is_optimized: false, total_locations: 2 });
    const optimized = await call('POST', `/intelligent-picking/optimize-route/${listId}`, admin(), {});
    expect(optimized.statusCode, optimized.body).toBe(200);
    const route = optimized.json().data;
    expect(route).toMatchObject({ strategy: 'zone_weight_optimized', is_optimized: true, total_locations: 2 });
    expect(route.steps[0].items[0].picking_item_id).toEqual(expect.any(Number));
    const detail = (await call('GET', `/orders/picking-lists/${listId}`, admin())).json().data;
    expect(detail.picking_items.map((i: { id: number }) => i.id)).toEqual(
      route.steps.flatMap((s: { items: Array<{ picking_item_id: number }> }) => s.items.map((i) => i.picking_item_id)),
    );
    expect(detail.is_route_optimized).toBe(true);
    const after = (await call('GET', `/intelligent-picking/route-suggestions/${listId}`, admin())).json().data;
    expect(after).toMatchObject({ is_optimized: true, total_distance: route.total_distance });
    expect((await call('POST', `/intelligent-picking/optimize-route/${listId}`, admin(), { strategy: 'nope' })).statusCode).toBe(
      400,
    );
  });

  it('lists operators with their open workload', async () => {
    const res = await call('GET', '/users/operators', admin());
    expect(res.statusCode).toBe(200);
    const mine = res.json().data.find((o: { id: number }) => o.id === operatorId);
    expect(mine).toMatchObject({ username: expect.any(String), email: expect.any(String) });
    const open = await db()
      .selectFrom('picking_lists')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .where('assigned_user_id', '=', operatorId)
      .where('status', '=', 'in_progress')
      .executeTakeFirstOrThrow();
    expect(mine.in_progress_lists).toBe(Number(open.n));
    expect(res.json().data.find((o: { id: number }) => o.id === secondOperator.id)).toMatchObject({
      assigned_lists: 0,
      in_progress_lists: 0,
      pending_items: 0,
    });
  });

  it('computes the stat cards from the data', async () => {
    const res = await call('GET', '/intelligent-picking/stats', admin());
    expect(res.statusCode).toBe(200);
    const stats = res.json().data;
    const completed = await db()
      .selectFrom('picking_lists')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .where('status', '=', 'completed')
      .executeTakeFirstOrThrow();
    const units = await db()
      .selectFrom('picking_list_items')
      .select(sql<number>`cast(coalesce(sum(quantity_picked), 0) as integer)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(stats.completed_tasks).toBe(Number(completed.n));
    expect(stats.items_processed).toBe(Number(units.n));
    expect(stats.efficiency_percent).toBeGreaterThanOrEqual(0);
    expect(stats.efficiency_percent).toBeLessThanOrEqual(150);
    expect(stats.average_time_minutes).toBeGreaterThan(0);
    const empty = (await call('GET', '/intelligent-picking/stats', second())).json().data;
    expect(empty).toMatchObject({ completed_tasks: 0, average_time_minutes: null, efficiency_percent: null, items_processed: 0 });
  });
});

describe('picking tasks (orders seen from picking)', () => {
  it('lists tasks with their lines and filters, starts an assigned task by creating and starting its list, and completes it', async () => {
    const p = await product([{ lot: 'TK', expiry: '2030-05-31', qty: 4 }]);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin(),
      payload: { customer_id: customerId, priority: 3, order_lines: [{ product_id: p.id, quantity: 2, unit_price: 500 }] },
    });
    const orderId = order.json().data.id;

    const pendingStart = await call('POST', `/intelligent-picking/tasks/${orderId}/start`, admin());
    expect(pendingStart.statusCode).toBe(409);
    expect(pendingStart.json().error).toBe('Asigne inventario a la tarea antes de iniciarla');

    const listed = await call('GET', '/intelligent-picking/tasks?status=pending', admin());
    expect(listed.statusCode, listed.body).toBe(200);
    const task = listed.json().data.tasks.find((x: { id: number }) => x.id === orderId);
    expect(task).toMatchObject({
      status: 'pending',
      priority: 3,
      picking_list: null,
      estimated_time: 3,
      task_lines: [{ product_id: p.id, quantity: 2, quantity_picked: 0 }],
    });
    expect((await call('GET', '/intelligent-picking/tasks?status=nope', admin())).statusCode).toBe(400);
    expect((await call('GET', `/intelligent-picking/tasks/${orderId}`, operator())).statusCode).toBe(404);

    expect((await call('POST', `/orders/${orderId}/allocate`, admin())).statusCode).toBe(200);
    const started = await call('POST', `/intelligent-picking/tasks/${orderId}/start`, admin());
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({
      status: 'picking',
      picking_list: { status: 'in_progress', assigned_user_id: 1 },
    });
    expect(started.json().data.route).toEqual([
      { sequence: 1, location_code: expect.any(String), item_count: 1, total_quantity: 2 },
    ]);

    const listId = started.json().data.picking_list.id;
    const detail = (await call('GET', `/orders/picking-lists/${listId}`, admin())).json().data;
    expect(
      (
        await call('POST', `/orders/picking-items/${detail.picking_items[0].id}/pick`, admin(), {
          ...pickScans(detail.picking_items[0]),
          quantity_picked: 2,
        })
      ).statusCode,
    ).toBe(200);
    const completed = await call('POST', `/intelligent-picking/tasks/${orderId}/complete`, admin());
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data).toMatchObject({
      status: 'picked',
      task_lines: [{ quantity_picked: 2 }],
      picking_list: { status: 'completed' },
    });
  });
});

describe('a pick is confirmed by scans of its location and product', () => {
  it('refuses a pick without scans, with another location, product or lot or a plain GTIN for a lot, and accepts GTIN, GS1 and Digital Link scans', async () => {
    const p = await product([{ lot: 'SC-1', expiry: '2030-05-31', qty: 9 }]);
    const { listId } = await listFor([{ product_id: p.id, quantity: 3 }]);
    const list = await assignAndStart(listId);
    expect(list.scan_required).toBe(true);
    const item = list.picking_items[0];
    const pick = (body: object) =>
      call('POST', `/orders/picking-items/${item.id}/pick`, operator(), { quantity_picked: 3, ...body });

    const bare = await pick({});
    expect(bare.statusCode).toBe(409);
    expect(bare.json()).toMatchObject({
      code: 'SCAN_REQUIRED',
      error: 'Escanee la ubicación antes de recolectar',
      fields: { location_scan: 'Escanee la ubicación antes de recolectar' },
    });
    const noProduct = await pick({ location_scan: item.location_code });
    expect(noProduct.statusCode).toBe(409);
    expect(noProduct.json().fields).toEqual({ product_scan: 'Escanee el producto antes de recolectar' });
    const elsewhere = await pick({ location_scan: 'OTRA-UBICACION', product_scan: p.barcode });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields.location_scan).toContain(item.location_code);
    const otherProduct = await pick({ location_scan: item.location_code, product_scan: '7800000000001' });
    expect(otherProduct.statusCode).toBe(400);
    expect(otherProduct.json().code).toBe('PRODUCT_MISMATCH');
    const otherLot = await pick({ location_scan: item.location_code, product_scan: `(01)${p.gtin}(10)OTRO` });
    expect(otherLot.statusCode).toBe(400);
    expect(otherLot.json()).toMatchObject({ code: 'LOT_MISMATCH', fields: { product_scan: expect.stringContaining('SC-1') } });
    // A plain GTIN says which product, not which lot: the item names lot SC-1, so the scan must carry it.
    const plain = await pick({ location_scan: item.location_code, product_scan: p.barcode });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({
      code: 'LOT_MISMATCH',
      fields: { product_scan: expect.stringMatching(/^Escanee el código con el lote SC-1 de .+ \(GS1 con identificador 10\)$/) },
    });
    expect((await stockOf(p.id)).rows).toEqual([{ lot_number: 'SC-1', quantity: 9, reserved_quantity: 3 }]);

    const ok = await pick({
      location_scan: ` ${item.location_code.toLowerCase()} `,
      product_scan: `https://id.gs1.org/01/${p.gtin}/10/SC-1`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stockOf(p.id)).rows).toEqual([{ lot_number: 'SC-1', quantity: 6, reserved_quantity: 0 }]);
  });

  it('the location barcode confirms as well as its code; a pick of 0 units needs no scan', async () => {
    const p = await product([{ lot: 'SC-2', expiry: '2030-05-31', qty: 4 }]);
    await db().updateTable('locations').set({ barcode: 'LOCSC0002' }).where('id', '=', loc.location_id).execute();
    const { listId } = await listFor([{ product_id: p.id, quantity: 2 }]);
    const item = (await assignAndStart(listId)).picking_items[0];
    const res = await call('POST', `/orders/picking-items/${item.id}/pick`, operator(), {
      quantity_picked: 2,
      location_scan: 'LOCSC0002',
      product_scan: `(01)${p.gtin}(17)300531(10)SC-2`,
    });
    expect(res.statusCode, res.body).toBe(200);

    const q = await product([{ lot: 'SC-3', expiry: '2030-05-31', qty: 4 }]);
    const second = await listFor([{ product_id: q.id, quantity: 2 }]);
    const none = (await assignAndStart(second.listId)).picking_items[0];
    const cancelled = await call('POST', `/orders/picking-items/${none.id}/pick`, operator(), {
      quantity_picked: 0,
      reason: 'No se encontró',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await db().updateTable('locations').set({ barcode: null }).where('id', '=', loc.location_id).execute();
  });

  it('piece by piece stays stricter: every unit scanned, then the location', async () => {
    const p = await product([{ lot: 'SC-4', expiry: '2030-05-31', qty: 2 }]);
    const { listId } = await listFor([{ product_id: p.id, quantity: 1 }], { piece_by_piece_enabled: true });
    const item = (await assignAndStart(listId)).picking_items[0];
    const unscanned = await call('POST', `/orders/picking-items/${item.id}/pick`, operator(), {
      quantity_picked: 1,
      ...pickScans(item),
    });
    expect(unscanned.json()).toMatchObject({ code: 'SCAN_REQUIRED', requires_scan: true });
    await call('POST', `/orders/picking-items/${item.id}/scan-barcode`, operator(), { barcode: p.barcode });
    const noLocation = await call('POST', `/orders/picking-items/${item.id}/pick`, operator(), { quantity_picked: 1 });
    expect(noLocation.json()).toMatchObject({ code: 'SCAN_REQUIRED', fields: { location_scan: expect.any(String) } });
    const ok = await call('POST', `/orders/picking-items/${item.id}/pick`, operator(), {
      quantity_picked: 1,
      location_scan: item.location_code,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('an admin turns scanning off for a list (operators may not); the list keeps showing that it was off', async () => {
    const p = await product([{ lot: 'SC-5', expiry: '2030-05-31', qty: 4 }]);
    const { listId } = await listFor([{ product_id: p.id, quantity: 2 }]);
    const item = (await assignAndStart(listId)).picking_items[0];
    const mode = (headers: Record<string, string>, body: object) =>
      call('PUT', `/orders/picking-lists/${listId}/scan-mode`, headers, body);
    expect((await mode(operator(), { scan_required: false })).statusCode).toBe(403);
    expect((await mode(admin(), { scan_required: 'no' })).statusCode).toBe(400);
    const off = await mode(admin(), { scan_required: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ scan_required: false, scan_off_at: expect.any(String), scan_off_username: 'admin' });

    const res = await call('POST', `/orders/picking-items/${item.id}/pick`, operator(), { quantity_picked: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const on = await mode(admin(), { scan_required: true });
    expect(on.json().data).toMatchObject({ scan_required: true, scan_off_at: off.json().data.scan_off_at });
    expect((await call('POST', `/orders/picking-lists/${listId}/complete`, operator())).statusCode).toBe(200);
    const listed = (await call('GET', '/orders/picking-lists?status=completed', admin())).json().data;
    expect(listed.find((l: { id: number }) => l.id === listId)).toMatchObject({ scan_off_at: expect.any(String) });
    expect((await mode(admin(), { scan_required: false })).statusCode).toBe(409);
  });
});

describe('a list whose units lie in two warehouses', () => {
  it('is routed warehouse by warehouse: the route answers each part, and optimising keeps each warehouse together', async () => {
    const elsewhere = await createLocation(db());
    const p = await product([{ lot: 'W1', expiry: '2030-05-31', qty: 2 }]);
    const q = await product([{ lot: 'W2', expiry: '2030-05-31', qty: 2, at: elsewhere.location_id }]);
    const r = await product([{ lot: 'W3', expiry: '2030-05-31', qty: 2, at: other }]);
    const { listId } = await listFor([
      { product_id: p.id, quantity: 1 },
      { product_id: q.id, quantity: 1 },
      { product_id: r.id, quantity: 1 },
    ]);
    const route = await call('GET', `/intelligent-picking/route-suggestions/${listId}`, admin());
    expect(route.statusCode, route.body).toBe(200);
    const data = route.json().data;
    expect(data.total_locations).toBe(3);
    expect(data.steps.map((s: { sequence: number }) => s.sequence)).toEqual([1, 2, 3]);
    expect(data.warehouses).toHaveLength(2);
    expect(data.warehouses.map((w: { warehouse_id: number }) => w.warehouse_id).sort()).toEqual(
      [loc.warehouse_id, elsewhere.warehouse_id].sort(),
    );
    expect(data.warehouses.reduce((n: number, w: { total_locations: number }) => n + w.total_locations, 0)).toBe(3);

    const optimized = await call('POST', `/intelligent-picking/optimize-route/${listId}`, admin(), {});
    expect(optimized.statusCode, optimized.body).toBe(200);
    const order = optimized.json().data.steps.map((s: { warehouse_id: number }) => s.warehouse_id);
    // One warehouse's stops, then the other's: never back and forth.
    expect(new Set(order).size).toBe(2);
    expect(order.filter((w: number, i: number) => i > 0 && w !== order[i - 1])).toHaveLength(1);
    const items = (await call('GET', `/orders/picking-lists/${listId}`, admin())).json().data.picking_items;
    expect(items.map((i: { location_id: number }) => i.location_id)).toEqual(
      optimized.json().data.steps.map((s: { location_id: number }) => s.location_id),
    );
  });
});
