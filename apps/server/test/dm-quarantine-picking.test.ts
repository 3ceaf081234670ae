import { ean13CheckDigit } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct, pickScans } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/**
 * A quarantine that arrives after an order was allocated takes the units from the
 * order (the reservation is displaced), so the picking list cannot take them.
 */
let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
let customerId: number;
let operatorId: number;
const db = () => t.db.kysely;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(db());
  customerId = (
    await call('POST', '/orders/customers', t.auth('admin'), { name: 'Pabellón Central', tax_id: '76.086.428-5' })
  ).json().data.id;
  operatorId = (await db().selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

describe('quarantine and picking', () => {
  it('a unit put in quarantine after allocation is refused by the pick with a Spanish 409 naming the hold, and nothing moves', async () => {
    const productId = await createProduct(db(), { name: 'Stent picking' });
    await db()
      .updateTable('products')
      // A valid EAN-13, so the operator's scan can carry the unit's serial in a GS1 code.
      .set({
        es_dm_priorizado: 1,
        tipo_dm: 'Implantable',
        categorizacion_implantable: 'Cardiológico',
        barcode: `780999000001${ean13CheckDigit('780999000001')}`,
      })
      .where('id', '=', productId)
      .execute();
    await t.app.deps.stockTransaction((stock) =>
      stock.add(
        {
          product_id: productId,
          location_id: loc.location_id,
          lot_number: 'QP',
          serial_number: 'QP-1',
          expiry_date: '2031-01-31',
        },
        1,
        'RECEPTION',
        { user_id: 1 },
      ),
    );
    const order = await call('POST', '/orders', t.auth('admin'), {
      customer_id: customerId,
      order_lines: [{ product_id: productId, quantity: 1, unit_price: 1000 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.json().data.id;
    expect((await call('POST', `/orders/${orderId}/allocate`, t.auth('admin'))).json().data.fully_allocated).toBe(true);
    const list = await call('POST', `/orders/${orderId}/picking-list`, t.auth('admin'));
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json().data.id;
    expect(
      (await call('POST', `/orders/picking-lists/${listId}/assign`, t.auth('admin'), { user_id: operatorId })).statusCode,
    ).toBe(200);
    const started = await call('POST', `/orders/picking-lists/${listId}/start`, t.auth('operator'));
    expect(started.statusCode, started.body).toBe(200);

    const device = (await call('GET', '/dm/dispositivos-dm?busqueda=QP-1', t.auth('admin'))).json().data[0];
    const quarantine = await call('POST', '/dm/trazabilidad/evento', t.auth('admin'), {
      inventory_item_id: device.id,
      tipo_evento: 'cambio_estado',
      fecha_evento: new Date().toISOString(),
      detalles: { estado_nuevo: 'En cuarentena', observaciones: 'Alerta', motivo_cuarentena: 'Alerta del fabricante' },
    });
    expect(quarantine.statusCode, quarantine.body).toBe(201);
    const before = await db().selectFrom('traceability_events').select('id').where('product_id', '=', productId).execute();

    const item = started.json().data.picking_items[0];
    const pick = await call('POST', `/orders/picking-items/${item.id}/pick`, t.auth('operator'), {
      ...pickScans(item),
      quantity_picked: 1,
      status: 'picked',
    });
    expect(pick.statusCode, pick.body).toBe(409);
    expect(pick.json().error).toContain('cuarentena');
    expect(await db().selectFrom('traceability_events').select('id').where('product_id', '=', productId).execute()).toHaveLength(
      before.length,
    );
    expect(
      await db()
        .selectFrom('inventory')
        .select(['quantity', 'held_quantity', 'reserved_quantity'])
        .where('product_id', '=', productId)
        .execute(),
    ).toEqual([{ quantity: 1, held_quantity: 1, reserved_quantity: 1 }]);
  });
});
