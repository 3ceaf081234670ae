import { purchaseOrderResponseSchema } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const db = () => t.db.kysely;

async function supplier(name: string, rut: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/suppliers', headers: admin(), payload: { name, rut } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number };
}

async function createOrder(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/purchase-orders', headers: admin(), payload });
}

const edit = (id: number, payload: object, headers = admin()) =>
  t.app.inject({ method: 'PUT', url: `/api/purchase-orders/${id}`, headers, payload });
const setStatus = (id: number, status: string) =>
  t.app.inject({ method: 'PUT', url: `/api/purchase-orders/${id}/status`, headers: admin(), payload: { status } });
const lineCount = async (id: number) =>
  Number(
    (
      await db()
        .selectFrom('purchase_order_lines')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('purchase_order_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('purchase order from scratch, edited while borrador', () => {
  it('creates two lines with expected costs, replaces them on edit, and keeps the number', async () => {
    const s1 = await supplier('Proveedor Norte', '11.111.111-1');
    const s2 = await supplier('Proveedor Sur', '22.222.222-2');
    const [a, b, c] = [await createProduct(db()), await createProduct(db()), await createProduct(db())];
    const created = await createOrder({
      supplier_id: s1.id,
      notes: '  Entregar en bodega central ',
      lines: [
        { product_id: a, quantity: 10, expected_cost: 1500 },
        { product_id: b, quantity: 4 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = purchaseOrderResponseSchema.parse(created.json().data);
    expect(order).toMatchObject({
      status: 'borrador',
      notes: 'Entregar en bodega central',
      total_quantity: 14,
      expected_total: 15_000,
      lines: [
        { product_id: a, quantity: 10, expected_cost: 1500, received_quantity: 0, open_quantity: 10 },
        { product_id: b, quantity: 4, expected_cost: null },
      ],
    });

    const edited = await edit(order.id, {
      supplier_id: s2.id,
      notes: '',
      lines: [
        { product_id: b, quantity: 6, expected_cost: 200 },
        { product_id: c, quantity: 1, expected_cost: 0 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      id: order.id,
      order_number: order.order_number,
      supplier: { id: s2.id, name: 'Proveedor Sur' },
      notes: null,
      total_quantity: 7,
      expected_total: 1200,
      lines: [
        { product_id: b, quantity: 6 },
        { product_id: c, quantity: 1 },
      ],
    });
    expect(await lineCount(order.id)).toBe(2);

    const found = await t.app.inject({ url: '/api/purchase-orders?search=sur', headers: admin() });
    expect(found.json().data.map((o: { id: number }) => o.id)).toContain(order.id);
    const byNumber = await t.app.inject({ url: `/api/purchase-orders?search=${order.order_number}`, headers: admin() });
    expect(byNumber.json().data.map((o: { id: number }) => o.id)).toEqual([order.id]);
  });

  it("each line carries its product's serial requirement, and so does the receipt draft", async () => {
    const s = await supplier('Proveedor Serie', '76.543.210-3');
    const [plain, serialised] = [await createProduct(db()), await createProduct(db())];
    await db().updateTable('products').set({ requiere_serie: 1 }).where('id', '=', serialised).execute();
    const created = await createOrder({
      supplier_id: s.id,
      lines: [
        { product_id: plain, quantity: 2 },
        { product_id: serialised, quantity: 3 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = purchaseOrderResponseSchema.parse(created.json().data);
    expect(order.lines.map((l) => [l.product_id, l.requiere_serie])).toEqual([
      [plain, false],
      [serialised, true],
    ]);
    expect((await setStatus(order.id, 'enviada')).statusCode).toBe(200);
    const draft = await t.app.inject({ url: `/api/purchase-orders/${order.id}/receipt-draft`, headers: admin() });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(
      draft
        .json()
        .data.items.map((i: { product_id: number; product: { requiere_serie: boolean } }) => [
          i.product_id,
          i.product.requiere_serie,
        ]),
    ).toEqual([
      [plain, false],
      [serialised, true],
    ]);
  });

  it('a bad edit answers 400 in Spanish and leaves the lines as they were', async () => {
    const s = await supplier('Proveedor Fijo', '33.333.333-3');
    const a = await createProduct(db());
    const order = (await createOrder({ supplier_id: s.id, lines: [{ product_id: a, quantity: 3 }] })).json().data;
    const cases: Array<[object, string, string]> = [
      [{ supplier_id: s.id, lines: [] }, 'lines', 'Agregue al menos un producto'],
      [{ supplier_id: s.id, lines: [{ product_id: a, quantity: 0 }] }, 'lines.0.quantity', 'La cantidad debe ser mayor a 0'],
      [
        { supplier_id: s.id, lines: [{ product_id: a, quantity: 1.5 }] },
        'lines.0.quantity',
        'La cantidad debe ser un número entero',
      ],
      [{ supplier_id: s.id, lines: [{ product_id: a, quantity: 1, expected_cost: 10.5 }] }, 'lines.0.expected_cost', ''],
      [{ supplier_id: s.id, lines: [{ product_id: 999_999, quantity: 1 }] }, 'lines.0.product_id', 'Producto no encontrado'],
      [{ supplier_id: 999_999, lines: [{ product_id: a, quantity: 1 }] }, 'supplier_id', 'El proveedor no existe'],
      [{ supplier_id: s.id, status: 'enviada', lines: [{ product_id: a, quantity: 1 }] }, '', ''],
    ];
    for (const [payload, field, message] of cases) {
      const res = await edit(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
      if (field) expect(res.json().fields?.[field], JSON.stringify(res.json())).toBeTruthy();
      if (message) expect(res.json().fields[field]).toBe(message);
    }
    const now = (await t.app.inject({ url: `/api/purchase-orders/${order.id}`, headers: admin() })).json().data;
    expect(now.lines).toMatchObject([{ product_id: a, quantity: 3 }]);
    expect((await edit(999_999, { supplier_id: s.id, lines: [{ product_id: a, quantity: 1 }] })).statusCode).toBe(404);
  });
});

describe('status rules', () => {
  it('borrador → enviada → cancelada; no edit once sent; a cancelled or received order stays so', async () => {
    const s = await supplier('Proveedor Estados', '44.444.444-4');
    const a = await createProduct(db());
    const order = (await createOrder({ supplier_id: s.id, lines: [{ product_id: a, quantity: 2 }] })).json().data;
    const sent = await setStatus(order.id, 'enviada');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.status).toBe('enviada');

    const late = await edit(order.id, { supplier_id: s.id, lines: [{ product_id: a, quantity: 9 }] });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(`Solo se puede editar una orden en borrador; la orden ${order.order_number} está enviada`);
    expect(await lineCount(order.id)).toBe(1);

    expect((await setStatus(order.id, 'borrador')).statusCode).toBe(409);
    expect((await setStatus(order.id, 'recibida')).statusCode).toBe(409);
    const cancelled = await setStatus(order.id, 'cancelada');
    expect(cancelled.json().data.status).toBe('cancelada');
    const again = await setStatus(order.id, 'enviada');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('No se puede cambiar una orden cancelada a enviada');
    expect((await edit(order.id, { supplier_id: s.id, lines: [{ product_id: a, quantity: 1 }] })).statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/purchase-orders/${order.id}/receipt-draft`, headers: admin() })).statusCode).toBe(
      409,
    );

    const draft = (await createOrder({ supplier_id: s.id, lines: [{ product_id: a, quantity: 2 }] })).json().data;
    expect((await setStatus(draft.id, 'cancelada')).json().data.status).toBe('cancelada');
    expect((await setStatus(draft.id, 'estado-raro')).statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('viewer and operator get 403 on every purchase-order route, and nothing changes', async () => {
    const s = await supplier('Proveedor Roles', '55.555.555-5');
    const a = await createProduct(db());
    const order = (await createOrder({ supplier_id: s.id, lines: [{ product_id: a, quantity: 2 }] })).json().data;
    const body = { supplier_id: s.id, lines: [{ product_id: a, quantity: 5 }] };
    for (const role of ['viewer', 'operator'] as const) {
      const headers = t.auth(role);
      const calls: Array<[string, string, object?]> = [
        ['GET', '/api/purchase-orders'],
        ['GET', `/api/purchase-orders/${order.id}`],
        ['POST', '/api/purchase-orders', body],
        ['PUT', `/api/purchase-orders/${order.id}`, body],
        ['PUT', `/api/purchase-orders/${order.id}/status`, { status: 'enviada' }],
        ['GET', `/api/purchase-orders/${order.id}/receipt-draft`],
        ['GET', '/api/suppliers?search=roles'],
      ];
      for (const [method, url, payload] of calls) {
        const res = await t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const now = (await t.app.inject({ url: `/api/purchase-orders/${order.id}`, headers: admin() })).json().data;
    expect(now).toMatchObject({ status: 'borrador', lines: [{ quantity: 2 }] });
  });
});
