import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocation, createLocation, createProduct, pickScans } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let zone: number;
let locs: number[];
let customerId: number;
let operatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  const first = await createLocation(t.db.kysely);
  zone = first.zone_id;
  locs = [first.location_id];
  for (let i = 0; i < 5; i++) locs.push(await addLocation(t.db.kysely, zone));
  const created = await call('POST', '/orders/customers', admin(), { name: 'Clínica Olas', tax_id: '76.086.428-5' });
  customerId = created.json().data.id;
  operatorId = (await db().selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

const db = () => t.db.kysely;
const admin = () => t.auth('admin');
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

/** A product with `qty` units at one location. */
async function productAt(location: number, qty = 100) {
  const id = await createProduct(db());
  await t.app.deps.stockTransaction((stock) =>
    stock.add({ product_id: id, location_id: location, lot_number: 'L1', expiry_date: '2031-01-31' }, qty, 'RECEPTION', {
      user_id: 1,
    }),
  );
  return id;
}

async function order(lines: Array<{ product_id: number; quantity: number }>, priority = 1) {
  const res = await call('POST', '/orders', admin(), {
    customer_id: customerId,
    priority,
    order_lines: lines.map((l) => ({ unit_price: 1000, ...l })),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; order_number: string };
}

async function setLimits(max_orders_per_wave: number, max_locations_per_wave = 20, max_items_per_wave = 50) {
  const res = await call('PUT', '/wave-picking/wave-settings', admin(), {
    max_orders_per_wave,
    max_locations_per_wave,
    max_items_per_wave,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('wave picking access and settings', () => {
  it('is admin only on every route', async () => {
    for (const role of ['operator', 'viewer', 'user'] as const) {
      for (const [method, url, payload] of [
        ['GET', '/wave-picking/wave-settings'],
        ['PUT', '/wave-picking/wave-settings', { max_orders_per_wave: 5, max_locations_per_wave: 5, max_items_per_wave: 5 }],
        ['POST', '/wave-picking/create-wave', { order_ids: [1] }],
        ['POST', '/wave-picking/analyze-orders', { order_ids: [1, 2] }],
        ['POST', '/wave-picking/suggest-wave', { criteria: { priority: 1 } }],
        ['GET', '/wave-picking/stats'],
        ['GET', '/wave-picking/orders'],
        ['GET', '/wave-picking/waves/1'],
      ] as const) {
        const res = await call(method, url, t.auth(role), payload);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });

  it('keeps the limits in the database, bounded, with Spanish errors', async () => {
    const read = await call('GET', '/wave-picking/wave-settings', admin());
    expect(read.json().data).toMatchObject({ max_orders_per_wave: 10, max_locations_per_wave: 20, max_items_per_wave: 50 });
    for (const bad of [
      { max_orders_per_wave: 51, max_locations_per_wave: 20, max_items_per_wave: 50 },
      { max_orders_per_wave: 10, max_locations_per_wave: 0, max_items_per_wave: 50 },
      { max_orders_per_wave: 10, max_locations_per_wave: 20, max_items_per_wave: 1001 },
      { max_orders_per_wave: 2.5, max_locations_per_wave: 20, max_items_per_wave: 50 },
    ]) {
      const res = await call('PUT', '/wave-picking/wave-settings', admin(), bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/Debe estar entre/);
    }
    await setLimits(7, 30, 300);
    const again = await call('GET', '/wave-picking/wave-settings', admin());
    expect(again.json().data).toMatchObject({ max_orders_per_wave: 7, max_locations_per_wave: 30, max_items_per_wave: 300 });
    await setLimits(10, 20, 50);
  });
});

describe('analyze-orders', () => {
  it('gives overlap = shared / union per pair, zones and priority groups, from planned stock when not allocated', async () => {
    const p0 = await productAt(locs[0]!);
    const p1 = await productAt(locs[1]!);
    const p2 = await productAt(locs[2]!);
    const p3 = await productAt(locs[3]!);
    const a = await order(
      [
        { product_id: p0, quantity: 1 },
        { product_id: p1, quantity: 1 },
      ],
      3,
    );
    const b = await order(
      [
        { product_id: p1, quantity: 2 },
        { product_id: p2, quantity: 1 },
      ],
      3,
    );
    const c = await order([{ product_id: p3, quantity: 1 }], 4);
    // b is allocated: its locations come from its reservations.
    expect((await call('POST', `/orders/${b.id}/allocate`, admin())).statusCode).toBe(200);
    const res = await call('POST', '/wave-picking/analyze-orders', admin(), { order_ids: [a.id, b.id, c.id] });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.total_orders).toBe(3);
    // a {L0, L1}, b {L1, L2}: 1 shared of 3 → 33.3 %; c shares nothing.
    expect(Object.values(data.analysis.location_overlap)).toEqual([
      { order_ids: [a.id, b.id], order_numbers: [a.order_number, b.order_number], overlap_percentage: 33.3, shared_locations: 1 },
    ]);
    expect(data.analysis.zone_distribution[String(zone)]).toMatchObject({ order_count: 3 });
    expect(data.analysis.priority_groups).toEqual({ '3': [a.id, b.id], '4': [c.id] });
    expect(data.recommendations.map((r: { type: string }) => r.type)).toEqual(['location_overlap', 'zone_grouping']);
    expect(data.recommendations[0].description).toMatch(/comparte ubicaciones/);
    // Nothing was reserved for a or c by the analysis.
    const reserved = await db()
      .selectFrom('stock_reservations')
      .select('source_id')
      .where('source_id', 'in', [a.id, c.id])
      .execute();
    expect(reserved).toEqual([]);
  });

  it('needs at least 2 orders (400 in Spanish) and known orders (404)', async () => {
    const one = await call('POST', '/wave-picking/analyze-orders', admin(), { order_ids: [1] });
    expect(one.statusCode).toBe(400);
    expect(one.json().error).toBe('Debe seleccionar al menos 2 órdenes para analizar');
    expect((await call('POST', '/wave-picking/analyze-orders', admin(), { order_ids: [1, 999999] })).statusCode).toBe(404);
    expect((await call('POST', '/wave-picking/analyze-orders', admin(), { order_ids: ['1', 2] })).statusCode).toBe(400);
  });
});

describe('create-wave', () => {
  it('groups within the limits, merges items across orders and moves statuses through picking to completion', async () => {
    await setLimits(2, 20, 50);
    const shared = await productAt(locs[4]!);
    const alone = await productAt(locs[5]!);
    const o1 = await order([{ product_id: shared, quantity: 2 }], 4);
    const o2 = await order([{ product_id: shared, quantity: 3 }], 2);
    const o3 = await order([{ product_id: alone, quantity: 1 }], 1);
    const res = await call('POST', '/wave-picking/create-wave', admin(), {
      order_ids: [o3.id, o2.id, o1.id],
      name: '',
      priority: 3,
      notes: 'prueba',
    });
    expect(res.statusCode, res.body).toBe(201);
    const wave = res.json().data;
    expect(wave).toMatchObject({ total_orders: 3, wave_groups: 2, status: 'pending' });
    expect(wave.name).toMatch(/^OLA-\d{6}$/);
    expect(wave.tasks.map((task: { order_ids: number[] }) => task.order_ids)).toEqual([[o1.id, o2.id], [o3.id]]);
    expect(wave.estimated_total_time).toBe(
      wave.tasks.reduce((s: number, task: { estimated_time: number }) => s + task.estimated_time, 0),
    );
    // Orders were allocated by the wave.
    const statuses = await db()
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', 'in', [o1.id, o2.id, o3.id])
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['assigned', 'assigned', 'assigned']);

    // One merged item of 5 units serves both orders' lines.
    const listId = wave.tasks[0].picking_list_id;
    const list = (await call('GET', `/orders/picking-lists/${listId}`, admin())).json().data;
    expect(list.order_number).toBe(wave.name);
    expect(list.picking_items).toHaveLength(1);
    expect(list.picking_items[0].quantity_required).toBe(5);
    const parts = await db()
      .selectFrom('picking_item_order_lines')
      .select(['order_id', 'quantity_required'])
      .where('picking_list_item_id', '=', list.picking_items[0].id)
      .orderBy('order_id')
      .execute();
    expect(parts).toEqual([
      { order_id: o1.id, quantity_required: 2 },
      { order_id: o2.id, quantity_required: 3 },
    ]);

    // No order in two open waves.
    const again = await call('POST', '/wave-picking/create-wave', admin(), { order_ids: [o1.id], priority: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toContain(o1.order_number);
    const offered = (await call('GET', '/wave-picking/orders?per_page=100', admin()))
      .json()
      .data.map((o: { id: number }) => o.id);
    expect(offered).not.toContain(o1.id);
    // An order in an open wave is not released, edited or cancelled behind the wave's back.
    expect((await call('POST', `/orders/${o1.id}/release`, admin())).statusCode).toBe(409);

    // The operator picks the batch list: 4 of 5 units (short 1), sorted to the most urgent order first.
    expect((await call('POST', `/orders/picking-lists/${listId}/assign`, admin(), { user_id: operatorId })).statusCode).toBe(200);
    expect((await call('POST', `/orders/picking-lists/${listId}/start`, t.auth('operator'))).statusCode).toBe(200);
    expect(
      (await db().selectFrom('waves').select('status').where('id', '=', wave.wave_id).executeTakeFirstOrThrow()).status,
    ).toBe('in_progress');
    expect((await db().selectFrom('orders').select('status').where('id', '=', o2.id).executeTakeFirstOrThrow()).status).toBe(
      'picking',
    );
    const picked = await call('POST', `/orders/picking-items/${list.picking_items[0].id}/pick`, t.auth('operator'), {
      ...pickScans(list.picking_items[0]),
      quantity_picked: 4,
      reason: 'Caja dañada',
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const sorted = await db()
      .selectFrom('picking_item_order_lines')
      .select(['order_id', 'quantity_picked', 'short_quantity'])
      .where('picking_list_item_id', '=', list.picking_items[0].id)
      .orderBy('order_id')
      .execute();
    expect(sorted).toEqual([
      { order_id: o1.id, quantity_picked: 2, short_quantity: 0 },
      { order_id: o2.id, quantity_picked: 2, short_quantity: 1 },
    ]);
    // Stock: 4 units left the location, the short unit went back to free stock, nothing stays reserved.
    const inv = await db()
      .selectFrom('inventory')
      .select(['quantity', 'reserved_quantity'])
      .where('product_id', '=', shared)
      .executeTakeFirstOrThrow();
    expect(inv).toEqual({ quantity: 96, reserved_quantity: 0 });
    const orderStatuses = await db().selectFrom('orders').select('status').where('id', 'in', [o1.id, o2.id]).execute();
    expect(orderStatuses.map((s) => s.status)).toEqual(['picked', 'picked']);
    // The order detail counts the units picked through the wave.
    const detail = (await call('GET', `/orders/${o2.id}`, admin())).json().data;
    expect(detail.order_lines[0].allocated_quantity ?? detail.order_lines[0].allocated).toBe(2);

    expect((await call('POST', `/orders/picking-lists/${listId}/complete`, t.auth('operator'))).statusCode).toBe(200);
    expect(
      (await db().selectFrom('waves').select('status').where('id', '=', wave.wave_id).executeTakeFirstOrThrow()).status,
    ).toBe('in_progress');

    // The second list completes the wave; its orders leave the open mark.
    const second = wave.tasks[1].picking_list_id;
    const secondList = (await call('GET', `/orders/picking-lists/${second}`, admin())).json().data;
    await call('POST', `/orders/picking-lists/${second}/assign`, admin(), { user_id: operatorId });
    await call('POST', `/orders/picking-lists/${second}/start`, t.auth('operator'));
    expect(
      (
        await call('POST', `/orders/picking-items/${secondList.picking_items[0].id}/pick`, t.auth('operator'), {
          ...pickScans(secondList.picking_items[0]),
          quantity_picked: 1,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', `/orders/picking-lists/${second}/complete`, t.auth('operator'))).statusCode).toBe(200);
    const done = (await call('GET', `/wave-picking/waves/${wave.wave_id}`, admin())).json().data;
    expect(done.status).toBe('completed');
    expect(done.lists.map((l: { completed_items: number; total_items: number }) => [l.completed_items, l.total_items])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect(done.lists[0].route.steps).toHaveLength(1);
    expect(done.orders.find((o: { id: number }) => o.id === o2.id).picked_units).toBe(2);
    const open = await db().selectFrom('wave_orders').select('open').where('wave_id', '=', wave.wave_id).execute();
    expect(open.every((row) => row.open === 0)).toBe(true);

    const stats = (await call('GET', '/wave-picking/stats', admin())).json().data;
    expect(stats.completed_waves).toBeGreaterThanOrEqual(1);
    expect(stats.efficiency).not.toBeNull();
    expect(stats.average_time).not.toBeNull();
    await setLimits(10, 20, 50);
  });

  it('refuses orders that are not pending or assigned, naming them (409), and missing ones (404)', async () => {
    const p = await productAt(locs[0]!);
    const o = await order([{ product_id: p, quantity: 1 }]);
    expect((await call('POST', `/orders/${o.id}/cancel`, admin())).statusCode).toBe(200);
    const res = await call('POST', '/wave-picking/create-wave', admin(), { order_ids: [o.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain(o.order_number);
    expect((await call('POST', '/wave-picking/create-wave', admin(), { order_ids: [999999] })).statusCode).toBe(404);
    const empty = await call('POST', '/wave-picking/create-wave', admin(), { order_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Debe seleccionar al menos una orden');
    const written = await db().selectFrom('wave_orders').select('id').where('order_id', '=', o.id).execute();
    expect(written).toEqual([]);
  });

  it('gives an order to one of two concurrent waves only', async () => {
    const p = await productAt(locs[1]!);
    const o = await order([{ product_id: p, quantity: 1 }]);
    const [x, y] = await Promise.all([
      call('POST', '/wave-picking/create-wave', admin(), { order_ids: [o.id], name: 'Ola A' }),
      call('POST', '/wave-picking/create-wave', admin(), { order_ids: [o.id], name: 'Ola B' }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
    const rows = await db().selectFrom('wave_orders').select('wave_id').where('order_id', '=', o.id).execute();
    expect(rows).toHaveLength(1);
    // The database itself refuses a second open row for the order (unique partial index).
    const now = new Date().toISOString();
    const other = await db()
      .insertInto('waves')
      .values({
        name: 'Ola C',
        notes: null,
        created_by: null,
        created_at: now,
        updated_at: now,
        started_at: null,
        completed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      db()
        .insertInto('wave_orders')
        .values({ wave_id: other.id, order_id: o.id, picking_list_id: null, open: 1, created_at: now })
        .execute(),
    ).rejects.toThrow();
    await db()
      .insertInto('wave_orders')
      .values({ wave_id: other.id, order_id: o.id, picking_list_id: null, open: 0, created_at: now })
      .execute();
    const reserved = await db()
      .selectFrom('stock_reservations')
      .select('quantity')
      .where('source_id', '=', o.id)
      .where('source_type', '=', 'order')
      .execute();
    expect(reserved.reduce((s, r) => s + r.quantity, 0)).toBe(1);
  });
});

describe('cancel a wave', () => {
  it('cancels a pending wave: lists cancelled, orders free again with their reservations; a started wave is refused', async () => {
    const p = await productAt(locs[5]!);
    const o = await order([{ product_id: p, quantity: 2 }]);
    const created = (
      await call('POST', '/wave-picking/create-wave', admin(), { order_ids: [o.id], name: 'Ola a cancelar' })
    ).json().data;
    expect((await call('POST', `/wave-picking/waves/${created.wave_id}/cancel`, t.auth('operator'))).statusCode).toBe(403);
    const res = await call('POST', `/wave-picking/waves/${created.wave_id}/cancel`, admin());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(res.json().data.lists.map((l: { status: string }) => l.status)).toEqual(['cancelled']);
    expect((await call('POST', `/wave-picking/waves/${created.wave_id}/cancel`, admin())).statusCode).toBe(409);
    // The order is offered again and still holds its units.
    const offered = (await call('GET', '/wave-picking/orders?per_page=100', admin()))
      .json()
      .data.map((x: { id: number }) => x.id);
    expect(offered).toContain(o.id);
    const reserved = await db()
      .selectFrom('stock_reservations')
      .select('quantity')
      .where('source_type', '=', 'order')
      .where('source_id', '=', o.id)
      .execute();
    expect(reserved.reduce((s, r) => s + r.quantity, 0)).toBe(2);
    // A wave with a started list cannot be cancelled.
    const again = (await call('POST', '/wave-picking/create-wave', admin(), { order_ids: [o.id] })).json().data;
    const listId = again.tasks[0].picking_list_id;
    await call('POST', `/orders/picking-lists/${listId}/assign`, admin(), { user_id: operatorId });
    await call('POST', `/orders/picking-lists/${listId}/start`, t.auth('operator'));
    expect((await call('POST', `/wave-picking/waves/${again.wave_id}/cancel`, admin())).statusCode).toBe(409);
    expect((await call('POST', '/wave-picking/waves/999999/cancel', admin())).statusCode).toBe(404);
  });
});

describe('suggest-wave', () => {
  it('groups the pending orders by shared locations within the limits, from the minimum priority up', async () => {
    await setLimits(2, 20, 50);
    // Close what earlier tests left pending so only these orders are candidates at priority 5.
    const pa = await productAt(locs[2]!);
    const pb = await productAt(locs[3]!);
    const a1 = await order([{ product_id: pa, quantity: 1 }], 5);
    const b1 = await order([{ product_id: pb, quantity: 1 }], 5);
    const a2 = await order([{ product_id: pa, quantity: 2 }], 5);
    const b2 = await order([{ product_id: pb, quantity: 1 }], 5);
    await order([{ product_id: pa, quantity: 1 }], 4);
    const res = await call('POST', '/wave-picking/suggest-wave', admin(), { criteria: { priority: 5 } });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const mine = data.suggested_waves.filter((w: { order_ids: number[] }) =>
      w.order_ids.some((id) => [a1.id, b1.id, a2.id, b2.id].includes(id)),
    );
    expect(mine.map((w: { order_ids: number[] }) => w.order_ids)).toEqual([
      [a1.id, a2.id],
      [b1.id, b2.id],
    ]);
    expect(mine[0]).toMatchObject({
      order_count: 2,
      total_items: 3,
      estimated_locations: 1,
      priority_range: { min: 5, max: 5 },
      customers: ['Clínica Olas'],
    });
    for (const w of data.suggested_waves) expect(w.order_count).toBeLessThanOrEqual(2);
    expect(data.suggested_wave_count).toBe(data.suggested_waves.length);
    expect(data.efficiency_metrics.location_utilization).toBeGreaterThan(0);
    expect(data.efficiency_metrics.location_utilization).toBeLessThanOrEqual(1);
    // Nothing is reserved by a suggestion.
    const reserved = await db().selectFrom('stock_reservations').select('id').where('source_id', 'in', [a1.id, a2.id]).execute();
    expect(reserved).toEqual([]);
    const bad = await call('POST', '/wave-picking/suggest-wave', admin(), { criteria: { priority: 6 } });
    expect(bad.statusCode).toBe(400);
    await setLimits(10, 20, 50);
  });
});

describe('an order allocated in part', () => {
  it('enters the wave with its reserved part, and the result and the detail report allocated/requested with a warning', async () => {
    await setLimits(10);
    const p = await productAt(locs[5]!, 84);
    const partial = await order([{ product_id: p, quantity: 99 }], 3);
    const res = await call('POST', '/wave-picking/create-wave', admin(), { order_ids: [partial.id], priority: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const wave = res.json().data;
    expect(wave.partial_orders).toEqual([
      { order_id: partial.id, order_number: partial.order_number, requested: 99, allocated: 84 },
    ]);
    expect(wave.warnings).toEqual([`${partial.order_number}: asignadas 84 de 99 unidades; faltan 15 sin stock disponible`]);
    const detail = (await call('GET', `/wave-picking/waves/${wave.wave_id}`, admin())).json().data;
    expect(detail.orders.find((o: { id: number }) => o.id === partial.id)).toMatchObject({
      total_items: 99,
      allocated_units: 84,
    });
  });
});
