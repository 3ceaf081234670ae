import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct, pickScans } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

// 'Nueva Tarea' / 'Editar Tarea': a picking task is an internal order (kind 'tarea',
// no customer, no prices) on the orders' allocation, picking list and dispatch path.
let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
let operatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely);
  operatorId = (await db().selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

const db = () => t.db.kysely;
const admin = () => t.auth('admin');
const operator = () => t.auth('operator');
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

async function product(lots: Array<{ lot: string; expiry: string; qty: number }>) {
  const id = await createProduct(db(), {});
  for (const lot of lots)
    await t.app.deps.stockTransaction((stock) =>
      stock.add(
        { product_id: id, location_id: loc.location_id, lot_number: lot.lot, expiry_date: lot.expiry },
        lot.qty,
        'RECEPTION',
        { user_id: 1 },
      ),
    );
  return id;
}

const reservedLots = async (orderId: number) =>
  (
    await db()
      .selectFrom('stock_reservations')
      .select(['lot_number', 'quantity'])
      .where('source_type', '=', 'order')
      .where('source_id', '=', orderId)
      .orderBy('lot_number')
      .execute()
  ).map((r) => [r.lot_number, r.quantity]);

describe('picking task form', () => {
  it('creates an internal order: no customer (Uso interno), no prices, pending, with its estimate', async () => {
    const p = await product([{ lot: 'A', expiry: '2031-01-31', qty: 10 }]);
    const created = await call('POST', '/intelligent-picking/tasks', admin(), {
      strategy: 'fefo',
      priority: 4,
      notes: 'Reposición pabellón',
      piece_by_piece_enabled: true,
      task_lines: [{ product_id: p, quantity: 6, max_quantity: 10 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const task = created.json().data;
    expect(task).toMatchObject({
      kind: 'tarea',
      status: 'pending',
      customer_name: 'Uso interno',
      picking_strategy: 'fefo',
      priority: 4,
      piece_by_piece_enabled: true,
      estimated_time: 5, // 2 min per line + 0.5 per item: 2 + 3
      task_number: expect.stringMatching(/^TAR/),
    });
    expect(task.task_lines).toEqual([expect.objectContaining({ product_id: p, quantity: 6, quantity_picked: 0 })]);
    const row = await db()
      .selectFrom('orders')
      .select(['kind', 'customer_id', 'total_amount'])
      .where('id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'tarea', customer_id: null });
    expect(Number(row.total_amount)).toBe(0);
    const line = await db()
      .selectFrom('order_lines')
      .select(['unit_price', 'line_total'])
      .where('order_id', '=', task.id)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ unit_price: null, line_total: null });
    const order = await call('GET', `/orders/${task.id}`, admin());
    expect(order.json().data).toMatchObject({
      kind: 'tarea',
      customer_id: null,
      customer_name: 'Uso interno',
      customer_tax_id: null,
    });
  });

  it.each([
    ['no lines', { task_lines: [] }, 'Debe agregar al menos un producto'],
    ['a customer', { customer_id: 1 }, undefined],
    ['a price', { task_lines: [{ product_id: 1, quantity: 1, unit_price: 10 }] }, undefined],
    ['above the maximum', { task_lines: [{ product_id: 1, quantity: 11, max_quantity: 10 }] }, 'Máximo disponible: 10'],
    ['an unknown product', { task_lines: [{ product_id: 999_999, quantity: 1 }] }, 'Producto no encontrado'],
  ])('refuses %s with 400 and writes nothing', async (_what, change, message) => {
    const before = await db()
      .selectFrom('orders')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .executeTakeFirstOrThrow();
    const response = await call('POST', '/intelligent-picking/tasks', admin(), {
      strategy: 'fifo',
      task_lines: [{ product_id: 1, quantity: 1 }],
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    if (message) expect(response.json().error).toBe(message);
    const after = await db()
      .selectFrom('orders')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('is admin only', async () => {
    const p = await product([{ lot: 'OP', expiry: '2031-01-31', qty: 2 }]);
    expect(
      (await call('POST', '/intelligent-picking/tasks', operator(), { task_lines: [{ product_id: p, quantity: 1 }] })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/intelligent-picking/tasks/1', operator(), { task_lines: [{ product_id: p, quantity: 1 }] }))
        .statusCode,
    ).toBe(403);
  });

  it('the database refuses a sale without a customer and a task with one', async () => {
    const now = new Date().toISOString();
    const base = { status: 'pending', order_date: now, created_at: now, updated_at: now };
    await expect(
      db()
        .insertInto('orders')
        .values({ ...base, order_number: 'X-1', kind: 'venta', customer_id: null })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db()
        .insertInto('orders')
        .values({ ...base, order_number: 'X-2', kind: 'otra', customer_id: null })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('editing a task', () => {
  it('edits while pending; once allocated it is 409; a sale is not edited here nor a task in Órdenes', async () => {
    const p = await product([{ lot: 'E1', expiry: '2031-03-31', qty: 8 }]);
    const id = (
      await call('POST', '/intelligent-picking/tasks', admin(), {
        strategy: 'fifo',
        task_lines: [{ product_id: p, quantity: 2 }],
      })
    ).json().data.id;
    const edited = await call('PUT', `/intelligent-picking/tasks/${id}`, admin(), {
      strategy: 'lifo',
      priority: 5,
      task_lines: [
        { product_id: p, quantity: 3 },
        { product_id: p, quantity: 1 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ picking_strategy: 'lifo', priority: 5, estimated_time: 6 });
    expect(edited.json().data.task_lines.map((l: { quantity: number }) => l.quantity)).toEqual([3, 1]);

    const asOrder = await call('PUT', `/orders/${id}`, admin(), {
      customer_id: 1,
      order_lines: [{ product_id: p, quantity: 1, unit_price: 100 }],
    });
    expect(asOrder.statusCode).toBe(409);
    expect(asOrder.json().error).toContain('se edita en Picking Inteligente');

    expect((await call('POST', `/orders/${id}/allocate`, admin())).statusCode).toBe(200);
    const late = await call('PUT', `/intelligent-picking/tasks/${id}`, admin(), { task_lines: [{ product_id: p, quantity: 1 }] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatch(/Asignado/);
    expect(
      (await call('PUT', '/intelligent-picking/tasks/999999', admin(), { task_lines: [{ product_id: p, quantity: 1 }] }))
        .statusCode,
    ).toBe(404);
  });

  it('a sales order is edited in Órdenes, not as a task', async () => {
    const p = await product([{ lot: 'S1', expiry: '2031-03-31', qty: 8 }]);
    const customer = await call('POST', '/orders/customers', admin(), { name: 'Clínica Norte', tax_id: '76.086.428-5' });
    const sale = await call('POST', '/orders', admin(), {
      customer_id: customer.json().data.id,
      order_lines: [{ product_id: p, quantity: 1, unit_price: 990 }],
    });
    expect(sale.json().data.kind).toBe('venta');
    const refused = await call('PUT', `/intelligent-picking/tasks/${sale.json().data.id}`, admin(), {
      task_lines: [{ product_id: p, quantity: 1 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('se edita en Órdenes');
  });
});

describe('criteria and the path to picked', () => {
  it('FEFO takes the earliest expiry; a manual lot criterion takes that lot', async () => {
    const p = await product([
      { lot: 'LATE', expiry: '2032-12-31', qty: 5 },
      { lot: 'SOON', expiry: '2030-06-30', qty: 3 },
    ]);
    const fefo = (
      await call('POST', '/intelligent-picking/tasks', admin(), {
        strategy: 'fefo',
        task_lines: [{ product_id: p, quantity: 4 }],
      })
    ).json().data.id;
    expect((await call('POST', `/orders/${fefo}/allocate`, admin())).statusCode).toBe(200);
    expect(await reservedLots(fefo)).toEqual([
      ['LATE', 1],
      ['SOON', 3],
    ]);

    const manual = await call('POST', '/intelligent-picking/tasks', admin(), {
      strategy: 'manual',
      task_lines: [{ product_id: p, quantity: 2 }],
      granular_criteria: { 0: { picking_strategy: 'manual', type: 'lot', value: 'LATE', available_quantity: 4 } },
    });
    expect(manual.statusCode, manual.body).toBe(201);
    expect(manual.json().data.task_lines[0].picking_criteria).toEqual({ type: 'lot', value: 'LATE' });
    expect((await call('POST', `/orders/${manual.json().data.id}/allocate`, admin())).statusCode).toBe(200);
    expect(await reservedLots(manual.json().data.id)).toEqual([['LATE', 2]]);
  });

  it('allocates, gets its list, is assigned and picked by the operator, and ends picked and shipped', async () => {
    const p = await product([{ lot: 'FULL', expiry: '2031-08-31', qty: 6 }]);
    const id = (
      await call('POST', '/intelligent-picking/tasks', admin(), {
        strategy: 'fifo',
        task_lines: [{ product_id: p, quantity: 4 }],
      })
    ).json().data.id;
    expect((await call('POST', `/orders/${id}/allocate`, admin())).json().data.status).toBe('assigned');
    const list = await call('POST', `/orders/${id}/picking-list`, admin());
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json().data.id;
    expect((await call('POST', `/orders/picking-lists/${listId}/assign`, admin(), { user_id: operatorId })).statusCode).toBe(200);
    const started = await call('POST', `/intelligent-picking/tasks/${id}/start`, operator());
    expect(started.statusCode, started.body).toBe(200);
    const detail = await call('GET', `/orders/picking-lists/${listId}`, operator());
    const item = detail.json().data.picking_items[0];
    expect(
      (await call('POST', `/orders/picking-items/${item.id}/pick`, operator(), { ...pickScans(item), quantity_picked: 4 }))
        .statusCode,
    ).toBe(200);
    const done = await call('POST', `/intelligent-picking/tasks/${id}/complete`, operator());
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'picked', kind: 'tarea', customer_name: 'Uso interno' });
    const stock = await db()
      .selectFrom('inventory')
      .select(['quantity', 'reserved_quantity'])
      .where('product_id', '=', p)
      .executeTakeFirstOrThrow();
    expect(stock).toEqual({ quantity: 2, reserved_quantity: 0 });
    const events = await db()
      .selectFrom('traceability_events')
      .select(['event_type', 'quantity'])
      .where('product_id', '=', p)
      .where('event_type', '=', 'PICKING')
      .execute();
    expect(events).toEqual([{ event_type: 'PICKING', quantity: -4 }]);
    const shipped = await call('POST', `/orders/${id}/ship`, admin(), {});
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.status).toBe('shipped');
    const listed = await call('GET', '/intelligent-picking/tasks?status=shipped', admin());
    expect(listed.json().data.tasks.map((task: { id: number }) => task.id)).toContain(id);
  });
});
