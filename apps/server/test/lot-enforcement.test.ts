import { ean13CheckDigit, type LotEnforcement } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/**
 * Strategy enforcement per category with a product override: 'none', 'warn' (a reason code,
 * stored on the line and in the event) or 'block' (409 naming the lot to take), on issues,
 * picks and dispatch; expired stock moves only to quarantine or returns.
 */
let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
let other: number;
let customerId: number;
const db = () => t.db.kysely;
const admin = () => t.auth('admin');
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(db());
  other = await addLocation(db(), loc.zone_id);
  const customer = await t.app.inject({
    method: 'POST',
    url: '/api/orders/customers',
    headers: admin(),
    payload: { name: 'Pabellón Norte', tax_id: '76.086.428-5' },
  });
  customerId = customer.json().data.id;
  for (const enforcement of ['none', 'warn', 'block'] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: admin(),
      payload: { name: `Cat-${enforcement}`, lot_enforcement: enforcement },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.lot_enforcement).toBe(enforcement);
  }
});
afterAll(async () => t?.close());

const receive = (key: { product_id: number; location_id: number; lot_number: string; expiry_date: string }, quantity: number) =>
  t.app.deps.stockTransaction((stock) => stock.add(key, quantity, 'RECEPTION', { user_id: 1, reference: 'FIXTURE' }));

/** A product of the category with policy `enforcement`: lot LATE (expires last) and SOON (first). */
async function twoLots(enforcement: LotEnforcement, soonAt = loc.location_id) {
  const id = await createProduct(db(), { category: `Cat-${enforcement}`, name: `Insumo ${++seq}` });
  const first12 = `7809876${String(seq).padStart(5, '0')}`;
  await db()
    .updateTable('products')
    .set({ barcode: `${first12}${ean13CheckDigit(first12)}` })
    .where('id', '=', id)
    .execute();
  await receive({ product_id: id, location_id: loc.location_id, lot_number: `LATE${seq}`, expiry_date: '2031-12-31' }, 10);
  await receive({ product_id: id, location_id: soonAt, lot_number: `SOON${seq}`, expiry_date: '2030-01-31' }, 10);
  return { id, late: `LATE${seq}`, soon: `SOON${seq}` };
}

const issue = (product_id: number, lot: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/egresos/egress-orders',
    headers: admin(),
    payload: { area_servicio: 'URGENCIAS', strategy: 'fefo', items: [{ product_id, quantity: 2, lot_number: lot, ...extra }] },
  });

describe('the enforcement settings', () => {
  it('a category keeps its policy on rename; a product overrides it and shows the override', async () => {
    const list = (await t.app.inject({ url: '/api/categories', headers: admin() })).json().data as Array<{
      id: number;
      name: string;
      lot_enforcement: string;
    }>;
    const block = list.find((c) => c.name === 'Cat-block')!;
    expect(block.lot_enforcement).toBe('block');
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${block.id}`,
      headers: admin(),
      payload: { name: 'Cat-block', lot_enforcement: 'strict' },
    });
    expect(bad.statusCode).toBe(400);
    const p = await twoLots('block');
    await db().updateTable('products').set({ lot_enforcement: 'none' }).where('id', '=', p.id).execute();
    const read = await t.app.inject({ url: `/api/products/${p.id}`, headers: admin() });
    expect(read.json().data.lot_enforcement).toBe('none');
    // The override wins: another lot is issued without a reason.
    expect((await issue(p.id, p.late)).statusCode).toBe(201);
  });
});

describe('goods issues', () => {
  it("'block' refuses another lot than the strategy's, naming the lot to take, and changes nothing", async () => {
    const p = await twoLots('block');
    const res = await issue(p.id, p.late);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LOT_STRATEGY_BLOCKED', expected_lot: p.soon, taken_lot: p.late });
    expect(res.json().error).toContain(p.soon);
    expect(await db().selectFrom('egress_order_items').select('id').where('product_id', '=', p.id).execute()).toEqual([]);
    // The strategy's own lot passes.
    expect((await issue(p.id, p.soon)).statusCode).toBe(201);
  });

  it("'warn' asks for a reason code (422), stores it on the line and in the event; 'otro' needs its text", async () => {
    const p = await twoLots('warn');
    const asked = await issue(p.id, p.late);
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({
      code: 'LOT_REASON_REQUIRED',
      reason_required: true,
      expected_lot: p.soon,
      fields: { 'items.0.deviation_reason': expect.any(String) },
    });
    expect(asked.json().reasons.map((r: { label: string }) => r.label)).toContain('Daño en el lote indicado');
    const noText = await issue(p.id, p.late, { deviation_reason: 'otro' });
    expect(noText.statusCode).toBe(422);
    expect(noText.json().fields).toEqual({ 'items.0.deviation_text': 'Describa el motivo' });
    const ok = await issue(p.id, p.late, { deviation_reason: 'otro', deviation_text: 'Pedido del pabellón' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(
      await db()
        .selectFrom('egress_order_items')
        .select(['lot_number', 'deviation_reason', 'deviation_text', 'strategy_compliant'])
        .where('product_id', '=', p.id)
        .execute(),
    ).toEqual([{ lot_number: p.late, deviation_reason: 'otro', deviation_text: 'Pedido del pabellón', strategy_compliant: 0 }]);
    const event = await db()
      .selectFrom('traceability_events')
      .select('description')
      .where('product_id', '=', p.id)
      .where('event_type', '=', 'DISPATCH')
      .executeTakeFirstOrThrow();
    expect(event.description).toContain('Otro: Pedido del pabellón');
  });

  it("'none' issues another lot without a reason", async () => {
    const p = await twoLots('none');
    expect((await issue(p.id, p.late)).statusCode).toBe(201);
  });
});

describe('picks', () => {
  async function pickListFor(productId: number, lot: string) {
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: admin(),
      payload: {
        customer_id: customerId,
        order_lines: [
          {
            product_id: productId,
            quantity: 2,
            unit_price: 1000,
            picking_strategy: 'manual',
            picking_criteria: { type: 'lot', value: lot },
          },
        ],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().data.id;
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/allocate`, headers: admin() })).statusCode).toBe(
      200,
    );
    const list = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/picking-list`, headers: admin() });
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json().data.id as number;
    const call = (method: 'POST' | 'PUT', url: string, payload?: object, headers = admin()) =>
      t.app.inject({ method, url: `/api/orders${url}`, headers, ...(payload ? { payload } : {}) });
    const scanOff = await call('PUT', `/picking-lists/${listId}/scan-mode`, { scan_required: false });
    expect(scanOff.statusCode, scanOff.body).toBe(200);
    const operatorId = (await db().selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow()).id;
    const assigned = await call('POST', `/picking-lists/${listId}/assign`, { user_id: operatorId });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const started = await call('POST', `/picking-lists/${listId}/start`, undefined, t.auth('operator'));
    expect(started.statusCode, started.body).toBe(200);
    const item = await db()
      .selectFrom('picking_list_items')
      .select(['id', 'lot_number'])
      .where('picking_list_id', '=', listId)
      .executeTakeFirstOrThrow();
    expect(item.lot_number).toBe(lot);
    return (payload: object) =>
      call('POST', `/picking-items/${item.id}/pick`, payload, t.auth('operator')).then((res) => ({ res, itemId: item.id }));
  }

  it("'block' refuses picking another lot than the strategy's; 'warn' needs a reason and keeps it on the item", async () => {
    const blocked = await twoLots('block');
    const pickBlocked = await pickListFor(blocked.id, blocked.late);
    const refused = (await pickBlocked({ quantity_picked: 2 })).res;
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LOT_STRATEGY_BLOCKED', expected_lot: blocked.soon });

    const warned = await twoLots('warn');
    const pickWarned = await pickListFor(warned.id, warned.late);
    const asked = (await pickWarned({ quantity_picked: 2 })).res;
    expect(asked.statusCode, asked.body).toBe(422);
    expect(asked.json()).toMatchObject({ code: 'LOT_REASON_REQUIRED', fields: { deviation_reason: expect.any(String) } });
    const { res, itemId } = await pickWarned({ quantity_picked: 2, deviation_reason: 'dano_lote' });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await db().selectFrom('picking_list_items').select(['status', 'deviation_reason']).where('id', '=', itemId).execute(),
    ).toEqual([{ status: 'picked', deviation_reason: 'dano_lote' }]);
    const event = await db()
      .selectFrom('traceability_events')
      .select('description')
      .where('product_id', '=', warned.id)
      .where('event_type', '=', 'PICKING')
      .executeTakeFirstOrThrow();
    expect(event.description).toContain('Daño en el lote indicado');
  });
});

describe('dispatch', () => {
  const dispatch = async (productId: number, item: object = {}) => {
    const body = {
      destination: 'Hospital de día',
      source_location_id: loc.location_id,
      selection_method: 'fefo',
      items: [{ product_id: productId, quantity: 2, ...item }],
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/despachos/dispatches', headers: admin(), payload: body });
    expect(created.statusCode, created.body).toBe(201);
    return t.app.inject({
      method: 'PUT',
      url: `/api/despachos/dispatches/${created.json().data.id}`,
      headers: admin(),
      payload: { ...body, status: 'Completado' },
    });
  };

  it("from a location without the strategy's lot: 'block' refuses naming it, 'warn' needs a reason", async () => {
    // SOON (the FEFO lot) lies at another location; the dispatch's source only has LATE.
    const blocked = await twoLots('block', other);
    const refused = await dispatch(blocked.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'LOT_STRATEGY_BLOCKED', expected_lot: blocked.soon });

    const warned = await twoLots('warn', other);
    expect((await dispatch(warned.id)).statusCode).toBe(422);
    const done = await dispatch(warned.id, { deviation_reason: 'solicitud_clinica' });
    expect(done.statusCode, done.body).toBe(200);
    expect(
      await db().selectFrom('dispatch_order_items').select('deviation_reason').where('product_id', '=', warned.id).execute(),
    ).toContainEqual({ deviation_reason: 'solicitud_clinica' });
  });
});

describe('expired stock', () => {
  it('moves only to quality control or returns, whatever the policy', async () => {
    const id = await createProduct(db(), { category: 'Cat-none' });
    await receive({ product_id: id, location_id: loc.location_id, lot_number: 'VENC', expiry_date: '2020-01-31' }, 4);
    const quarantine = await addLocation(db(), loc.zone_id);
    await db().updateTable('locations').set({ location_type: 'quality_control' }).where('id', '=', quarantine).execute();
    const move = async (to: number) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/transactions/movimientos-internos',
        headers: admin(),
        payload: {
          movement_type: 'reubicacion',
          details: [{ product_id: id, source_location_id: loc.location_id, destination_location_id: to, quantity: 2 }],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      return t.app.inject({
        method: 'POST',
        url: `/api/transactions/movimientos-internos/${created.json().data.id}/execute`,
        headers: admin(),
      });
    };
    const refused = await move(other);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'EXPIRED_DESTINATION' });
    expect(refused.json().error).toContain('31-01-2020');
    const moved = await move(quarantine);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      await db()
        .selectFrom('inventory')
        .select(['location_id', 'quantity'])
        .where('product_id', '=', id)
        .orderBy('location_id')
        .execute(),
    ).toEqual([
      { location_id: loc.location_id, quantity: 2 },
      { location_id: quarantine, quantity: 2 },
    ]);
  });
});
