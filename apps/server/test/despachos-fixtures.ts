import { expect } from 'vitest';
import { createLocation, createProduct, pickScans } from './fixtures';
import type { TestApp } from './helpers';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls and picked orders for the dispatch API tests, through the real endpoints. */
export async function dispatchFixtures(t: TestApp) {
  const loc = await createLocation(t.db.kysely);
  const call = (method: Method, url: string, payload?: object, headers = t.auth('admin')) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const ok = async (method: Method, url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
    return res.json().data;
  };
  const customer = await ok(
    'POST',
    '/orders/customers',
    { name: 'Hospital del Maule', tax_id: '61.606.600-5', address: '1 Norte 1990', city: 'Talca' },
    201,
  );
  const operatorId = (await t.db.kysely.selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow())
    .id;
  let seq = 0;

  async function stockedProduct(): Promise<number> {
    const productId = await createProduct(t.db.kysely, { sku: `DSPF-${++seq}`, name: `Apósito estéril ${seq}` });
    await t.app.deps.stockTransaction((stock) =>
      stock.add(
        { product_id: productId, location_id: loc.location_id, lot_number: `L-${seq}`, expiry_date: '2031-06-30' },
        50,
        'RECEPTION',
        { user_id: 1 },
      ),
    );
    return productId;
  }

  /** Allocates, lists, and has the operator pick an order (or task) in full; it ends picked. */
  async function pickAll(orderId: number): Promise<void> {
    await ok('POST', `/orders/${orderId}/allocate`);
    const list = await ok('POST', `/orders/${orderId}/picking-list`, undefined, 201);
    await ok('POST', `/orders/picking-lists/${list.id}/assign`, { user_id: operatorId });
    const operator = t.auth('operator');
    const started = await call('POST', `/orders/picking-lists/${list.id}/start`, undefined, operator);
    expect(started.statusCode, started.body).toBe(200);
    for (const item of started.json().data.picking_items) {
      const picked = await call(
        'POST',
        `/orders/picking-items/${item.id}/pick`,
        { ...pickScans(item), quantity_picked: item.quantity_required, status: 'picked' },
        operator,
      );
      expect(picked.statusCode, picked.body).toBe(200);
    }
    const done = await call('POST', `/orders/picking-lists/${list.id}/complete`, undefined, operator);
    expect(done.statusCode, done.body).toBe(200);
  }

  /** A sales order of `quantity` units, picked. */
  async function pickedOrder(quantity = 2): Promise<{ id: number; order_number: string; product_id: number }> {
    const productId = await stockedProduct();
    const order = await ok(
      'POST',
      '/orders',
      {
        customer_id: customer.id,
        shipping_address: '1 Norte 1990',
        shipping_city: 'Talca',
        order_lines: [{ product_id: productId, quantity, unit_price: 2500 }],
      },
      201,
    );
    await pickAll(order.id);
    return { id: order.id, order_number: order.order_number, product_id: productId };
  }

  /** A picking task (internal order, kind 'tarea'), picked. */
  async function pickedTask(): Promise<number> {
    const productId = await stockedProduct();
    const task = await ok(
      'POST',
      '/intelligent-picking/tasks',
      { strategy: 'fifo', task_lines: [{ product_id: productId, quantity: 2 }] },
      201,
    );
    await pickAll(task.id);
    return task.id;
  }

  const orderRow = (id: number) =>
    t.db.kysely
      .selectFrom('orders')
      .select(['status', 'shipped_at', 'carrier', 'tracking_number'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  return { call, ok, pickedOrder, pickedTask, orderRow };
}
