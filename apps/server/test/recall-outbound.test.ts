import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct, pickScans } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

/** A recall reaches the units already on their way out: reserved, picked, on a dock, shipped. */
let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
let back: { location_id: number };
let customerId: number;
let operatorId: number;
const db = () => t.db.kysely;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = t.auth('admin')) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const ok = async (method: Method, url: string, payload?: object, status = 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json().data;
};
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(db());
  back = await createLocation(db());
  customerId = (
    await call('POST', '/orders/customers', {
      name: 'Clínica del Sur',
      tax_id: '76.086.428-5',
      address: 'Calle 1',
      city: 'Osorno',
    })
  ).json().data.id;
  operatorId = (await db().selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

/** A priority implantable with `units` serial-less units of one lot at the test location. */
async function stockedLot(units: number): Promise<{ productId: number; lot: string }> {
  const lot = `RC-${++seq}`;
  const productId = await createProduct(db(), { sku: `RCL-${seq}`, name: `Stent recall ${seq}` });
  await t.app.deps.stockTransaction((stock) =>
    stock.add(
      { product_id: productId, location_id: loc.location_id, lot_number: lot, expiry_date: '2031-06-30' },
      units,
      'RECEPTION',
      { user_id: 1 },
    ),
  );
  return { productId, lot };
}

async function order(productId: number, quantity: number): Promise<{ id: number; order_number: string }> {
  return ok(
    'POST',
    '/orders',
    {
      customer_id: customerId,
      shipping_address: 'Calle 1',
      order_lines: [{ product_id: productId, quantity, unit_price: 1000 }],
    },
    201,
  );
}

async function pick(orderId: number): Promise<void> {
  await ok('POST', `/orders/${orderId}/allocate`);
  const list = await ok('POST', `/orders/${orderId}/picking-list`, undefined, 201);
  await ok('POST', `/orders/picking-lists/${list.id}/assign`, { user_id: operatorId });
  const started = await call('POST', `/orders/picking-lists/${list.id}/start`, undefined, t.auth('operator'));
  expect(started.statusCode, started.body).toBe(200);
  for (const item of started.json().data.picking_items) {
    const picked = await call(
      'POST',
      `/orders/picking-items/${item.id}/pick`,
      { quantity_picked: item.quantity_required, status: 'picked', ...pickScans(item) },
      t.auth('operator'),
    );
    expect(picked.statusCode, picked.body).toBe(200);
  }
  expect((await call('POST', `/orders/picking-lists/${list.id}/complete`, undefined, t.auth('operator'))).statusCode).toBe(200);
}

const recallOf = (productId: number, lot: string) =>
  ok('POST', '/dm/retiros', { product_id: productId, lotes: [lot], motivo: 'Alerta ISP', referencia: `FSCA-${seq}` }, 201);
const status = async (id: number) =>
  await db().selectFrom('orders').select(['status', 'notes']).where('id', '=', id).executeTakeFirstOrThrow();

describe('a recall through dispatch', () => {
  it('releases units reserved for an order: the line goes back to pending allocation and the order says why', async () => {
    const { productId, lot } = await stockedLot(10);
    const o = await order(productId, 2);
    await ok('POST', `/orders/${o.id}/allocate`);
    expect((await status(o.id)).status).toBe('assigned');
    const list = await ok('POST', `/orders/${o.id}/picking-list`, undefined, 201);

    const recall = await recallOf(productId, lot);
    expect(recall.totales.en_stock).toBe(10);
    expect(recall.unidades).toMatchObject([{ cantidad: 10, estado: 'retenido' }]);
    const after = await status(o.id);
    expect(after.status).toBe('pending');
    expect(after.notes).toContain(`Retiro ${recall.numero}`);
    expect(after.notes).toContain(`se liberaron 2 unidades del lote ${lot}`);
    expect(await db().selectFrom('stock_reservations').select('id').where('product_id', '=', productId).execute()).toEqual([]);
    expect(
      (await db().selectFrom('picking_lists').select('status').where('id', '=', list.id).executeTakeFirstOrThrow()).status,
    ).toBe('cancelled');
    const detail = (await ok('GET', `/orders/${o.id}`)) as { order_lines: Array<{ allocated_quantity: number }> };
    expect(detail.order_lines[0]!.allocated_quantity).toBe(0);
    // Allocating again finds nothing free: every unit is held by the recall.
    const again = await call('POST', `/orders/${o.id}/allocate`);
    expect(again.json().data?.fully_allocated ?? false).toBe(false);
  });

  it('refuses every dispatch path of an order carrying a picked recalled unit, lists it in preparation and brings it back held', async () => {
    const { productId, lot } = await stockedLot(10);
    const a = await order(productId, 2);
    const b = await order(productId, 1);
    const c = await order(productId, 1);
    await pick(a.id);
    await pick(b.id);
    await pick(c.id);
    const clean = await stockedLot(2);
    const e = await order(clean.productId, 1);
    await pick(e.id);
    // b sits on a dock (assigned), c is being loaded on another, before the recall.
    const dockB = await ok('POST', '/despachos/loading-docks', { name: `Muelle R${seq}`, capacity: 3 }, 201);
    await ok('POST', `/despachos/loading-docks/${dockB.id}/assign`, { order_ids: [b.id] });
    const dockC = await ok('POST', '/despachos/loading-docks', { name: `Muelle S${seq}`, capacity: 3 }, 201);
    await ok('POST', `/despachos/loading-docks/${dockC.id}/assign`, { order_ids: [c.id] });
    await ok('POST', `/despachos/loading-docks/${dockC.id}/start-loading`);

    const recall = await recallOf(productId, lot);
    expect(recall.totales).toMatchObject({ en_stock: 6, en_preparacion: 4, despachados: 0 });
    expect(recall.en_preparacion).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          order_id: a.id,
          numero: a.order_number,
          cliente: 'Clínica del Sur',
          lot_number: lot,
          cantidad: 2,
        }),
        expect.objectContaining({ order_id: b.id, estado: 'assigned_to_dock', cantidad: 1 }),
        expect.objectContaining({ order_id: c.id, cantidad: 1 }),
      ]),
    );

    const refused = async (res: Awaited<ReturnType<typeof call>>, numero: string) => {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toContain(recall.numero);
      expect(res.json().error).toContain(numero);
    };
    await refused(await call('POST', '/despachos/consolidations', { order_ids: [e.id, a.id] }), a.order_number);
    const dockA = await ok('POST', '/despachos/loading-docks', { name: `Muelle T${seq}`, capacity: 3 }, 201);
    await refused(await call('POST', `/despachos/loading-docks/${dockA.id}/assign`, { order_ids: [a.id] }), a.order_number);
    await refused(await call('POST', `/orders/${a.id}/ship`, { carrier: 'standard', service_type: 'standard' }), a.order_number);
    await refused(await call('POST', `/despachos/loading-docks/${dockB.id}/start-loading`), b.order_number);
    await refused(
      await call('POST', `/despachos/loading-docks/${dockC.id}/complete-loading`, { shipment_data: { ship_date: '2026-11-25' } }),
      c.order_number,
    );
    // Nothing moved: no consolidation of a, no shipment, the orders where they were.
    expect((await status(a.id)).status).toBe('picked');
    expect((await status(c.id)).status).toBe('assigned_to_dock');
    expect(await db().selectFrom('shipments').select('id').where('dock_id', '=', dockC.id).execute()).toEqual([]);
    // Closing waits for the orders that still carry units.
    const early = await call('PUT', `/dm/retiros/${recall.id}/cerrar`, { informe_cierre: 'Listo' });
    expect(early.statusCode).toBe(409);

    // Bring a's units back to a warehouse location, held by the recall.
    expect(
      (
        await call(
          'POST',
          `/dm/retiros/${recall.id}/ordenes/${a.id}/recuperar`,
          { ubicacion_id: back.location_id },
          t.auth('viewer'),
        )
      ).statusCode,
    ).toBe(403);
    const missing = await call('POST', `/dm/retiros/${recall.id}/ordenes/${a.id}/recuperar`, {});
    expect(missing.statusCode).toBe(400);
    const brought = await ok('POST', `/dm/retiros/${recall.id}/ordenes/${a.id}/recuperar`, { ubicacion_id: back.location_id });
    expect(brought.en_preparacion.map((o: { order_id: number }) => o.order_id).sort()).toEqual([b.id, c.id].sort());
    expect(brought.unidades).toEqual(
      expect.arrayContaining([expect.objectContaining({ location_id: back.location_id, cantidad: 2, estado: 'recuperado' })]),
    );
    expect(
      await db()
        .selectFrom('inventory')
        .select(['quantity', 'held_quantity', 'reserved_quantity'])
        .where('product_id', '=', productId)
        .where('location_id', '=', back.location_id)
        .execute(),
    ).toEqual([{ quantity: 2, held_quantity: 2, reserved_quantity: 2 }]);
    const events = await db()
      .selectFrom('traceability_events')
      .select(['event_type', 'quantity', 'reference'])
      .where('product_id', '=', productId)
      .where('location_id', '=', back.location_id)
      .execute();
    expect(events).toEqual([{ event_type: 'RETURN', quantity: 2, reference: recall.numero }]);
    const aNow = await status(a.id);
    expect(aNow.status).toBe('pending');
    expect(aNow.notes).toContain(`Retiro ${recall.numero}`);
    const line = ((await ok('GET', `/orders/${a.id}`)) as { order_lines: Array<{ picked_quantity: number }> }).order_lines[0]!;
    expect(line.picked_quantity).toBe(0);
    // A second retrieval finds nothing to bring back.
    expect(
      (await call('POST', `/dm/retiros/${recall.id}/ordenes/${a.id}/recuperar`, { ubicacion_id: back.location_id })).statusCode,
    ).toBe(404);
    // The unit brought back has the same actions as the others: destroyed, it leaves stock.
    const unit = brought.unidades.find((u: { location_id: number }) => u.location_id === back.location_id);
    const destroyed = await ok('PUT', `/dm/retiros/${recall.id}/unidades/${unit.id}`, { accion: 'destruido' });
    expect(destroyed.unidades.find((u: { id: number }) => u.id === unit.id).estado).toBe('destruido');
    // Brought back from a dock (c while loading, b assigned), an order goes back to allocation: it
    // leaves its consolidation and dock, says so, and cannot be docked or shipped until picked again.
    const consolidationOf = async (orderId: number) =>
      db()
        .selectFrom('consolidation_orders as co')
        .innerJoin('consolidations as k', 'k.id', 'co.consolidation_id')
        .select('k.consolidation_number')
        .where('co.order_id', '=', orderId)
        .executeTakeFirst();
    const cConsolidation = (await consolidationOf(c.id))!.consolidation_number;
    const bConsolidation = (await consolidationOf(b.id))!.consolidation_number;
    await ok('POST', `/dm/retiros/${recall.id}/ordenes/${c.id}/recuperar`, { ubicacion_id: back.location_id });
    await ok('POST', `/dm/retiros/${recall.id}/ordenes/${b.id}/recuperar`, { ubicacion_id: back.location_id });
    for (const [o, dock, numero] of [
      [c, dockC, cConsolidation],
      [b, dockB, bConsolidation],
    ] as const) {
      const now = await status(o.id);
      expect(now.status).toBe('pending');
      expect(now.notes).toContain(`La orden sale de la consolidación ${numero} y del muelle ${dock.name}.`);
      expect(await consolidationOf(o.id)).toBeUndefined();
      expect(await db().selectFrom('consolidations').select('id').where('consolidation_number', '=', numero).execute()).toEqual(
        [],
      );
      expect(
        await db()
          .selectFrom('loading_docks')
          .select(['current_load', 'status'])
          .where('id', '=', dock.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ current_load: 0, status: 'disponible' });
    }
    const reassign = await call('POST', `/despachos/loading-docks/${dockB.id}/assign`, { order_ids: [b.id] });
    expect(reassign.statusCode).toBe(409);
    expect(reassign.json().error).toContain('no está recolectada');
    expect((await call('POST', `/orders/${c.id}/ship`, { carrier: 'standard', service_type: 'standard' })).statusCode).toBe(409);
    expect((await status(c.id)).status).toBe('pending');
  });

  it('lists every unit shipped before the recall with its shipment, customer and date, never one shipped after', async () => {
    const { productId, lot } = await stockedLot(6);
    const shippedOrder = await order(productId, 2);
    await pick(shippedOrder.id);
    const dock = await ok('POST', '/despachos/loading-docks', { name: `Muelle U${seq}`, capacity: 3 }, 201);
    await ok('POST', `/despachos/loading-docks/${dock.id}/assign`, { order_ids: [shippedOrder.id] });
    await ok('POST', `/despachos/loading-docks/${dock.id}/start-loading`);
    const done = await ok('POST', `/despachos/loading-docks/${dock.id}/complete-loading`, {
      shipment_data: { ship_date: '2026-11-25', carrier: 'starken' },
    });

    const recall = await recallOf(productId, lot);
    expect(recall.despachos).toEqual([
      expect.objectContaining({
        envio: done.shipment.shipment_number,
        referencia: done.shipment.shipment_number,
        orden: shippedOrder.order_number,
        cliente: 'Clínica del Sur',
        lot_number: lot,
        cantidad: 2,
      }),
    ]);
    expect(recall.totales.despachados).toBe(2);
    expect(recall.en_preparacion).toEqual([]);

    // The dispatch history cannot take the held units; units of the lot that arrive later are free and may leave.
    const dispatch = await ok(
      'POST',
      '/despachos/dispatches',
      { destination: 'UCI', source_location_id: loc.location_id, items: [{ product_id: productId, quantity: 1 }] },
      201,
    );
    const complete = (id: number) =>
      call('PUT', `/despachos/dispatches/${id}`, {
        destination: 'UCI',
        source_location_id: loc.location_id,
        selection_method: 'fifo',
        status: 'Completado',
        items: [{ product_id: productId, quantity: 1 }],
      });
    const held = await complete(dispatch.id);
    expect(held.statusCode, held.body).toBe(409);
    expect(held.json().error).toContain(recall.numero);
    await t.app.deps.stockTransaction((stock) =>
      stock.add(
        { product_id: productId, location_id: loc.location_id, lot_number: lot, expiry_date: '2031-06-30' },
        1,
        'RECEPTION',
        { user_id: 1 },
      ),
    );
    expect((await complete(dispatch.id)).statusCode).toBe(200);
    const later = await ok('GET', `/dm/retiros/${recall.id}`);
    expect(later.despachos).toHaveLength(1);
    expect(later.totales.despachados).toBe(2);
  });

  it('a unit already in quarantine appears in Unidades retenidas with the actions of the others', async () => {
    const productId = await createProduct(db(), { sku: `RCQ-${++seq}`, name: 'Marcapasos en cuarentena' });
    await db()
      .updateTable('products')
      .set({ es_dm_priorizado: 1, tipo_dm: 'Implantable', categorizacion_implantable: 'Cardiológico' })
      .where('id', '=', productId)
      .execute();
    for (const serial of ['QS-1', 'QS-2'])
      await t.app.deps.stockTransaction((stock) =>
        stock.add(
          {
            product_id: productId,
            location_id: loc.location_id,
            lot_number: 'QL',
            serial_number: serial,
            expiry_date: '2031-01-31',
          },
          1,
          'RECEPTION',
          { user_id: 1 },
        ),
      );
    const device = (await ok('GET', '/dm/dispositivos-dm?busqueda=QS-1'))[0];
    await ok(
      'POST',
      '/dm/trazabilidad/evento',
      {
        inventory_item_id: device.id,
        tipo_evento: 'cambio_estado',
        fecha_evento: new Date().toISOString(),
        detalles: { estado_nuevo: 'En cuarentena', observaciones: 'Alerta', motivo_cuarentena: 'Golpe en transporte' },
      },
      201,
    );
    const recall = await ok(
      'POST',
      '/dm/retiros',
      { product_id: productId, lotes: ['QL'], motivo: 'Alerta', referencia: 'FSCA-Q' },
      201,
    );
    expect(recall.unidades.map((u: { serial_number: string }) => u.serial_number).sort()).toEqual(['QS-1', 'QS-2']);
    const quarantined = recall.unidades.find((u: { serial_number: string }) => u.serial_number === 'QS-1');
    const destroyed = await ok('PUT', `/dm/retiros/${recall.id}/unidades/${quarantined.id}`, { accion: 'destruido' });
    expect(destroyed.en_stock.map((r: { serial_number: string }) => r.serial_number)).toEqual(['QS-2']);
    // Disponible by a state change does not end the recall's hold.
    const other = (await ok('GET', '/dm/dispositivos-dm?busqueda=QS-2'))[0];
    const freed = await call('POST', '/dm/trazabilidad/evento', {
      inventory_item_id: other.id,
      tipo_evento: 'cambio_estado',
      fecha_evento: new Date().toISOString(),
      detalles: { estado_nuevo: 'Disponible', observaciones: 'Revisado' },
    });
    expect(freed.statusCode).toBe(409);

    // The PDF lists the serial of each unit in stock.
    const pdf = await call('GET', `/dm/retiros/${recall.id}/informe?formato=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('serie QS-2');
  });
});
