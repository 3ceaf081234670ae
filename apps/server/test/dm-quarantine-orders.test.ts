import { ean13CheckDigit } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../src/modules/ledger/invariants/check-invariants';
import { createLocation, createProduct, pickScans } from './fixtures';
import { createTestApp, TEST_AUDIT_KEY, type TestApp } from './helpers';

/**
 * A device state that holds units (quarantine, maintenance, lost) displaces the reservations on
 * them, as a recall does: an order that loses units is no longer fully allocated, so it goes back
 * to 'pending' and says why in its notes; its picking list not yet started is cancelled.
 */
let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
let customerId: number;
const db = () => t.db.kysely;
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.auth('admin'), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(db());
  customerId = (await call('POST', '/orders/customers', { name: 'Pabellón Central', tax_id: '76.086.428-5' })).json().data.id;
});
afterAll(async () => t?.close());

let eanSeq = 0;
const ean13 = (n: number) => {
  const first12 = `780998${String(n).padStart(6, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
};

async function assignedOrderOfDevice(serial: string) {
  const productId = await createProduct(db(), { name: `Stent ${serial}` });
  await db()
    .updateTable('products')
    // A valid EAN-13, so the operator's scan can carry the unit's serial in a GS1 code.
    .set({ es_dm_priorizado: 1, tipo_dm: 'Implantable', categorizacion_implantable: 'Cardiológico', barcode: ean13(++eanSeq) })
    .where('id', '=', productId)
    .execute();
  await t.app.deps.stockTransaction((stock) =>
    stock.add(
      { product_id: productId, location_id: loc.location_id, lot_number: 'QO', serial_number: serial, expiry_date: '2031-01-31' },
      1,
      'RECEPTION',
      { user_id: 1 },
    ),
  );
  const order = await call('POST', '/orders', {
    customer_id: customerId,
    order_lines: [{ product_id: productId, quantity: 1, unit_price: 1000 }],
  });
  expect(order.statusCode, order.body).toBe(201);
  const orderId = order.json().data.id as number;
  expect((await call('POST', `/orders/${orderId}/allocate`)).json().data.status).toBe('assigned');
  const device = (await call('GET', `/dm/dispositivos-dm?busqueda=${serial}`)).json().data[0];
  return { orderId, deviceId: device.id as number };
}

describe('device states and orders', () => {
  it("a quarantine of an assigned order's unit sends the order back to pending allocation, its list cancelled", async () => {
    const { orderId, deviceId } = await assignedOrderOfDevice('QO-1');
    const list = await call('POST', `/orders/${orderId}/picking-list`);
    expect(list.statusCode, list.body).toBe(201);
    const quarantine = await call('POST', '/dm/trazabilidad/evento', {
      inventory_item_id: deviceId,
      tipo_evento: 'cambio_estado',
      fecha_evento: new Date().toISOString(),
      detalles: { estado_nuevo: 'En cuarentena', observaciones: 'Alerta', motivo_cuarentena: 'Alerta del fabricante' },
    });
    expect(quarantine.statusCode, quarantine.body).toBe(201);
    const order = await db().selectFrom('orders').select(['status', 'notes']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order.status).toBe('pending');
    expect(order.notes).toContain('cuarentena');
    const picking = await db()
      .selectFrom('picking_lists')
      .select('status')
      .where('id', '=', list.json().data.id)
      .executeTakeFirstOrThrow();
    expect(picking.status).toBe('cancelled');
    expect(await checkInvariants(db(), { auditKey: TEST_AUDIT_KEY })).toEqual([]);
  });

  it('a recall of units an order is picking leaves its started list and its items as they were; the pick names the recall', async () => {
    const { orderId } = await assignedOrderOfDevice('QO-2');
    const list = await call('POST', `/orders/${orderId}/picking-list`);
    const listId = list.json().data.id as number;
    const operator = await db().selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow();
    expect((await call('POST', `/orders/picking-lists/${listId}/assign`, { user_id: operator.id })).statusCode).toBe(200);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/orders/picking-lists/${listId}/start`,
      headers: t.auth('operator'),
    });
    expect(started.statusCode, started.body).toBe(200);
    const productId = (
      await db().selectFrom('order_lines').select('product_id').where('order_id', '=', orderId).executeTakeFirstOrThrow()
    ).product_id;
    const recall = await call('POST', '/dm/retiros', {
      product_id: productId,
      lotes: ['QO'],
      motivo: 'Alerta',
      referencia: 'ALERTA-QO',
    });
    expect(recall.statusCode, recall.body).toBe(201);
    expect(await db().selectFrom('picking_lists').select('status').where('id', '=', listId).executeTakeFirstOrThrow()).toEqual({
      status: 'in_progress',
    });
    expect(await db().selectFrom('picking_list_items').select('status').where('picking_list_id', '=', listId).execute()).toEqual([
      { status: 'pending' },
    ]);
    const item = started.json().data.picking_items[0];
    const pick = await t.app.inject({
      method: 'POST',
      url: `/api/orders/picking-items/${item.id}/pick`,
      headers: t.auth('operator'),
      payload: { ...pickScans(item), quantity_picked: 1 },
    });
    expect(pick.statusCode, pick.body).toBe(409);
    expect(pick.json().error).toContain('ALERTA-QO');
    expect(await checkInvariants(db(), { auditKey: TEST_AUDIT_KEY })).toEqual([]);
  });
});
