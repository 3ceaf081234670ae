import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as deviceEventTypes from '../src/db/migrations/2026-12-02T1400-device-event-types';
import { checkInvariants } from '../src/modules/ledger/invariants/check-invariants';
import { verifyChainThroughApi } from './chain-verification';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, TEST_AUDIT_KEY, type TestApp } from './helpers';

/* The devices' own event types (IMPLANT, HOLD, RELEASE, …), and old events read as them after the migration. */

let t: TestApp;
const db = () => t.db.kysely;
let place: { warehouse_id: number; zone_id: number; location_id: number };
let service: { id: number; location_id: number };

beforeAll(async () => {
  t = await createTestApp();
  place = await createLocation(db());
  service = (await post('/api/dm/servicios-clinicos', { nombre: 'Pabellón Norte', codigo: 'PABN' })).json().data;
});
afterAll(async () => t?.close());

function post(url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, headers: t.auth('admin'), payload: payload as object });
}
function put(url: string, payload: unknown = {}) {
  return t.app.inject({ method: 'PUT', url, headers: t.auth('admin'), payload: payload as object });
}
function get(url: string) {
  return t.app.inject({ url, headers: t.auth('admin') });
}

let seq = 0;
async function dmProduct() {
  const id = await createProduct(db(), { name: `Stent coronario ${++seq}` });
  await db()
    .updateTable('products')
    .set({ es_dm_priorizado: 1, tipo_dm: 'Implantable', categorizacion_implantable: 'Cardiológico' })
    .where('id', '=', id)
    .execute();
  return id;
}
const key = (product_id: number, serial: string, location_id = place.location_id) => ({
  product_id,
  location_id,
  lot_number: 'L-EV',
  serial_number: serial,
  expiry_date: '2030-12-31',
});
async function stockIn(productId: number, serial: string) {
  await t.app.deps.stockTransaction((stock) => stock.add(key(productId, serial), 1, 'RECEPTION', { user_id: null }));
}
async function deviceId(productId: number, serial: string): Promise<number> {
  const res = await get(`/api/dm/dispositivos-dm?busqueda=${encodeURIComponent(serial)}`);
  return res.json().data.find((d: { product_id: number }) => d.product_id === productId).id;
}
interface Event {
  event_type: string;
  recorded_event_type: string;
  quantity_moved: number;
  operation_reference: string | null;
  reference_type: string | null;
}
async function eventsOf(productId: number, type?: string): Promise<Event[]> {
  const res = await get(`/api/traceability/events?product_id=${productId}${type ? `&event_type=${type}` : ''}&per_page=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.events;
}
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('device events have their own types', () => {
  it('an implant is IMPLANT (filtered by type, exported as Implante), not DISPATCH', async () => {
    const product = await dmProduct();
    await stockIn(product, 'EV-1');
    const res = await post('/api/dm/implantes', {
      inventory_item_id: await deviceId(product, 'EV-1'),
      run_paciente: '12.345.678-5',
      nombre_paciente: 'María González',
      fecha_implantacion: ago(0),
      nombre_profesional_implante: 'Dr. Pérez',
      prestacion_quirurgica: 'Angioplastía',
    });
    expect(res.statusCode, res.body).toBe(201);
    const implants = await eventsOf(product, 'IMPLANT');
    expect(implants).toMatchObject([{ event_type: 'IMPLANT', recorded_event_type: 'IMPLANT', quantity_moved: -1 }]);
    expect(implants[0]!.operation_reference).toMatch(/^IMP-/);
    expect(await eventsOf(product, 'DISPATCH')).toEqual([]);
    const csv = await get(`/api/traceability/events/export?product_id=${product}&event_type=IMPLANT`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[1]).toContain(',Implante,Stent coronario');
  });

  it('a recall holds with HOLD and releases with RELEASE, the recall as reference', async () => {
    const product = await dmProduct();
    await stockIn(product, 'EV-2');
    const opened = await post('/api/dm/retiros', { product_id: product, todos: true, motivo: 'Alerta', referencia: 'FSCA-9' });
    expect(opened.statusCode, opened.body).toBe(201);
    const recall = opened.json().data;
    expect(await eventsOf(product, 'HOLD')).toMatchObject([{ quantity_moved: 0, operation_reference: recall.numero }]);
    expect(await eventsOf(product, 'QUALITY_CHECK')).toEqual([]);
    const freed = await put(`/api/dm/retiros/${recall.id}/unidades/${recall.unidades[0].id}`, { accion: 'liberado' });
    expect(freed.statusCode, freed.body).toBe(200);
    expect(await eventsOf(product, 'RELEASE')).toMatchObject([{ quantity_moved: 0, operation_reference: recall.numero }]);
  });

  it("a quarantine holds with HOLD ('En cuarentena' as reference) and 'Disponible' releases with RELEASE", async () => {
    const product = await dmProduct();
    await stockIn(product, 'EV-3');
    const device = await deviceId(product, 'EV-3');
    const state = (estado_nuevo: string, detalles: Record<string, unknown> = {}) =>
      post('/api/dm/trazabilidad/evento', {
        inventory_item_id: device,
        tipo_evento: 'cambio_estado',
        fecha_evento: new Date().toISOString(),
        detalles: { estado_nuevo, observaciones: 'Revisión', ...detalles },
      });
    expect((await state('En cuarentena', { motivo_cuarentena: 'Embalaje dañado' })).statusCode).toBe(201);
    expect((await state('Disponible')).statusCode).toBe(201);
    expect(await eventsOf(product, 'HOLD')).toMatchObject([{ operation_reference: 'En cuarentena' }]);
    expect(await eventsOf(product, 'RELEASE')).toMatchObject([{ operation_reference: 'En cuarentena' }]);
  });

  it('a transfer to a clinical service moves out as TRANSFER_TO_SERVICE and in as SERVICE_RECEPTION', async () => {
    const product = await dmProduct();
    await stockIn(product, 'EV-4');
    const transfer = (
      await post('/api/dm/transferencias', {
        inventory_item_id: await deviceId(product, 'EV-4'),
        servicio_clinico_destino_id: service.id,
        usuario_receptor: 'Enfermera',
      })
    ).json().data;
    const received = await put(`/api/dm/transferencias/${transfer.id}/recibir`, { fecha_recepcion: new Date().toISOString() });
    expect(received.statusCode, received.body).toBe(200);
    expect((await eventsOf(product)).map((e) => [e.event_type, e.quantity_moved])).toEqual([
      ['SERVICE_RECEPTION', 1],
      ['TRANSFER_TO_SERVICE', -1],
      ['RECEPTION', 1],
    ]);
  });
});

describe('migration 2026-12-02T1400-device-event-types', () => {
  it('reads old device events as their own types where their reference says so, without touching the sealed chain', async () => {
    const product = await dmProduct();
    await stockIn(product, 'OLD-1');
    await stockIn(product, 'OLD-2');
    // Written as before the devices' own types, by the ledger (MAC'd), then sealed.
    await t.app.deps.stockTransaction(async (stock) => {
      await stock.note(key(product, 'OLD-2'), 'QUALITY_CHECK', {
        user_id: null,
        reference_type: 'retiro',
        reference: 'RET-000999',
        description: 'Retenido por el retiro RET-000999: FSCA',
      });
      await stock.note(key(product, 'OLD-2'), 'QUALITY_CHECK', {
        user_id: null,
        reference_type: 'retiro',
        reference: 'RET-000999',
        description: 'Retiro RET-000999: unidad liberada',
      });
      await stock.note(key(product, 'OLD-2'), 'QUALITY_CHECK', { user_id: null, description: 'Control visual' });
      await stock.transfer(key(product, 'OLD-2'), service.location_id, 1, {
        user_id: null,
        reference_type: 'dm_transferencia',
        reference: 'TRF-000999',
      });
      await stock.remove(key(product, 'OLD-1'), 1, 'DISPATCH', {
        user_id: null,
        reference_type: 'implante',
        reference: 'IMP-000999',
        description: 'Implante IMP-000999',
      });
      await stock.add(key(product, 'OLD-1'), 1, 'RETURN', { user_id: null, reference_type: 'explante', reference: 'IMP-000999' });
    });
    await t.app.eventSealer.sealNow();
    const before = await db()
      .selectFrom('traceability_events')
      .select(['id', 'event_type', 'hash', 'mac'])
      .where('product_id', '=', product)
      .orderBy('id')
      .execute();
    expect((await eventsOf(product)).map((e) => e.event_type)).toContain('QUALITY_CHECK');

    await deviceEventTypes.down(db());
    await deviceEventTypes.up(db());
    await t.app.eventSealer.sealNow(); // the totals per type are counted again

    const after = await eventsOf(product);
    expect(after.map((e) => [e.event_type, e.recorded_event_type, e.quantity_moved])).toEqual([
      ['EXPLANT', 'RETURN', 1],
      ['IMPLANT', 'DISPATCH', -1],
      ['SERVICE_RECEPTION', 'TRANSFER', 1],
      ['TRANSFER_TO_SERVICE', 'TRANSFER', -1],
      ['QUALITY_CHECK', 'QUALITY_CHECK', 0],
      ['RELEASE', 'QUALITY_CHECK', 0],
      ['HOLD', 'QUALITY_CHECK', 0],
      ['RECEPTION', 'RECEPTION', 1],
      ['RECEPTION', 'RECEPTION', 1],
    ]);
    // The stored, hashed and MAC'd columns are as they were.
    expect(
      await db()
        .selectFrom('traceability_events')
        .select(['id', 'event_type', 'hash', 'mac'])
        .where('product_id', '=', product)
        .orderBy('id')
        .execute(),
    ).toEqual(before);
    expect(await eventsOf(product, 'IMPLANT')).toHaveLength(1);
    expect(await eventsOf(product, 'DISPATCH')).toEqual([]);
    expect(await eventsOf(product, 'QUALITY_CHECK')).toHaveLength(1);
    const history = (await get(`/api/traceability/products/${product}/history`)).json().data;
    expect(history.statistics.by_type).toMatchObject({
      IMPLANT: { events: 1, quantity: -1 },
      HOLD: { events: 1 },
      RELEASE: { events: 1 },
      QUALITY_CHECK: { events: 1 },
      RECEPTION: { events: 2, quantity: 2 },
    });
    expect(history.statistics.by_type.DISPATCH).toBeUndefined();
    const csv = await get(`/api/traceability/events/export?product_id=${product}&event_type=HOLD`);
    expect(csv.body.split('\r\n')[1]).toContain(',Retención,');

    const verified = await verifyChainThroughApi(t.app, t.auth('admin'));
    expect(verified).toMatchObject({ valid: true, complete: true, broken: [] });
    // The daily rollup still sums the events as read (an implant is demand, as its DISPATCH was), and every other rule holds.
    expect(await checkInvariants(db(), { auditKey: TEST_AUDIT_KEY })).toEqual([]);
  });
});
