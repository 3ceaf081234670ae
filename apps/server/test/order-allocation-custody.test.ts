import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInvariants } from '../src/modules/ledger/invariants/check-invariants';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, TEST_AUDIT_KEY, type TestApp } from './helpers';

/**
 * A clinical service's custody (units a DM transfer took there) is not the warehouse's to sell:
 * an order's allocation skips it, as issues and movements do.
 */
let t: TestApp;
const db = () => t.db.kysely;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.auth('admin'), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('order allocation and clinical services', () => {
  it("never reserves a unit in a clinical service's custody", async () => {
    const loc = await createLocation(db());
    const productId = await createProduct(db(), { name: 'Válvula aórtica' });
    await db()
      .updateTable('products')
      .set({ es_dm_priorizado: 1, tipo_dm: 'Implantable', categorizacion_implantable: 'Cardiológico' })
      .where('id', '=', productId)
      .execute();
    await t.app.deps.stockTransaction((stock) =>
      stock.add(
        {
          product_id: productId,
          location_id: loc.location_id,
          lot_number: 'VA',
          serial_number: 'VA-1',
          expiry_date: '2031-01-31',
        },
        1,
        'RECEPTION',
        {
          user_id: 1,
        },
      ),
    );
    const service = (await call('POST', '/dm/servicios-clinicos', { nombre: 'Hemodinamia' })).json().data;
    const device = (await call('GET', '/dm/dispositivos-dm?busqueda=VA-1')).json().data[0];
    const transfer = await call('POST', '/dm/transferencias', {
      inventory_item_id: device.id,
      servicio_clinico_destino_id: service.id,
      usuario_receptor: 'Enf. Soto',
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    const received = await call('PUT', `/dm/transferencias/${transfer.json().data.id}/recibir`, {
      fecha_recepcion: new Date().toISOString(),
    });
    expect(received.statusCode, received.body).toBe(200);
    const customer = (await call('POST', '/orders/customers', { name: 'Clínica Sur', tax_id: '76.086.428-5' })).json().data;
    const order = await call('POST', '/orders', {
      customer_id: customer.id,
      order_lines: [{ product_id: productId, quantity: 1, unit_price: 1000 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const allocated = await call('POST', `/orders/${order.json().data.id}/allocate`);
    expect(allocated.statusCode, allocated.body).toBe(200);
    expect(allocated.json().data).toMatchObject({ status: 'pending', fully_allocated: false });
    expect(
      await db().selectFrom('stock_reservations').select('id').where('source_id', '=', order.json().data.id).execute(),
    ).toEqual([]);
    expect(
      await db()
        .selectFrom('inventory')
        .select(['location_id', 'reserved_quantity'])
        .where('product_id', '=', productId)
        .execute(),
    ).toEqual([{ location_id: service.location_id, reserved_quantity: 0 }]);
    expect(await checkInvariants(db(), { auditKey: TEST_AUDIT_KEY })).toEqual([]);
  });
});
