import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct, pickScans } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

let t: TestApp;
let loc: { location_id: number };
let customerId: number;
let operatorId: number;

beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely);
  const created = await call('POST', '/orders/customers', {
    name: 'Clínica Los Andes',
    tax_id: '76.086.428-5',
    address: 'Av. Apoquindo 3990',
    city: 'Las Condes',
  });
  customerId = created.json().data.id;
  operatorId = (await t.db.kysely.selectFrom('users').select('id').where('role', '=', 'operator').executeTakeFirstOrThrow()).id;
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin()) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, status = 200) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res.json().data;
};
let productSeq = 0;

/** A product with stock, an order of it, allocated, listed and picked through the existing endpoints. */
async function pickedOrder(quantity = 3, lot = 'L-DESP-1'): Promise<{ id: number; order_number: string; sku: string }> {
  const sku = `DESP-${++productSeq}`;
  const productId = await createProduct(t.db.kysely, { sku, name: `Guante nitrilo talla ${productSeq}` });
  await t.app.deps.stockTransaction((stock) =>
    stock.add(
      { product_id: productId, location_id: loc.location_id, lot_number: lot, expiry_date: '2031-06-30' },
      50,
      'RECEPTION',
      { user_id: 1 },
    ),
  );
  const order = await ok(
    'POST',
    '/orders',
    {
      customer_id: customerId,
      shipping_address: 'Av. Apoquindo 3990',
      shipping_city: 'Las Condes',
      order_lines: [{ product_id: productId, quantity, unit_price: 1500 }],
    },
    201,
  );
  await ok('POST', `/orders/${order.id}/allocate`);
  const list = await ok('POST', `/orders/${order.id}/picking-list`, undefined, 201);
  await ok('POST', `/orders/picking-lists/${list.id}/assign`, { user_id: operatorId });
  const operator = t.auth('operator');
  const started = await t.app.inject({ method: 'POST', url: `/api/orders/picking-lists/${list.id}/start`, headers: operator });
  expect(started.statusCode, started.body).toBe(200);
  for (const item of started.json().data.picking_items) {
    const picked = await t.app.inject({
      method: 'POST',
      url: `/api/orders/picking-items/${item.id}/pick`,
      headers: operator,
      payload: { ...pickScans(item), quantity_picked: item.quantity_required, status: 'picked' },
    });
    expect(picked.statusCode, picked.body).toBe(200);
  }
  const done = await t.app.inject({ method: 'POST', url: `/api/orders/picking-lists/${list.id}/complete`, headers: operator });
  expect(done.statusCode, done.body).toBe(200);
  const status = await t.db.kysely.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
  expect(status.status).toBe('picked');
  return { id: order.id, order_number: order.order_number, sku };
}

async function orderStatus(id: number) {
  return (await t.db.kysely.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
}

describe('dispatch chain', () => {
  it('order → allocate → pick → consolidate → dock → load → shipment, with its manifest', async () => {
    const a = await pickedOrder(3, 'LOTE-A1');
    const b = await pickedOrder(2, 'LOTE-B1');

    const picked = await call('GET', '/despachos/picked-orders?per_page=100');
    expect(picked.statusCode).toBe(200);
    const rowA = picked.json().data.find((o: { id: number }) => o.id === a.id);
    expect(rowA).toMatchObject({
      customer_name: 'Clínica Los Andes',
      status: 'picked',
      total_items: 3,
      currency: 'CLP',
      consolidation_id: null,
    });
    expect(rowA.order_lines[0]).toMatchObject({ product_sku: a.sku, quantity: 3, quantity_picked: 3 });

    // At least two orders; the number comes from the sequence.
    const one = await call('POST', '/despachos/consolidations', { order_ids: [a.id] });
    expect(one.statusCode).toBe(400);
    expect(one.json().fields.order_ids).toBe('Debe seleccionar al menos 2 órdenes para consolidar');
    const cons = await ok(
      'POST',
      '/despachos/consolidations',
      { order_ids: [a.id, b.id], consolidation_data: { consolidation_number: 'CONS-999', notes: 'Ruta oriente' } },
      201,
    );
    expect(cons.consolidation_number).toMatch(/^CONS-\d{3,}$/);
    expect(cons.consolidation_number).not.toBe('CONS-999');
    expect(cons).toMatchObject({ orders_count: 2, total_items: 5, assigned_dock: null, notes: 'Ruta oriente' });
    expect(await orderStatus(a.id)).toBe('consolidated');
    // An order is in one consolidation at a time, and is no longer offered.
    const again = await call('POST', '/despachos/consolidations', { order_ids: [a.id, b.id] });
    expect(again.statusCode).toBe(409);
    const offered = (await ok('GET', '/despachos/picked-orders?per_page=100')).map((o: { id: number }) => o.id);
    expect(offered).not.toContain(a.id);
    const consolidated = await ok('GET', '/despachos/picked-orders?status=consolidated');
    expect(consolidated.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    const dock = await ok(
      'POST',
      '/despachos/loading-docks',
      { name: 'Muelle Norte', capacity: 4, carrier: 'starken', vehicle_plate: 'ABCD-12' },
      201,
    );
    expect(dock).toMatchObject({ status: 'disponible', current_load: 0, capacity: 4 });
    const loaded = await ok('POST', `/despachos/loading-docks/${dock.id}/assign`, { consolidation_id: cons.id });
    expect(loaded).toMatchObject({
      status: 'ocupado',
      current_load: 2,
      assigned_consolidations: [{ id: cons.id, orders_count: 2 }],
    });
    expect(loaded.assigned_orders.map((o: { id: number }) => o.id).sort()).toEqual([a.id, b.id].sort());
    expect(await orderStatus(b.id)).toBe('assigned_to_dock');

    // Completing is refused before loading starts.
    expect(
      (await call('POST', `/despachos/loading-docks/${dock.id}/complete-loading`, { shipment_data: { ship_date: '2026-11-25' } }))
        .statusCode,
    ).toBe(409);
    const loading = await ok('POST', `/despachos/loading-docks/${dock.id}/start-loading`);
    expect(loading.status).toBe('cargando');
    expect((await call('POST', `/despachos/loading-docks/${dock.id}/start-loading`)).statusCode).toBe(409);

    const done = await ok('POST', `/despachos/loading-docks/${dock.id}/complete-loading`, {
      shipment_data: { carrier: 'starken', tracking_number: 'STK-778899', ship_date: '2026-11-25', notes: 'Frágil' },
    });
    expect(done.dock).toMatchObject({ status: 'disponible', current_load: 0, assigned_orders: [] });
    expect(done.shipment).toMatchObject({
      status: 'shipped',
      carrier: 'starken',
      tracking_number: 'STK-778899',
      ship_date: '2026-11-25',
      estimated_delivery: '2026-11-28',
      vehicle_plate: 'ABCD-12',
      dock_name: 'Muelle Norte',
      orders_count: 2,
      pdf_generated: true,
      consolidations: [{ id: cons.id, consolidation_number: cons.consolidation_number }],
    });
    expect(done.shipment.shipment_number).toMatch(/^ENV-\d{6}$/);
    expect(done.shipment.pdf_filename).toBe(`manifiesto_${done.shipment.shipment_number}.pdf`);
    expect(await orderStatus(a.id)).toBe('shipped');

    // The manifest: a PDF with the shipment, consolidation, orders, customer, address and lines.
    const first = await call('GET', `/despachos/shipments/${done.shipment.id}/download-manifest`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/pdf');
    const bytes = first.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const expected of [
      'MANIFIESTO DE DESPACHO',
      done.shipment.shipment_number,
      'Starken',
      'STK-778899',
      'ABCD-12',
      'Muelle Norte',
      '25-11-2026',
      `Consolidación ${cons.consolidation_number}`,
      a.order_number,
      b.order_number,
      'Clínica Los Andes',
      'Av. Apoquindo 3990',
      a.sku,
      b.sku,
      'LOTE-A1',
      'LOTE-B1',
      '30-06-2031',
      'Totales: 1 consolidaciones, 2 órdenes, 2 líneas, 5 unidades',
      'Despachador',
      'Conductor',
      'Receptor',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    // A download serves the stored bytes; regenerating rebuilds them.
    const second = await call('GET', `/despachos/shipments/${done.shipment.id}/download-manifest`);
    expect(Buffer.compare(second.rawPayload, bytes)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const regenerated = await ok('POST', `/despachos/shipments/${done.shipment.id}/regenerate-manifest`);
    expect(regenerated.pdf_generated_at >= done.shipment.pdf_generated_at).toBe(true);
    const third = await call('GET', `/despachos/shipments/${done.shipment.id}/download-manifest`);
    expect(Buffer.compare(third.rawPayload, bytes)).not.toBe(0);
    expect(pdfText(third.rawPayload)).toContain('LOTE-A1');
    const label = await call('POST', `/despachos/shipments/${done.shipment.id}/generate-label`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-disposition']).toContain(`etiqueta_${done.shipment.shipment_number}.pdf`);
    const labelText = pdfText(label.rawPayload);
    for (const expected of ['ETIQUETA DE ENVÍO', 'STK-778899', 'Starken', 'Clínica Los Andes — Av. Apoquindo 3990, Las Condes'])
      expect(labelText, expected).toContain(expected);
    expect((await call('POST', '/despachos/shipments/999999/generate-label')).statusCode).toBe(404);

    // Delivered takes the orders to delivered.
    const transit = await ok('PUT', `/despachos/shipments/${done.shipment.id}/status`, { status: 'en_transito' });
    expect(transit.status).toBe('en_transito');
    expect((await call('PUT', `/despachos/shipments/${done.shipment.id}/status`, { status: 'preparando' })).statusCode).toBe(409);
    await ok('PUT', `/despachos/shipments/${done.shipment.id}`, { status: 'entregado' });
    expect(await orderStatus(a.id)).toBe('delivered');
    expect(await orderStatus(b.id)).toBe('delivered');
    expect((await call('PUT', `/despachos/shipments/${done.shipment.id}/status`, { status: 'devuelto' })).statusCode).toBe(409);
  });

  it('assigns a single order to a dock through a one-order consolidation, and removes it again', async () => {
    const c = await pickedOrder(1);
    const dock = await ok('POST', '/despachos/loading-docks', { name: 'Muelle Sur', capacity: 2 }, 201);
    const assigned = await ok('POST', `/despachos/loading-docks/${dock.id}/assign`, { order_ids: [c.id] });
    expect(assigned).toMatchObject({ current_load: 1, status: 'ocupado' });
    expect(assigned.assigned_consolidations).toHaveLength(1);
    expect(assigned.assigned_consolidations[0].consolidation_number).toMatch(/^CONS-/);
    expect(await orderStatus(c.id)).toBe('assigned_to_dock');

    const removed = await ok('DELETE', `/despachos/loading-docks/${dock.id}/orders/${c.id}`);
    expect(removed).toMatchObject({ current_load: 0, status: 'disponible', assigned_orders: [], assigned_consolidations: [] });
    expect(await orderStatus(c.id)).toBe('picked');
    expect((await call('DELETE', `/despachos/loading-docks/${dock.id}/orders/${c.id}`)).statusCode).toBe(404);
    // Completing a dock with no orders: the spec's warning.
    await ok('POST', `/despachos/loading-docks/${dock.id}/start-loading`);
    const empty = await call('POST', `/despachos/loading-docks/${dock.id}/complete-loading`, {
      shipment_data: { ship_date: '2026-11-25' },
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error).toBe('No hay órdenes asignadas a este muelle');
  });

  it('refuses an assignment over the dock capacity with the spec message, writing nothing', async () => {
    const orders = [await pickedOrder(1), await pickedOrder(1), await pickedOrder(1)];
    const dock = await ok('POST', '/despachos/loading-docks', { name: 'Muelle Chico', capacity: 2 }, 201);
    await ok('POST', `/despachos/loading-docks/${dock.id}/assign`, { order_ids: [orders[0]!.id] });
    const cons = await ok('POST', '/despachos/consolidations', { order_ids: [orders[1]!.id, orders[2]!.id] }, 201);
    const refused = await call('POST', `/despachos/loading-docks/${dock.id}/assign`, { consolidation_id: cons.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CAPACITY_EXCEEDED',
      error: 'El muelle Muelle Chico no tiene capacidad suficiente. Capacidad disponible: 1',
    });
    const after = (await ok('GET', '/despachos/loading-docks')).find((d: { id: number }) => d.id === dock.id);
    expect(after.current_load).toBe(1);
    expect(await orderStatus(orders[1]!.id)).toBe('consolidated');
    const refusedOrders = await call('POST', `/despachos/loading-docks/${dock.id}/assign`, {
      order_ids: [orders[1]!.id, orders[2]!.id],
    });
    expect(refusedOrders.statusCode).toBe(409);
  });

  it('keeps the dock rules: unique name, whole capacity, no loading in maintenance, no shrinking below the load', async () => {
    const dock = await ok(
      'POST',
      '/despachos/loading-docks',
      { name: 'Muelle Taller', capacity: 3, status: 'mantenimiento' },
      201,
    );
    expect((await call('POST', '/despachos/loading-docks', { name: 'muelle taller', capacity: 3 })).statusCode).toBe(409);
    const bad = await call('POST', '/despachos/loading-docks', { name: '', capacity: 2.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: 'El nombre es requerido',
      capacity: 'La capacidad debe ser un número entero de pallets',
    });
    expect((await call('POST', `/despachos/loading-docks/${dock.id}/start-loading`)).statusCode).toBe(409);
    const c = await pickedOrder(1);
    expect((await call('POST', `/despachos/loading-docks/${dock.id}/assign`, { order_ids: [c.id] })).statusCode).toBe(409);
    await ok('PUT', `/despachos/loading-docks/${dock.id}`, { name: 'Muelle Taller', capacity: 3, status: 'disponible' });
    await ok('POST', `/despachos/loading-docks/${dock.id}/assign`, { order_ids: [c.id] });
    expect((await call('PUT', `/despachos/loading-docks/${dock.id}`, { name: 'Muelle Taller', capacity: 0 })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PUT', `/despachos/loading-docks/${dock.id}`, { name: 'Muelle Taller', capacity: 3, status: 'mantenimiento' }))
        .statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/despachos/loading-docks/${dock.id}`)).statusCode).toBe(409);
    expect((await call('POST', '/despachos/loading-docks/abc/assign', { order_ids: [c.id] })).statusCode).toBe(400);
    expect((await call('GET', '/despachos/loading-docks', undefined, t.auth('operator'))).statusCode).toBe(403);
    expect((await call('GET', '/despachos/picked-orders', undefined, t.auth('viewer'))).statusCode).toBe(403);
  });

  it('gives two concurrent consolidations different numbers', async () => {
    const orders = [await pickedOrder(1), await pickedOrder(1), await pickedOrder(1), await pickedOrder(1)];
    const [x, y] = await Promise.all([
      call('POST', '/despachos/consolidations', { order_ids: [orders[0]!.id, orders[1]!.id] }),
      call('POST', '/despachos/consolidations', { order_ids: [orders[2]!.id, orders[3]!.id] }),
    ]);
    expect(x.statusCode, x.body).toBe(201);
    expect(y.statusCode, y.body).toBe(201);
    expect(x.json().data.consolidation_number).not.toBe(y.json().data.consolidation_number);
  });
});

describe('shipments', () => {
  it('creates manual shipments (preparando), filters, archives into history, and answers tracking per carrier', async () => {
    const created = await ok(
      'POST',
      '/despachos/shipments',
      { carrier: 'chilexpress', tracking_number: '99887766', ship_date: '2026-12-01' },
      201,
    );
    expect(created).toMatchObject({
      status: 'preparando',
      estimated_delivery: '2026-12-04',
      pdf_generated: false,
      orders_count: 0,
    });
    expect((await call('POST', '/despachos/shipments', { ship_date: '2026-12-01', status: 'entregado' })).statusCode).toBe(400);
    expect((await call('POST', '/despachos/shipments', { carrier: 'correo_x', ship_date: '2026-12-01' })).statusCode).toBe(400);
    const own = await ok('POST', '/despachos/shipments', { ship_date: '2026-12-02' }, 201);
    expect(own.carrier).toBe('propio');

    const manifest = await call('GET', `/despachos/shipments/${created.id}/download-manifest`);
    expect(manifest.statusCode).toBe(409);
    expect(manifest.json().error).toBe('Este envío aún no tiene manifiesto PDF generado');

    const tracking = await ok('GET', `/despachos/shipments/${created.id}/tracking`);
    expect(tracking).toMatchObject({ url: 'https://centrodeayuda.chilexpress.cl/seguimiento/99887766', message: null });
    expect((await ok('GET', `/despachos/shipments/${own.id}/tracking`)).message).toBe('Sin seguimiento');
    await ok('PUT', `/despachos/shipments/${own.id}/track`, { tracking_number: 'INT-1' });
    expect((await ok('GET', `/despachos/shipments/${own.id}/tracking`)).message).toBe(
      'Transportista propio - Sin seguimiento externo',
    );
    await ok('PUT', `/despachos/shipments/${own.id}/track`, { tracking_number: 'INT-1', carrier: 'por_asignar' });
    expect((await ok('GET', `/despachos/shipments/${own.id}/tracking`)).message).toBe(
      'URL de seguimiento no disponible para este transportista',
    );

    const byCarrier = await call('GET', '/despachos/shipments?carrier=chilex&date_from=2026-12-01');
    expect(byCarrier.json().data.map((s: { id: number }) => s.id)).toEqual([created.id]);
    expect((await call('GET', '/despachos/shipments?tracking=998877')).json().data.map((s: { id: number }) => s.id)).toEqual([
      created.id,
    ]);
    expect((await call('GET', '/despachos/shipments?status=preparando')).json().pagination.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/despachos/shipments?date_from=2026-02-30')).statusCode).toBe(400);

    const archived = await ok('DELETE', `/despachos/shipments/${created.id}`);
    expect(archived.archived).toBe(true);
    expect((await call('DELETE', `/despachos/shipments/${created.id}`)).statusCode).toBe(409);
    expect((await ok('GET', '/despachos/shipments?per_page=100')).map((s: { id: number }) => s.id)).not.toContain(created.id);
    expect((await ok('GET', '/despachos/shipments?archived=true&per_page=100')).map((s: { id: number }) => s.id)).toContain(
      created.id,
    );

    // A manual shipment's manifest is generated on request.
    const generated = await ok('POST', `/despachos/shipments/${own.id}/regenerate-manifest`);
    expect(generated.pdf_generated).toBe(true);
    const pdf = await call('GET', `/despachos/shipments/${own.id}/download-manifest`);
    expect(pdfText(pdf.rawPayload)).toContain('Este envío no tiene órdenes consolidadas.');

    const carriers = await ok('GET', '/despachos/carriers');
    expect(carriers).toHaveLength(10);
    expect(
      carriers
        .filter((c: { tracking_url_base: string | null }) => c.tracking_url_base === null)
        .map((c: { code: string }) => c.code),
    ).toEqual(['por_asignar', 'propio']);
  });
});
