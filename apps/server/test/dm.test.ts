import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitments } from '../src/modules/ledger/commitments';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const db = () => t.db.kysely;
const admin = () => t.auth('admin');
let place: { warehouse_id: number; zone_id: number; location_id: number };
let serviceA: { id: number; location_id: number };
let serviceB: { id: number; location_id: number };

beforeAll(async () => {
  t = await createTestApp();
  place = await createLocation(db());
  serviceA = (
    await post('/api/dm/servicios-clinicos', { nombre: 'Pabellón Central', codigo: 'PAB', descripcion: 'Quirófanos' })
  ).json().data;
  serviceB = (await post('/api/dm/servicios-clinicos', { nombre: 'Hemodinamia' })).json().data;
});
afterAll(async () => t?.close());

function post(url: string, payload: unknown, role: 'admin' | 'viewer' | 'operator' = 'admin') {
  return t.app.inject({ method: 'POST', url, headers: t.auth(role), payload: payload as object });
}
function put(url: string, payload: unknown = {}, role: 'admin' | 'viewer' = 'admin') {
  return t.app.inject({ method: 'PUT', url, headers: t.auth(role), payload: payload as object });
}
function get(url: string, role: 'admin' | 'viewer' | 'operator' = 'admin') {
  return t.app.inject({ url, headers: t.auth(role) });
}

let seq = 0;
async function dmProduct(name = 'Marcapasos bicameral') {
  const id = await createProduct(db(), { name: `${name} ${++seq}` });
  await db()
    .updateTable('products')
    .set({
      es_dm_priorizado: 1,
      tipo_dm: 'Implantable',
      categorizacion_implantable: 'Cardiológico',
      requiere_registro_sanitario: 1,
    })
    .where('id', '=', id)
    .execute();
  return id;
}
async function stockIn(productId: number, serial: string, lot = 'L-1', locationId = place.location_id, quantity = 1) {
  await t.app.deps.stockTransaction((stock) =>
    stock.add(
      { product_id: productId, location_id: locationId, lot_number: lot, serial_number: serial, expiry_date: '2030-12-31' },
      quantity,
      'RECEPTION',
      { user_id: null },
    ),
  );
}
async function deviceId(productId: number, serial: string): Promise<number> {
  const res = await get(`/api/dm/dispositivos-dm?busqueda=${encodeURIComponent(serial)}`);
  expect(res.statusCode, res.body).toBe(200);
  const found = res
    .json()
    .data.find((d: { product_id: number; serial_number: string }) => d.product_id === productId && d.serial_number === serial);
  expect(found, `device ${serial}`).toBeTruthy();
  return found.id;
}
async function rows(productId: number) {
  return db().selectFrom('inventory').selectAll().where('product_id', '=', productId).orderBy('id').execute();
}
async function events(productId: number) {
  return db().selectFrom('traceability_events').selectAll().where('product_id', '=', productId).orderBy('id').execute();
}
const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const implantBody = (inventory_item_id: number, extra: Record<string, unknown> = {}) => ({
  inventory_item_id,
  run_paciente: '12.345.678-5',
  nombre_paciente: 'María González',
  // The units are received just now (stockIn); an implantation is not before its unit's receipt.
  fecha_implantacion: ago(0),
  nombre_profesional_implante: 'Dr. Pérez',
  prestacion_quirurgica: 'Implante de marcapasos',
  codigo_prestacion: '1702001',
  ...extra,
});
const stateBody = (inventory_item_id: number, detalles: Record<string, unknown>, fecha_evento = new Date().toISOString()) => ({
  inventory_item_id,
  tipo_evento: 'cambio_estado',
  fecha_evento,
  detalles,
});

describe('clinical services', () => {
  it('needs a name, keeps codes unique, and each service is its own custody location', async () => {
    const empty = await post('/api/dm/servicios-clinicos', { nombre: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.nombre).toBe('El nombre del servicio es requerido');
    const dup = await post('/api/dm/servicios-clinicos', { nombre: 'Otro', codigo: 'PAB' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toContain('PAB');
    const location = await db()
      .selectFrom('locations as l')
      .innerJoin('zones as z', 'z.id', 'l.zone_id')
      .select(['l.location_type', 'l.code', 'z.code as zone'])
      .where('l.id', '=', serviceA.location_id)
      .executeTakeFirstOrThrow();
    expect(location).toMatchObject({ location_type: 'servicio_clinico', zone: 'SERV-CLIN' });
    expect((await get('/api/dm/servicios-clinicos', 'viewer')).json().data.map((s: { nombre: string }) => s.nombre)).toEqual([
      'Hemodinamia',
      'Pabellón Central',
    ]);
    expect((await post('/api/dm/servicios-clinicos', { nombre: 'X' }, 'viewer')).statusCode).toBe(403);
    const renamed = await put(`/api/dm/servicios-clinicos/${serviceB.id}`, { nombre: 'Hemodinamia Adultos', codigo: 'HEMO' });
    expect(renamed.json().data).toMatchObject({ nombre: 'Hemodinamia Adultos', codigo: 'HEMO' });
    const spare = (await post('/api/dm/servicios-clinicos', { nombre: 'Sin uso' })).json().data;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/dm/servicios-clinicos/${spare.id}`, headers: admin() })).statusCode,
    ).toBe(204);
  });
});

describe('devices, transfers by QR', () => {
  it('lists priority devices in stock, each starting as Disponible, filtered by tipo', async () => {
    const product = await dmProduct();
    const plain = await createProduct(db());
    await stockIn(product, 'SN-LIST-1');
    await stockIn(plain, 'SN-PLAIN');
    const res = await get('/api/dm/dispositivos-dm?tipo=Implantable&busqueda=SN-', 'viewer');
    expect(res.statusCode).toBe(200);
    const listed = res.json().data;
    expect(listed.find((d: { serial_number: string }) => d.serial_number === 'SN-LIST-1')).toMatchObject({
      estado_actual: 'Disponible',
      cantidad: 1,
      disponible: 1,
      categorizacion_implantable: 'Cardiológico',
    });
    expect(listed.some((d: { serial_number: string }) => d.serial_number === 'SN-PLAIN')).toBe(false);
    expect((await get('/api/dm/dispositivos-dm?tipo=Otro')).statusCode).toBe(400);
  });

  it('creates a pending transfer that reserves the unit; a forged or altered QR is refused; the signed one receives it once', async () => {
    const product = await dmProduct();
    await stockIn(product, 'SN-TR-1');
    const device = await deviceId(product, 'SN-TR-1');
    const missing = await post('/api/dm/transferencias', { inventory_item_id: device });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ servicio_clinico_destino_id: 'Requerido', usuario_receptor: 'Requerido' });
    expect(
      (
        await post(
          '/api/dm/transferencias',
          { inventory_item_id: device, servicio_clinico_destino_id: serviceA.id, usuario_receptor: 'Enf. Soto' },
          'viewer',
        )
      ).statusCode,
    ).toBe(403);
    const created = await post('/api/dm/transferencias', {
      inventory_item_id: device,
      servicio_clinico_destino_id: serviceA.id,
      usuario_receptor: 'Enf. Soto',
      observaciones: 'Urgente',
    });
    expect(created.statusCode, created.body).toBe(201);
    const transfer = created.json().data;
    expect(transfer).toMatchObject({ estado: 'Pendiente', servicio_destino: 'Pabellón Central', serial_number: 'SN-TR-1' });
    expect((await rows(product))[0]).toMatchObject({ reserved_quantity: 1, location_id: place.location_id });
    const again = await post('/api/dm/transferencias', {
      inventory_item_id: device,
      servicio_clinico_destino_id: serviceB.id,
      usuario_receptor: 'X',
    });
    expect(again.statusCode).toBe(409);

    const qr = JSON.parse(transfer.qr_contenido);
    expect(qr).toMatchObject({ type: 'transferencia_dm', id: transfer.id });
    expect(typeof qr.timestamp).toBe('string');
    const byQr = (contenido: string) => post('/api/dm/transferencias/recibir-qr', { contenido });
    const empty = await byQr('');
    expect(empty.json().error).toBe('Ingrese o escanee el código QR');
    for (const forged of [
      JSON.stringify({ type: 'transferencia_dm', id: transfer.id, timestamp: qr.timestamp }),
      JSON.stringify({ ...qr, id: transfer.id + 1000 }),
      JSON.stringify({ ...qr, timestamp: new Date().toISOString() }),
      JSON.stringify({ ...qr, signature: `${qr.signature.slice(0, -2)}AA` }),
      'no es json',
      JSON.stringify({ ...qr, type: 'otra' }),
    ]) {
      const res = await byQr(forged);
      expect(res.statusCode, forged).toBe(400);
      expect(res.json().error).toBe('Código QR inválido');
    }
    expect((await get(`/api/dm/transferencias/${transfer.id}`)).json().data.estado).toBe('Pendiente');

    const received = await byQr(transfer.qr_contenido);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data).toMatchObject({ estado: 'Recibida', recibida_via: 'qr', recibido_por: 'admin' });
    expect(await rows(product)).toMatchObject([{ location_id: serviceA.location_id, quantity: 1, reserved_quantity: 0 }]);
    const transferEvents = (await events(product)).filter((e) => e.reference_type === 'dm_transferencia');
    expect(transferEvents.map((e) => [e.event_type, e.location_id, e.quantity, e.reference_id])).toEqual([
      ['TRANSFER_TO_SERVICE', place.location_id, -1, transfer.id],
      ['SERVICE_RECEPTION', serviceA.location_id, 1, transfer.id],
    ]);
    const twice = await put(`/api/dm/transferencias/${transfer.id}/recibir`, { fecha_recepcion: new Date().toISOString() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toContain('ya fue recibida');
    expect((await byQr(transfer.qr_contenido)).statusCode).toBe(409);
    const listed = await get('/api/dm/transferencias?estado=Recibida&busqueda=sn-tr-1', 'viewer');
    expect(listed.json().data.map((r: { id: number }) => r.id)).toEqual([transfer.id]);
    const stats = (await get('/api/dm/estadisticas')).json().data;
    expect(
      stats.dm_por_servicio.find((s: { nombre: string }) => s.nombre === 'Pabellón Central').cantidad,
    ).toBeGreaterThanOrEqual(1);
  });

  it('receives by button, cancels a pending transfer (freeing the unit), and refuses a non-pending cancel', async () => {
    const product = await dmProduct();
    await stockIn(product, 'SN-TR-2');
    const device = await deviceId(product, 'SN-TR-2');
    const first = (
      await post('/api/dm/transferencias', {
        inventory_item_id: device,
        servicio_clinico_destino_id: serviceB.id,
        usuario_receptor: 'TENS Rojas',
      })
    ).json().data;
    const cancelled = await put(`/api/dm/transferencias/${first.id}/cancelar`);
    expect(cancelled.json().data.estado).toBe('Cancelada');
    expect((await rows(product))[0]!.reserved_quantity).toBe(0);
    expect((await put(`/api/dm/transferencias/${first.id}/cancelar`)).statusCode).toBe(409);
    expect(
      (await put(`/api/dm/transferencias/${first.id}/recibir`, { fecha_recepcion: new Date().toISOString() })).statusCode,
    ).toBe(409);
    const second = (
      await post('/api/dm/transferencias', {
        inventory_item_id: device,
        servicio_clinico_destino_id: serviceB.id,
        usuario_receptor: 'TENS Rojas',
      })
    ).json().data;
    const future = await put(`/api/dm/transferencias/${second.id}/recibir`, { fecha_recepcion: '2999-01-01T00:00:00Z' });
    expect(future.statusCode).toBe(400);
    const ok = await put(`/api/dm/transferencias/${second.id}/recibir`, { fecha_recepcion: new Date().toISOString() });
    expect(ok.json().data).toMatchObject({ estado: 'Recibida', recibida_via: 'boton' });
    expect((await rows(product))[0]!.location_id).toBe(serviceB.location_id);
  });
});

describe('roles', () => {
  it('the viewer reads every list and gets 403 on every write, which writes nothing', async () => {
    for (const url of [
      '/api/dm/dispositivos-dm',
      '/api/dm/estadisticas',
      '/api/dm/servicios-clinicos',
      '/api/dm/transferencias',
      '/api/dm/implantes',
      '/api/dm/estados',
      '/api/dm/retiros',
    ]) {
      expect((await get(url, 'viewer')).statusCode, url).toBe(200);
    }
    const before = await db()
      .selectFrom('traceability_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const writes: Array<['POST' | 'PUT' | 'DELETE', string, object]> = [
      ['POST', '/api/dm/servicios-clinicos', { nombre: 'Visor' }],
      ['PUT', `/api/dm/servicios-clinicos/${serviceA.id}`, { nombre: 'Visor' }],
      ['DELETE', `/api/dm/servicios-clinicos/${serviceA.id}`, {}],
      [
        'POST',
        '/api/dm/transferencias',
        { inventory_item_id: 1, servicio_clinico_destino_id: serviceA.id, usuario_receptor: 'X' },
      ],
      ['PUT', '/api/dm/transferencias/1/recibir', { fecha_recepcion: new Date().toISOString() }],
      ['POST', '/api/dm/transferencias/recibir-qr', { contenido: '{}' }],
      ['PUT', '/api/dm/transferencias/1/cancelar', {}],
      ['POST', '/api/dm/implantes', implantBody(1)],
      ['PUT', '/api/dm/implantes/1/explante', {}],
      ['POST', '/api/dm/trazabilidad/evento', stateBody(1, { estado_nuevo: 'Disponible', observaciones: 'x' })],
      ['POST', '/api/dm/retiros', { product_id: 1, todos: true, motivo: 'x', referencia: 'y' }],
      ['PUT', '/api/dm/retiros/1/unidades/1', { accion: 'liberado' }],
      ['PUT', '/api/dm/retiros/1/cerrar', { informe_cierre: 'x' }],
    ];
    for (const [method, url, payload] of writes) {
      for (const role of ['viewer', 'operator'] as const) {
        const res = await t.app.inject({ method, url, headers: t.auth(role), payload });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    const after = await db()
      .selectFrom('traceability_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await get('/api/dm/servicios-clinicos')).json().data.map((s: { nombre: string }) => s.nombre)).not.toContain('Visor');
  });
});

describe('internal movements and clinical services', () => {
  it('refuses a movement into or out of a clinical service (400 naming the location) and a pending one that reaches a service (409)', async () => {
    const product = await dmProduct('Stent coronario');
    await stockIn(product, 'SN-M-1');
    await stockIn(product, 'SN-M-2');
    const device = await deviceId(product, 'SN-M-2');
    const tr = (
      await post('/api/dm/transferencias', {
        inventory_item_id: device,
        servicio_clinico_destino_id: serviceA.id,
        usuario_receptor: 'X',
      })
    ).json().data;
    expect((await put(`/api/dm/transferencias/${tr.id}/recibir`, { fecha_recepcion: new Date().toISOString() })).statusCode).toBe(
      200,
    );
    const serviceCode = (
      await db().selectFrom('locations').select('code').where('id', '=', serviceA.location_id).executeTakeFirstOrThrow()
    ).code;
    const before = await events(product);

    const into = await post('/api/transactions/movimientos-internos', {
      movement_type: 'reubicacion',
      details: [
        {
          product_id: product,
          source_location_id: place.location_id,
          destination_location_id: serviceA.location_id,
          quantity: 1,
        },
      ],
    });
    expect(into.statusCode).toBe(400);
    expect(into.json().fields['details.0.destination_location_id']).toBe(
      `La ubicación ${serviceCode} es la custodia de un servicio clínico: las unidades entran o salen de un servicio solo por transferencia DM, implante, explante o cambio de estado`,
    );
    const outOf = await post('/api/transactions/movimientos-internos', {
      movement_type: 'reubicacion',
      details: [
        {
          product_id: product,
          source_location_id: serviceA.location_id,
          destination_location_id: place.location_id,
          quantity: 1,
        },
      ],
    });
    expect(outOf.statusCode).toBe(400);
    expect(outOf.json().fields['details.0.source_location_id']).toContain(serviceCode);
    const sources = (await get(`/api/transactions/movimientos-internos/product-locations?product_id=${product}`)).json().data;
    expect(sources.map((s: { location_id: number }) => s.location_id)).toEqual([place.location_id]);

    const other = await createLocation(db());
    const pending = await post('/api/transactions/movimientos-internos', {
      movement_type: 'reubicacion',
      details: [
        { product_id: product, source_location_id: place.location_id, destination_location_id: other.location_id, quantity: 1 },
      ],
    });
    expect(pending.statusCode, pending.body).toBe(201);
    await db().updateTable('locations').set({ location_type: 'servicio_clinico' }).where('id', '=', other.location_id).execute();
    const run = await post(`/api/transactions/movimientos-internos/${pending.json().data.id}/execute`, {});
    expect(run.statusCode).toBe(409);
    expect(run.json().error).toContain('servicio clínico');
    expect(await events(product)).toHaveLength(before.length);
    expect((await rows(product)).map((r) => r.location_id).sort()).toEqual([place.location_id, serviceA.location_id].sort());
  });
});

describe('implants and explants', () => {
  it('validates RUN and dates, takes the unit out of stock with the implant reference, keeps the raw UDI', async () => {
    const product = await dmProduct();
    await stockIn(product, 'SN-IMP-1', 'LOT-IMP');
    const device = await deviceId(product, 'SN-IMP-1');
    const badRun = await post('/api/dm/implantes', implantBody(device, { run_paciente: '12.345.678-4' }));
    expect(badRun.statusCode).toBe(400);
    expect(badRun.json().fields.run_paciente).toBe('RUN inválido');
    const future = await post('/api/dm/implantes', implantBody(device, { fecha_implantacion: '2999-01-01T10:00' }));
    expect(future.statusCode).toBe(400);
    expect(future.json().fields.fecha_implantacion).toBe('La fecha de implantación no puede ser futura');
    const wrongUdi = await post('/api/dm/implantes', implantBody(device, { udi_raw: '(01)07891234567895(21)OTRA-SERIE' }));
    expect(wrongUdi.statusCode).toBe(400);
    expect(await rows(product)).toHaveLength(1);

    const raw = ']d2010789123456789510LOT-IMP\u001d21SN-IMP-1';
    const res = await post('/api/dm/implantes', implantBody(device, { udi_raw: raw }));
    expect(res.statusCode, res.body).toBe(201);
    const implant = res.json().data;
    expect(implant).toMatchObject({
      run_paciente: '12345678-5',
      estado: 'activo',
      udi_raw: raw,
      gtin: '07891234567895',
      serial_number: 'SN-IMP-1',
    });
    expect(await rows(product)).toHaveLength(0);
    const out = (await events(product)).at(-1)!;
    expect(out).toMatchObject({ event_type: 'IMPLANT', quantity: -1, reference_type: 'implante', reference_id: implant.id });
    const history = (await get(`/api/dm/trazabilidad/${device}`, 'viewer')).json().data;
    expect(history[0]).toMatchObject({ estado: 'En uso', estado_anterior: 'Disponible', usuario_responsable: 'admin' });
    expect((await post('/api/dm/implantes', implantBody(device))).statusCode).toBe(409);

    for (const run of ['12.345.678-5', '12345678-5', '123456785']) {
      const found = (await get(`/api/dm/implantes?run_paciente=${encodeURIComponent(run)}&estado=activo`, 'viewer')).json().data;
      expect(
        found.map((i: { id: number }) => i.id),
        run,
      ).toContain(implant.id);
    }
    const card = await get(`/api/dm/implantes/${implant.id}/tarjeta`, 'viewer');
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toContain('application/pdf');
    expect(card.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const early = await put(`/api/dm/implantes/${implant.id}/explante`, {
      fecha_explantacion: ago(2),
      nombre_profesional_explante: 'Dra. Díaz',
      motivo_explante: 'Complicación',
      observaciones: 'Infección',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields.fecha_explantacion).toBe('La fecha de explante debe ser posterior a la de implantación');
    const badReason = await put(`/api/dm/implantes/${implant.id}/explante`, {
      fecha_explantacion: ago(0),
      nombre_profesional_explante: 'Dra. Díaz',
      motivo_explante: 'Aburrimiento',
      observaciones: 'x',
    });
    expect(badReason.json().fields.motivo_explante).toBe('El motivo del explante es requerido');
    const explanted = await put(`/api/dm/implantes/${implant.id}/explante`, {
      fecha_explantacion: ago(0),
      nombre_profesional_explante: 'Dra. Díaz',
      motivo_explante: 'Complicación',
      observaciones: 'Infección',
    });
    expect(explanted.statusCode, explanted.body).toBe(200);
    expect(explanted.json().data).toMatchObject({ estado: 'explantado', estado_tras_explante: 'En cuarentena' });
    expect(await rows(product)).toMatchObject([{ quantity: 1, held_quantity: 1, reserved_quantity: 1 }]);
    expect((await get(`/api/dm/trazabilidad/${device}`)).json().data[0].estado).toBe('En cuarentena');
    expect(
      (
        await put(`/api/dm/implantes/${implant.id}/explante`, {
          fecha_explantacion: ago(0),
          nombre_profesional_explante: 'X',
          motivo_explante: 'Otro',
          observaciones: 'x',
        })
      ).statusCode,
    ).toBe(409);
    expect((await get('/api/dm/implantes?estado=explantado')).json().data.map((i: { id: number }) => i.id)).toContain(implant.id);
  });
});

describe('device states', () => {
  it('requires the fields of each state', async () => {
    const product = await dmProduct();
    await stockIn(product, 'SN-ST-0');
    const device = await deviceId(product, 'SN-ST-0');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ estado_nuevo: 'Disponible' }, 'observaciones', 'Las observaciones son requeridas'],
      [{ estado_nuevo: 'En cuarentena', observaciones: 'x' }, 'motivo_cuarentena', 'El motivo de cuarentena es requerido'],
      [{ estado_nuevo: 'Devuelto a proveedor', observaciones: 'x' }, 'motivo_devolucion', 'Requerido para devoluciones'],
      [
        { estado_nuevo: 'Destruido/Eliminado', observaciones: 'x', metodo_destruccion: 'Autoclave' },
        'acta_destruccion',
        'El número de acta de destrucción es requerido',
      ],
      [{ estado_nuevo: 'Volando', observaciones: 'x' }, 'estado_nuevo', 'El nuevo estado es requerido'],
    ];
    for (const [detalles, field, message] of cases) {
      const res = await post('/api/dm/trazabilidad/evento', stateBody(device, detalles));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[`detalles.${field}`], field).toBe(message);
    }
    // Only the first state the device got when it was found in stock: no refused change was written.
    const states = await db().selectFrom('dm_state_events').select('estado_nuevo').where('device_id', '=', device).execute();
    expect(states).toEqual([{ estado_nuevo: 'Disponible' }]);
  });

  it('quarantine holds the unit: issue, scan, movement, transfer, allocation and ledger moves refuse it naming the hold; Disponible releases it', async () => {
    const product = await dmProduct('Prótesis de cadera');
    await stockIn(product, 'SN-Q-1', 'LQ');
    const device = await deviceId(product, 'SN-Q-1');
    const quarantined = await post(
      '/api/dm/trazabilidad/evento',
      stateBody(device, { estado_nuevo: 'En cuarentena', observaciones: 'Empaque dañado', motivo_cuarentena: 'Empaque dañado' }),
    );
    expect(quarantined.statusCode, quarantined.body).toBe(201);
    expect(await rows(product)).toMatchObject([{ quantity: 1, held_quantity: 1 }]);

    const issue = await post('/api/egresos/egress-orders', {
      area_servicio: 'PABELLON',
      items: [{ product_id: product, quantity: 1, serial_number: 'SN-Q-1' }],
    });
    expect(issue.statusCode).toBe(409);
    expect(issue.json()).toMatchObject({ code: 'STOCK_HELD' });
    expect(issue.json().error).toContain('cuarentena (Empaque dañado)');
    const unnamed = await post('/api/egresos/egress-orders', {
      area_servicio: 'PABELLON',
      items: [{ product_id: product, quantity: 1 }],
    });
    expect(unnamed.json().code).toBe('STOCK_HELD');
    const otherLoc = await createLocation(db());
    const movement = await post('/api/transactions/movimientos-internos', {
      movement_type: 'reubicacion',
      details: [
        {
          product_id: product,
          source_location_id: place.location_id,
          destination_location_id: otherLoc.location_id,
          quantity: 1,
        },
      ],
    });
    expect(movement.statusCode).toBe(409);
    expect(movement.json().error).toContain('cuarentena');
    const transfer = await post('/api/dm/transferencias', {
      inventory_item_id: device,
      servicio_clinico_destino_id: serviceA.id,
      usuario_receptor: 'X',
    });
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json()).toMatchObject({ code: 'STOCK_HELD' });
    const implant = await post('/api/dm/implantes', implantBody(device));
    expect(implant.json().code).toBe('STOCK_HELD');
    const row = (await rows(product))[0]!;
    await expect(
      t.app.deps.stockTransaction((stock) => stock.transfer(row, otherLoc.location_id, 1, { user_id: null })),
    ).rejects.toMatchObject({ code: 'STOCK_HELD' });
    await expect(
      t.app.deps.stockTransaction((_s, trx) => commitments(trx).reserve(row.id, 1, { source_type: 'order', source_id: 1 }, null)),
    ).rejects.toMatchObject({
      code: 'STOCK_HELD',
      message: expect.stringContaining('cuarentena'),
    });

    const released = await post(
      '/api/dm/trazabilidad/evento',
      stateBody(device, { estado_nuevo: 'Disponible', observaciones: 'Revisado' }),
    );
    expect(released.statusCode).toBe(201);
    expect(await rows(product)).toMatchObject([{ quantity: 1, held_quantity: 0, reserved_quantity: 0 }]);
    const history = (await get(`/api/dm/trazabilidad/${device}`)).json().data;
    // Newest first: the release, the quarantine, and the first state its receipt gave it.
    expect(history.map((h: { estado: string }) => h.estado)).toEqual(['Disponible', 'En cuarentena', 'Disponible']);
    expect(history[0]).toMatchObject({
      estado_anterior: 'En cuarentena',
      observaciones: 'Revisado',
      usuario_responsable: 'admin',
    });
  });

  it('a quarantine displaces a pending transfer, whose receipt then names the hold', async () => {
    const product = await dmProduct();
    await stockIn(product, 'SN-Q-2');
    const device = await deviceId(product, 'SN-Q-2');
    const transfer = (
      await post('/api/dm/transferencias', {
        inventory_item_id: device,
        servicio_clinico_destino_id: serviceA.id,
        usuario_receptor: 'X',
      })
    ).json().data;
    await post(
      '/api/dm/trazabilidad/evento',
      stateBody(device, { estado_nuevo: 'En cuarentena', observaciones: 'Alerta', motivo_cuarentena: 'Alerta del fabricante' }),
    );
    const res = await put(`/api/dm/transferencias/${transfer.id}/recibir`, { fecha_recepcion: new Date().toISOString() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('STOCK_HELD');
    expect((await get(`/api/dm/transferencias/${transfer.id}`)).json().data.estado).toBe('Pendiente');
  });

  it('Destruido/Eliminado and Retirado take the unit out of stock (DAMAGE, RETURN) and are final', async () => {
    const product = await dmProduct();
    await stockIn(product, 'SN-D-1');
    await stockIn(product, 'SN-R-1');
    const destroyed = await deviceId(product, 'SN-D-1');
    const withdrawn = await deviceId(product, 'SN-R-1');
    const d = await post(
      '/api/dm/trazabilidad/evento',
      stateBody(destroyed, {
        estado_nuevo: 'Destruido/Eliminado',
        observaciones: 'Vencido',
        metodo_destruccion: 'Incineración',
        acta_destruccion: 'ACTA-77',
      }),
    );
    expect(d.statusCode, d.body).toBe(201);
    const r = await post(
      '/api/dm/trazabilidad/evento',
      stateBody(withdrawn, { estado_nuevo: 'Retirado', observaciones: 'Retiro de uso' }),
    );
    expect(r.statusCode).toBe(201);
    expect(await rows(product)).toHaveLength(0);
    const outs = (await events(product)).filter((e) => e.quantity < 0).map((e) => [e.serial_number, e.event_type]);
    expect(outs).toEqual([
      ['SN-D-1', 'DAMAGE'],
      ['SN-R-1', 'RETURN'],
    ]);
    for (const device of [destroyed, withdrawn]) {
      const later = await post(
        '/api/dm/trazabilidad/evento',
        stateBody(device, { estado_nuevo: 'Disponible', observaciones: 'x' }),
      );
      expect(later.statusCode).toBe(409);
      expect(later.json().error).toContain('definitivo');
      expect((await post('/api/dm/implantes', implantBody(device))).statusCode).toBe(409);
    }
  });

  it('lists state changes by search, state and period (default 30 days; 7, 30, 90 or all)', async () => {
    const product = await dmProduct('Stent coronario');
    await stockIn(product, 'SN-P-1');
    const device = await deviceId(product, 'SN-P-1');
    await post(
      '/api/dm/trazabilidad/evento',
      stateBody(device, { estado_nuevo: 'En mantenimiento', observaciones: 'Revisión' }, ago(60)),
    );
    await post('/api/dm/trazabilidad/evento', stateBody(device, { estado_nuevo: 'Disponible', observaciones: 'Vuelve' }, ago(3)));
    const ids = async (query: string) =>
      (await get(`/api/dm/estados?busqueda=SN-P-1${query}`, 'viewer')).json().data.map((r: { estado: string }) => r.estado);
    // The device's first state (its receipt, today) and the release 3 days ago; 'En mantenimiento' is 60 days old.
    expect(await ids('')).toEqual(['Disponible', 'Disponible']);
    expect(await ids('&dias=90')).toEqual(['Disponible', 'Disponible', 'En mantenimiento']);
    expect(await ids('&dias=all&estado=En%20mantenimiento')).toEqual(['En mantenimiento']);
    expect((await get('/api/dm/estados?dias=15')).statusCode).toBe(400);
    expect((await get('/api/dm/trazabilidad/999999')).statusCode).toBe(404);
  });

  it('statistics are counted from data', async () => {
    const stats = (await get('/api/dm/estadisticas', 'viewer')).json().data;
    const pending = await db()
      .selectFrom('dm_transfers')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .where('estado', '=', 'Pendiente')
      .executeTakeFirstOrThrow();
    const active = await db()
      .selectFrom('dm_implants')
      .select(sql<number>`cast(count(*) as integer)`.as('n'))
      .where('fecha_explantacion', 'is', null)
      .executeTakeFirstOrThrow();
    expect(stats.transferencias_pendientes).toBe(Number(pending.n));
    expect(stats.implantes_activos).toBe(Number(active.n));
    expect(stats.servicios_clinicos).toBe(2);
    expect(stats.total_dm).toBeGreaterThan(0);
  });
});

describe('recall', () => {
  it('holds every unit of the lot in stock and answers stock, services, issues and implants; units are resolved through the ledger; closes with a report', async () => {
    const product = await dmProduct('Válvula cardíaca');
    for (const serial of ['V-1', 'V-2', 'V-3', 'V-4', 'V-5']) await stockIn(product, serial, 'LOT-R');
    await stockIn(product, 'V-OTRO', 'LOT-OK');
    // V-2 to a service, V-3 issued, V-4 implanted.
    const v2 = await deviceId(product, 'V-2');
    const tr = (
      await post('/api/dm/transferencias', {
        inventory_item_id: v2,
        servicio_clinico_destino_id: serviceA.id,
        usuario_receptor: 'X',
      })
    ).json().data;
    await put(`/api/dm/transferencias/${tr.id}/recibir`, { fecha_recepcion: new Date().toISOString() });
    const issue = await post('/api/egresos/egress-orders', {
      area_servicio: 'UCI',
      items: [{ product_id: product, quantity: 1, serial_number: 'V-3' }],
    });
    expect(issue.statusCode, issue.body).toBe(201);
    const v4 = await deviceId(product, 'V-4');
    expect(
      (await post('/api/dm/implantes', implantBody(v4, { run_paciente: '7.654.321-6', nombre_paciente: 'Juan Soto' })))
        .statusCode,
    ).toBe(201);

    const invalid = await post('/api/dm/retiros', { product_id: product, motivo: 'x', referencia: 'y' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.lotes).toBe('Indique lotes o series, o marque todos');
    expect(
      (await post('/api/dm/retiros', { product_id: product, lotes: ['LOT-R'], motivo: 'x', referencia: 'y' }, 'viewer'))
        .statusCode,
    ).toBe(403);
    const opened = await post('/api/dm/retiros', {
      product_id: product,
      lotes: ['LOT-R'],
      motivo: 'Falla de sellado',
      referencia: 'FSCA-2026-01',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const recall = opened.json().data;
    expect(recall).toMatchObject({ estado: 'Abierto', lotes: ['LOT-R'] });
    expect(recall.numero).toMatch(/^RET-\d{6}$/);
    expect(recall.totales).toMatchObject({ en_stock: 3, en_servicios: 1, egresados: 1, implantados: 1 });
    expect(recall.unidades).toHaveLength(3);
    expect(recall.por_servicio).toMatchObject([{ servicio_clinico: 'Pabellón Central', cantidad: 1, retenido: 1 }]);
    expect(recall.egresos_por_area).toMatchObject([{ area_servicio: 'UCI', cantidad: 1 }]);
    expect(recall.implantes).toMatchObject([
      { run_paciente: '7654321-6', nombre_paciente: 'Juan Soto', nombre_profesional_implante: 'Dr. Pérez', serial_number: 'V-4' },
    ]);
    const lotRows = (await rows(product)).filter((r) => r.lot_number === 'LOT-R');
    expect(lotRows.every((r) => r.held_quantity === r.quantity)).toBe(true);
    expect((await rows(product)).find((r) => r.lot_number === 'LOT-OK')!.held_quantity).toBe(0);

    const blocked = await post('/api/egresos/egress-orders', {
      area_servicio: 'UCI',
      items: [{ product_id: product, quantity: 1, serial_number: 'V-1' }],
    });
    expect(blocked.json().code).toBe('STOCK_HELD');
    expect(blocked.json().error).toContain(recall.numero);
    const v1 = await deviceId(product, 'V-1');
    const release = await post('/api/dm/trazabilidad/evento', stateBody(v1, { estado_nuevo: 'Disponible', observaciones: 'x' }));
    expect(release.statusCode).toBe(409);
    expect(release.json().error).toContain(recall.numero);

    const early = await put(`/api/dm/retiros/${recall.id}/cerrar`, { informe_cierre: 'Listo' });
    expect(early.statusCode).toBe(409);
    const [u1, u2, u3] = recall.unidades;
    expect(
      (await put(`/api/dm/retiros/${recall.id}/unidades/${u1.id}`, { accion: 'destruido' })).json().data.unidades[0].estado,
    ).toBe('destruido');
    expect((await put(`/api/dm/retiros/${recall.id}/unidades/${u1.id}`, { accion: 'recuperado' })).statusCode).toBe(409);
    await put(`/api/dm/retiros/${recall.id}/unidades/${u2.id}`, { accion: 'devuelto_proveedor' });
    // u3 is the unit at Pabellón Central: retrieving it needs a warehouse location, and it comes back held.
    const atService = recall.unidades.find((u: { location_id: number }) => u.location_id === serviceA.location_id);
    expect(atService.id).toBe(u3.id);
    const noPlace = await put(`/api/dm/retiros/${recall.id}/unidades/${u3.id}`, { accion: 'recuperado' });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.json().fields.ubicacion_id).toBe(
      'Indique la ubicación de bodega donde queda en cuarentena la unidad recuperada',
    );
    expect(
      (await put(`/api/dm/retiros/${recall.id}/unidades/${u3.id}`, { accion: 'recuperado', ubicacion_id: serviceB.location_id }))
        .statusCode,
    ).toBe(400);
    const retrieved = await put(`/api/dm/retiros/${recall.id}/unidades/${u3.id}`, {
      accion: 'recuperado',
      ubicacion_id: place.location_id,
    });
    expect(retrieved.statusCode, retrieved.body).toBe(200);
    expect(retrieved.json().data.unidades[2]).toMatchObject({ estado: 'recuperado', location_id: place.location_id });
    expect(retrieved.json().data.por_servicio).toEqual([]);
    const v2Row = (await rows(product)).find((r) => r.serial_number === 'V-2')!;
    expect(v2Row).toMatchObject({ location_id: place.location_id, quantity: 1, held_quantity: 1, reserved_quantity: 1 });
    const v2Holds = await db()
      .selectFrom('stock_holds')
      .selectAll()
      .where('serial_number', '=', 'V-2')
      .where('product_id', '=', product)
      .orderBy('id')
      .execute();
    expect(v2Holds.map((h) => [h.location_id, h.released_at === null, h.reason_type, h.reason_id])).toEqual([
      [serviceA.location_id, false, 'retiro', recall.id],
      [place.location_id, true, 'retiro', recall.id],
    ]);
    expect(v2Holds[1]!.inventory_id).toBe(v2Row.id);
    expect(
      (
        await post('/api/egresos/egress-orders', {
          area_servicio: 'UCI',
          items: [{ product_id: product, quantity: 1, serial_number: 'V-2' }],
        })
      ).json().code,
    ).toBe('STOCK_HELD');
    const notYet = await put(`/api/dm/retiros/${recall.id}/cerrar`, { informe_cierre: 'Listo' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toContain('sin destino final');
    expect((await put(`/api/dm/retiros/${recall.id}/unidades/${u3.id}`, { accion: 'recuperado' })).statusCode).toBe(409);
    const freed = await put(`/api/dm/retiros/${recall.id}/unidades/${u3.id}`, {
      accion: 'liberado',
      observaciones: 'Fabricante confirma serie no afectada',
    });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(freed.json().data.unidades[2].estado).toBe('liberado');
    expect((await rows(product)).find((r) => r.serial_number === 'V-2')).toMatchObject({
      held_quantity: 0,
      reserved_quantity: 0,
    });
    expect((await get(`/api/dm/trazabilidad/${v2}`)).json().data[0]).toMatchObject({
      estado: 'Disponible',
      estado_anterior: 'En cuarentena',
    });
    expect((await put(`/api/dm/retiros/${recall.id}/unidades/${u3.id}`, { accion: 'destruido' })).statusCode).toBe(409);
    const outs = (await events(product)).filter((e) => e.reference_type === 'retiro' && e.quantity < 0).map((e) => e.event_type);
    expect(outs.sort()).toEqual(['DAMAGE', 'RETURN', 'TRANSFER']); // the TRANSFER out of Pabellón Central is the retrieval
    const pdf = await get(`/api/dm/retiros/${recall.id}/informe`, 'viewer');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await get(`/api/dm/retiros/${recall.id}/informe?formato=xlsx`, 'viewer');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const closed = await put(`/api/dm/retiros/${recall.id}/cerrar`, {
      informe_cierre: 'Proveedor notificado; 1 destruida, 1 devuelta, 1 liberada',
    });
    expect(closed.json().data).toMatchObject({ estado: 'Cerrado' });
    expect((await put(`/api/dm/retiros/${recall.id}/cerrar`, { informe_cierre: 'otra vez' })).statusCode).toBe(409);
    expect((await get('/api/dm/retiros', 'viewer')).json().data.map((r: { id: number }) => r.id)).toContain(recall.id);
  });

  it('finds the product by GTIN and keeps the scanned UDI of a receipt exactly as read', async () => {
    const product = await dmProduct();
    await db().updateTable('products').set({ barcode: '07891234567895' }).where('id', '=', product).execute();
    const raw = '(01)07891234567895(10)LOT-G(17)301231(21)G-1';
    const receipt = await post('/api/transactions/simplified-reception', {
      reference: `ING-DM-${Date.now()}`,
      warehouse_id: place.warehouse_id,
      zone_id: place.zone_id,
      details: [
        {
          product_id: product,
          quantity: 1,
          lot_number: 'LOT-G',
          serial_number: 'G-1',
          expiry_date: '2030-12-31',
          destination_location_id: place.location_id,
          udi_raw: raw,
          forma_adquisicion: 'Compra directa',
          fecha_recepcion_conforme: new Date().toISOString(),
          numero_registro_sanitario: 'ISP-1',
        },
      ],
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    const detail = await db()
      .selectFrom('transaction_details')
      .select('udi_raw')
      .where('product_id', '=', product)
      .executeTakeFirstOrThrow();
    expect(detail.udi_raw).toBe(raw);
    // A unit shipped to a customer (a DISPATCH that is neither an egreso nor an implant).
    await stockIn(product, 'G-2', 'LOT-G');
    await t.app.deps.stockTransaction((stock) =>
      stock.remove(
        {
          product_id: product,
          location_id: place.location_id,
          lot_number: 'LOT-G',
          serial_number: 'G-2',
          expiry_date: '2030-12-31',
        },
        1,
        'DISPATCH',
        { user_id: null, reference_type: 'despacho', reference: 'ENV-000001', description: 'Envío a Clínica Las Condes' },
      ),
    );
    const recall = await post('/api/dm/retiros', {
      gtin: '7891234567895',
      todos: true,
      motivo: 'Alerta ISP',
      referencia: 'ISP-2026-9',
    });
    expect(recall.statusCode, recall.body).toBe(201);
    expect(recall.json().data).toMatchObject({ product_id: product, totales: { en_stock: 1, despachados: 1 } });
    expect(recall.json().data.despachos).toMatchObject([
      { referencia: 'ENV-000001', destino: 'Envío a Clínica Las Condes', serial_number: 'G-2', cantidad: 1 },
    ]);
  });
});
