import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchFixtures } from './despachos-fixtures';
import { createTestApp, type TestApp } from './helpers';
import { pdfText } from './pdf-text';

let t: TestApp;
let f: Awaited<ReturnType<typeof dispatchFixtures>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await dispatchFixtures(t);
});
afterAll(async () => t?.close());

const rapidoSur = {
  code: 'rapido_sur',
  name: 'Rápido Sur',
  tracking_url_base: 'https://rapidosur.cl/seguimiento?n=',
  contact_phone: '+56 71 221 0000',
  contact_email: 'operaciones@rapidosur.cl',
};

describe('carriers', () => {
  it('starts with the ten spec options; admins add carriers with unique code and name and an https tracking URL', async () => {
    const seeded = await f.ok('GET', '/carriers');
    expect(seeded.map((c: { code: string }) => c.code).sort()).toEqual(
      ['propio', 'starken', 'chilexpress', 'bluexpress', 'dhl', 'fedex', 'ups', 'correos', 'turbus_cargo', 'por_asignar'].sort(),
    );
    expect(
      seeded
        .filter((c: { tracking_url_base: string | null }) => c.tracking_url_base === null)
        .map((c: { code: string }) => c.code)
        .sort(),
    ).toEqual(['por_asignar', 'propio']);
    expect(await f.ok('GET', '/despachos/carriers')).toEqual(seeded);

    const created = await f.ok('POST', '/carriers', rapidoSur, 201);
    expect(created).toMatchObject({ ...rapidoSur, active: true, services_count: 0 });

    const sameCode = await f.call('POST', '/carriers', { ...rapidoSur, name: 'Otro nombre' });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().fields).toEqual({ code: 'Ya existe un transportista con ese código' });
    const sameName = await f.call('POST', '/carriers', { code: 'starken_2', name: 'STARKEN' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ code: 'DUPLICATE', fields: { name: 'Ya existe un transportista con ese nombre' } });

    const bad = await f.call('POST', '/carriers', {
      code: 'Rápido Norte',
      name: 'Rápido Norte',
      tracking_url_base: 'http://rapidonorte.cl/?n=',
      contact_email: 'no-es-email',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      code: 'El código admite minúsculas, números, guion y guion bajo (por ejemplo turbus_cargo)',
      tracking_url_base: 'La URL de seguimiento debe ser una dirección https:// válida',
      contact_email: 'Email inválido',
    });
    const count = (await f.ok('GET', '/carriers')).length;
    expect(count).toBe(11);

    for (const role of ['viewer', 'operator'] as const) {
      expect((await f.call('GET', '/carriers', undefined, t.auth(role))).statusCode).toBe(403);
      expect((await f.call('POST', '/carriers', { code: 'x', name: 'X' }, t.auth(role))).statusCode).toBe(403);
      expect((await f.call('PUT', `/carriers/${created.id}`, rapidoSur, t.auth(role))).statusCode).toBe(403);
      expect((await f.call('POST', '/carriers/calculate-rates', { weight_kg: 1 }, t.auth(role))).statusCode).toBe(403);
    }

    const edited = await f.ok('PUT', `/carriers/${created.id}`, { ...rapidoSur, name: 'Rápido Sur Cargo', contact_phone: '' });
    expect(edited).toMatchObject({ name: 'Rápido Sur Cargo', contact_phone: null });
    const recoded = await f.call('PUT', `/carriers/${created.id}`, { ...rapidoSur, code: 'rapido' });
    expect(recoded.statusCode).toBe(409);
    expect(recoded.json().error).toBe('El código de un transportista no se puede cambiar: sus envíos lo guardan');
    expect((await f.call('PUT', `/carriers/${created.id}`, { ...rapidoSur, name: 'Starken' })).statusCode).toBe(409);
    expect((await f.call('PUT', '/carriers/999999', rapidoSur)).statusCode).toBe(404);
    expect((await f.call('PUT', '/carriers/01', rapidoSur)).statusCode).toBe(400);
  });

  it('keeps services per carrier and quotes active ones: base + started kg × rate + pallets × rate, delivery = ship date + transit', async () => {
    const carrier = await f.ok('POST', '/carriers', { code: 'andes_cargo', name: 'Andes Cargo' }, 201);
    const express = await f.ok(
      'POST',
      `/carriers/${carrier.id}/services`,
      { code: 'express', name: 'Express', transit_days: 1, base_rate: 4_500, per_kg_rate: 890, per_pallet_rate: 18_000 },
      201,
    );
    const normal = await f.ok(
      'POST',
      `/carriers/${carrier.id}/services`,
      { code: 'normal', name: 'Normal', transit_days: 3, base_rate: 2_900, per_kg_rate: 490, per_pallet_rate: 12_000 },
      201,
    );
    const dup = await f.call('POST', `/carriers/${carrier.id}/services`, { ...normal, id: undefined, carrier_id: undefined });
    expect(dup.statusCode).toBe(400); // strict body: no id / carrier_id / timestamps
    const sameCode = await f.call('POST', `/carriers/${carrier.id}/services`, {
      code: 'normal',
      name: 'Otro',
      transit_days: 2,
      base_rate: 1,
      per_kg_rate: 1,
      per_pallet_rate: 1,
    });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().fields).toEqual({ code: 'Ya existe un servicio con ese código' });
    const badService = await f.call('POST', `/carriers/${carrier.id}/services`, {
      code: 'lento',
      name: 'Lento',
      transit_days: 1.5,
      base_rate: 10.5,
      per_kg_rate: -1,
      per_pallet_rate: 0,
    });
    expect(badService.statusCode).toBe(400);
    expect(Object.keys(badService.json().fields).sort()).toEqual(['base_rate', 'per_kg_rate', 'transit_days']);
    expect((await f.call('GET', '/carriers/999999/services')).statusCode).toBe(404);
    const services = await f.ok('GET', `/carriers/${carrier.id}/services`);
    expect(services.map((s: { code: string }) => s.code)).toEqual(['express', 'normal']);
    expect((await f.ok('GET', '/carriers')).find((c: { id: number }) => c.id === carrier.id).services_count).toBe(2);

    // 12.5 kg charge 13 kg. Normal: 2 900 + 13 × 490 + 2 × 18 000?  No — its pallet rate is 12 000.
    const quotes = await f.ok('POST', '/carriers/calculate-rates', {
      weight_kg: 12.5,
      pallets: 2,
      carrier_id: carrier.id,
      ship_date: '2026-12-30',
    });
    expect(quotes).toEqual([
      expect.objectContaining({
        service_id: normal.id,
        carrier_code: 'andes_cargo',
        carrier_name: 'Andes Cargo',
        service_name: 'Normal',
        chargeable_kg: 13,
        price: 33_270, // 2 900 + 6 370 + 24 000
        currency: 'CLP',
        estimated_delivery: '2027-01-02',
      }),
      expect.objectContaining({
        service_id: express.id,
        chargeable_kg: 13,
        price: 52_070, // 4 500 + 11 570 + 36 000
        estimated_delivery: '2026-12-31',
      }),
    ]);
    // A whole weight is not rounded up; a gram over is a started kilo.
    const exact = await f.ok('POST', '/carriers/calculate-rates', {
      weight_kg: 2,
      carrier_id: carrier.id,
      ship_date: '2026-12-01',
    });
    expect(exact.map((q: { price: number }) => q.price)).toEqual([2_900 + 2 * 490, 4_500 + 2 * 890]);
    const over = await f.ok('POST', '/carriers/calculate-rates', { weight_kg: 2.001, carrier_id: carrier.id });
    expect(over[0]).toMatchObject({ chargeable_kg: 3, price: 2_900 + 3 * 490 });

    // An inactive service is not quoted; an inactive carrier is refused when asked for and left out otherwise.
    await f.ok('PUT', `/carriers/${carrier.id}/services/${normal.id}`, {
      code: 'normal',
      name: 'Normal',
      transit_days: 3,
      base_rate: 2_900,
      per_kg_rate: 490,
      per_pallet_rate: 12_000,
      active: false,
    });
    const onlyExpress = await f.ok('POST', '/carriers/calculate-rates', { weight_kg: 1, carrier_id: carrier.id });
    expect(onlyExpress.map((q: { service_id: number }) => q.service_id)).toEqual([express.id]);
    expect((await f.call('PUT', `/carriers/${carrier.id}/services/${express.id}`, { ...services[0], id: 1 })).statusCode).toBe(
      400,
    );
    const otherCarrier = await f.ok('POST', '/carriers', { code: 'otro_sur', name: 'Otro Sur' }, 201);
    expect(
      (
        await f.call('PUT', `/carriers/${otherCarrier.id}/services/${express.id}`, {
          code: 'express',
          name: 'Express',
          transit_days: 1,
          base_rate: 1,
          per_kg_rate: 1,
          per_pallet_rate: 1,
        })
      ).statusCode,
    ).toBe(404);
    await f.ok('PUT', `/carriers/${carrier.id}`, { code: 'andes_cargo', name: 'Andes Cargo', active: false });
    const refused = await f.call('POST', '/carriers/calculate-rates', { weight_kg: 1, carrier_id: carrier.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('El transportista Andes Cargo está inactivo');
    const all = await f.ok('POST', '/carriers/calculate-rates', { weight_kg: 1 });
    expect(all.map((q: { carrier_id: number }) => q.carrier_id)).not.toContain(carrier.id);

    const badLoad = await f.call('POST', '/carriers/calculate-rates', { weight_kg: 0, pallets: 1.5 });
    expect(badLoad.statusCode).toBe(400);
    expect(badLoad.json().fields).toEqual({
      weight_kg: 'El peso debe ser mayor a 0 kg',
      pallets: 'Los pallets deben ser un número entero, 0 o más',
    });
  });

  it('gives shipments the carrier code, refuses unknown or inactive ones, and tracks with the stored URL base', async () => {
    const carrier = await f.ok(
      'POST',
      '/carriers',
      { code: 'austral_exp', name: 'Austral Express', tracking_url_base: 'https://australexpress.cl/track/' },
      201,
    );
    const shipment = await f.ok(
      'POST',
      '/despachos/shipments',
      { carrier: 'austral_exp', tracking_number: 'AE 100', ship_date: '2026-12-01' },
      201,
    );
    expect(shipment).toMatchObject({
      carrier: 'austral_exp',
      carrier_name: 'Austral Express',
      tracking_url: 'https://australexpress.cl/track/AE%20100',
      tracking_message: null,
    });
    expect(await f.ok('GET', `/shipments/${shipment.id}/tracking`)).toMatchObject({
      carrier_name: 'Austral Express',
      url: 'https://australexpress.cl/track/AE%20100',
      message: null,
    });
    // The tracking page follows the carrier's stored URL base; without one, the spec's message.
    await f.ok('PUT', `/carriers/${carrier.id}`, { code: 'austral_exp', name: 'Austral Express', tracking_url_base: null });
    expect((await f.ok('GET', `/shipments/${shipment.id}/tracking`)).message).toBe(
      'URL de seguimiento no disponible para este transportista',
    );

    const unknown = await f.call('POST', '/despachos/shipments', { carrier: 'no_existe', ship_date: '2026-12-01' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'Transportista desconocido: no_existe',
      fields: { carrier: 'Transportista desconocido: no_existe' },
    });
    await f.ok('PUT', `/carriers/${carrier.id}`, { code: 'austral_exp', name: 'Austral Express', active: false });
    const inactive = await f.call('POST', '/despachos/shipments', { carrier: 'austral_exp', ship_date: '2026-12-01' });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error).toBe('El transportista Austral Express está inactivo');
    expect(
      (await f.call('PUT', `/shipments/${shipment.id}/track`, { tracking_number: 'X', carrier: 'no_existe' })).statusCode,
    ).toBe(400);
    // A shipment keeps its (now inactive) carrier while it is not changed.
    expect((await f.ok('PUT', `/shipments/${shipment.id}/track`, { tracking_number: 'AE 200' })).carrier).toBe('austral_exp');
    expect(
      (await f.call('POST', '/despachos/loading-docks', { name: 'Muelle X', capacity: 2, carrier: 'no_existe' })).statusCode,
    ).toBe(400);
    const filtered = await f.ok('GET', '/shipments?carrier=austral');
    expect(filtered.map((s: { id: number }) => s.id)).toEqual([shipment.id]);
  });
});

describe('shipment paths "Also available"', () => {
  it('answers GET /shipments, PUT track and status, GET tracking and POST generate-label like /despachos/shipments', async () => {
    const created = await f.ok('POST', '/despachos/shipments', { carrier: 'starken', ship_date: '2026-11-28' }, 201);
    const list = await f.call('GET', '/shipments?status=preparando&per_page=100');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual((await f.call('GET', '/despachos/shipments?status=preparando&per_page=100')).json());
    expect(list.json().data.map((s: { id: number }) => s.id)).toContain(created.id);

    expect((await f.ok('GET', `/shipments/${created.id}/tracking`)).message).toBe('Sin seguimiento');
    const tracked = await f.ok('PUT', `/shipments/${created.id}/track`, { tracking_number: '77001122' });
    expect(tracked).toMatchObject({ tracking_number: '77001122', carrier: 'starken' });
    expect((await f.ok('GET', `/shipments/${created.id}/tracking`)).url).toBe(
      'https://www.starken.cl/seguimiento?codigo=77001122',
    );
    expect((await f.call('PUT', `/shipments/${created.id}/track`, { tracking_number: '' })).json().fields).toEqual({
      tracking_number: 'El número de seguimiento es requerido',
    });

    expect((await f.ok('PUT', `/shipments/${created.id}/status`, { status: 'en_transito' })).status).toBe('en_transito');
    const back = await f.call('PUT', `/shipments/${created.id}/status`, { status: 'preparando' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toBe('No se puede cambiar el envío de En tránsito a Preparando');
    expect((await f.call('PUT', `/shipments/${created.id}/status`, { status: 'perdido' })).statusCode).toBe(400);

    const label = await f.call('POST', `/shipments/${created.id}/generate-label`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toContain('application/pdf');
    const text = pdfText(label.rawPayload);
    expect(text).toContain('ETIQUETA DE ENVÍO');
    expect(text).toContain('Starken');
    expect(text).toContain('77001122');

    expect((await f.call('GET', '/shipments/999999/tracking')).statusCode).toBe(404);
    expect((await f.call('GET', '/shipments/abc/tracking')).statusCode).toBe(400);
    for (const role of ['viewer', 'operator'] as const) {
      expect((await f.call('GET', '/shipments', undefined, t.auth(role))).statusCode).toBe(403);
      expect((await f.call('PUT', `/shipments/${created.id}/status`, { status: 'entregado' }, t.auth(role))).statusCode).toBe(
        403,
      );
    }
  });
});

describe('a returned shipment (devuelto)', () => {
  it('takes its orders back to picked and out of their consolidation, keeps its history, and lets them ship again', async () => {
    const a = await f.pickedOrder(3);
    const b = await f.pickedOrder(1);
    const stockOf = async (productId: number) =>
      (
        await t.db.kysely
          .selectFrom('inventory')
          .select(['quantity', 'reserved_quantity'])
          .where('product_id', '=', productId)
          .execute()
      ).map((r) => [r.quantity, r.reserved_quantity]);
    const stockBefore = await stockOf(a.product_id);
    const cons = await f.ok('POST', '/despachos/consolidations', { order_ids: [a.id, b.id] }, 201);
    const dock = await f.ok('POST', '/despachos/loading-docks', { name: 'Muelle Devoluciones', capacity: 4 }, 201);
    await f.ok('POST', `/despachos/loading-docks/${dock.id}/assign`, { consolidation_id: cons.id });
    await f.ok('POST', `/despachos/loading-docks/${dock.id}/start-loading`);
    const { shipment } = await f.ok('POST', `/despachos/loading-docks/${dock.id}/complete-loading`, {
      shipment_data: { carrier: 'correos', tracking_number: 'RR123456785CL', ship_date: '2026-11-20' },
    });
    expect(await f.orderRow(a.id)).toMatchObject({ status: 'shipped', carrier: 'correos' });
    await f.ok('PUT', `/shipments/${shipment.id}/status`, { status: 'en_transito' });

    const returned = await f.ok('PUT', `/shipments/${shipment.id}/status`, { status: 'devuelto' });
    // History keeps the shipment with what it carried.
    expect(returned).toMatchObject({
      status: 'devuelto',
      orders_count: 2,
      consolidations: [{ id: cons.id, consolidation_number: cons.consolidation_number }],
    });
    for (const order of [a, b])
      expect(await f.orderRow(order.id)).toEqual({ status: 'picked', shipped_at: null, carrier: null, tracking_number: null });
    expect(await stockOf(a.product_id)).toEqual(stockBefore);
    const consolidation = await f.ok('GET', `/despachos/consolidations/${cons.id}`);
    expect(consolidation).toMatchObject({ shipment_number: shipment.shipment_number, assigned_dock: { id: dock.id } });
    expect((await f.ok('GET', '/despachos/consolidations?open=true')).map((c: { id: number }) => c.id)).not.toContain(cons.id);
    const dockNow = (await f.ok('GET', '/despachos/loading-docks')).find((d: { id: number }) => d.id === dock.id);
    expect(dockNow).toMatchObject({ status: 'disponible', current_load: 0, assigned_orders: [] });
    await f.ok('POST', `/despachos/shipments/${shipment.id}/regenerate-manifest`);
    const manifest = pdfText((await f.call('GET', `/despachos/shipments/${shipment.id}/download-manifest`)).rawPayload);
    expect(manifest).toContain(a.order_number);
    expect(manifest).toContain(b.order_number);
    // Returned is final.
    expect((await f.call('PUT', `/shipments/${shipment.id}/status`, { status: 'entregado' })).statusCode).toBe(409);

    // Back on offer to dispatch, and shipped again in a new consolidation and shipment.
    const offered = (await f.ok('GET', '/despachos/picked-orders?per_page=100')).map((o: { id: number }) => o.id);
    expect(offered).toEqual(expect.arrayContaining([a.id, b.id]));
    const again = await f.ok('POST', '/despachos/consolidations', { order_ids: [a.id, b.id] }, 201);
    expect(again.consolidation_number).not.toBe(cons.consolidation_number);
    await f.ok('POST', `/despachos/loading-docks/${dock.id}/assign`, { consolidation_id: again.id });
    await f.ok('POST', `/despachos/loading-docks/${dock.id}/start-loading`);
    const second = await f.ok('POST', `/despachos/loading-docks/${dock.id}/complete-loading`, {
      shipment_data: { carrier: 'starken', ship_date: '2026-11-27' },
    });
    expect(second.shipment).toMatchObject({ orders_count: 2, status: 'shipped' });
    expect(await f.orderRow(a.id)).toMatchObject({ status: 'shipped', carrier: 'starken' });
    expect((await f.ok('GET', `/shipments/${shipment.id}`)).orders_count).toBe(2);
  });
});

describe('picking tasks', () => {
  it('are internal consumption: never offered to dispatch, refused in consolidations and docks with 409', async () => {
    const task = await f.pickedTask();
    const order = await f.pickedOrder(1);
    expect((await f.orderRow(task)).status).toBe('picked');
    const offered = (await f.ok('GET', '/despachos/picked-orders?per_page=100')).map((o: { id: number }) => o.id);
    expect(offered).toContain(order.id);
    expect(offered).not.toContain(task);
    const stats = await f.ok('GET', '/despachos/stats');
    const consolidable = await f.call('GET', '/despachos/picked-orders?per_page=1');
    expect(stats.picked_orders).toBe(consolidable.json().pagination.total);

    const refused = await f.call('POST', '/despachos/consolidations', { order_ids: [order.id, task] });
    expect(refused.statusCode).toBe(409);
    const taskNumber = (
      await t.db.kysely.selectFrom('orders').select('order_number').where('id', '=', task).executeTakeFirstOrThrow()
    ).order_number;
    expect(refused.json().error).toBe(`La orden ${taskNumber} es una tarea de picking (consumo interno): no se despacha`);
    const dock = await f.ok('POST', '/despachos/loading-docks', { name: 'Muelle Tareas', capacity: 3 }, 201);
    const onDock = await f.call('POST', `/despachos/loading-docks/${dock.id}/assign`, { order_ids: [task] });
    expect(onDock.statusCode).toBe(409);
    const after = (await f.ok('GET', '/despachos/loading-docks')).find((d: { id: number }) => d.id === dock.id);
    expect(after).toMatchObject({ current_load: 0, status: 'disponible' });
    expect((await f.orderRow(task)).status).toBe('picked');
    expect((await f.orderRow(order.id)).status).toBe('picked');
  });
});
