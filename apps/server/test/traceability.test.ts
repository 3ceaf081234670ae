import { santiagoDay } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let productId: number;
let otherProductId: number;
let locationId: number;
let inventoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ location_id: locationId } = await createLocation(t.db.kysely));
  productId = await createProduct(t.db.kysely, { name: 'Stent coronario', sku: 'STN-01' });
  otherProductId = await createProduct(t.db.kysely, { name: 'Gasa estéril', sku: 'GAS-01' });
  await t.app.stockTransaction(async (stock) => {
    for (let i = 0; i < 30; i++) await stock.add({ product_id: otherProductId, location_id: locationId, lot_number: `G${i % 3}` }, 1, 'RECEPTION', { user_id: 1, reference: `ING-${i}` });
    const row = await stock.add({ product_id: productId, location_id: locationId, lot_number: 'ST-2027', expiry_date: '2027-05-31' }, 10, 'RECEPTION', { user_id: 1, reference: 'ING-100', description: 'Recepción de stents' });
    inventoryId = row.id;
  });
});
afterAll(async () => t?.close());

const get = (url: string, role: 'admin' | 'viewer' | 'operator' = 'viewer') => t.app.inject({ url, headers: t.auth(role) });

describe('traceability events', () => {
  it('pages events newest first with product, location and user, 25 per page by default', async () => {
    const res = await get('/api/traceability/events');
    expect(res.statusCode).toBe(200);
    const { events, pagination } = res.json().data;
    expect(pagination).toEqual({ page: 1, per_page: 25, total: 31 });
    expect(events).toHaveLength(25);
    expect(events[0]).toMatchObject({
      event_type: 'RECEPTION',
      product: { name: 'Stent coronario', sku: 'STN-01' },
      quantity_moved: 10,
      lot_number: 'ST-2027',
      expiry_date: '2027-05-31',
      user: { username: 'admin' },
      operation_reference: 'ING-100',
      event_description: 'Recepción de stents',
    });
    const page2 = (await get('/api/traceability/events?page=2')).json().data;
    expect(page2.events).toHaveLength(6);
  });

  it('filters by product, type, location, lot prefix and dates', async () => {
    const byProduct = (await get(`/api/traceability/events?product_id=${productId}`)).json().data;
    expect(byProduct.pagination.total).toBe(1);
    expect((await get(`/api/traceability/events?lot_number=G1`)).json().data.pagination.total).toBe(10);
    expect((await get(`/api/traceability/events?lot_number=G`)).json().data.pagination.total).toBe(30);
    expect((await get(`/api/traceability/events?event_type=DISPATCH`)).json().data.pagination.total).toBe(0);
    expect((await get(`/api/traceability/events?location_id=${locationId}`)).json().data.pagination.total).toBe(31);
    const today = santiagoDay(new Date());
    expect((await get(`/api/traceability/events?date_from=2000-01-01&date_to=2000-01-02`)).json().data.pagination.total).toBe(0);
    expect((await get(`/api/traceability/events?date_from=${today}`)).json().data.pagination.total).toBeGreaterThan(0);
    const bad = await get('/api/traceability/events?event_type=ROBO&date_from=ayer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ 'querystring.event_type': 'Tipo de evento desconocido', 'querystring.date_from': 'La fecha debe tener el formato AAAA-MM-DD' });
  });

  it('exports every matching event as CSV, beyond one page', async () => {
    const res = await get('/api/traceability/events/export?lot_number=G');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="trazabilidad_eventos.csv"');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Fecha/Hora,Evento,Producto,SKU,Ubicación,Lote,Serie,Vencimiento,Cantidad,Usuario,Referencia,Descripción,Notas');
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain('Recepción,Gasa estéril,GAS-01');
  });

  it('shows a product history with statistics', async () => {
    const res = await get(`/api/traceability/products/${otherProductId}/history`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.product).toMatchObject({ name: 'Gasa estéril', sku: 'GAS-01', category: 'Insumos', current_stock: 30 });
    expect(data.statistics).toMatchObject({ total_events: 30, by_type: { RECEPTION: { events: 30, quantity: 30 } } });
    expect(data.history).toHaveLength(30);
    expect((await get('/api/traceability/products/99999/history')).json()).toEqual({ error: 'Producto no encontrado', code: 'NOT_FOUND' });
  });

  it('records quality checks without moving stock, and damage through the ledger', async () => {
    const qc = await t.app.inject({ method: 'POST', url: '/api/traceability/events', headers: t.auth('admin'), payload: { event_type: 'QUALITY_CHECK', inventory_id: inventoryId, notes: 'Embalaje íntegro' } });
    expect(qc.statusCode).toBe(201);
    const damage = await t.app.inject({ method: 'POST', url: '/api/traceability/events', headers: t.auth('admin'), payload: { event_type: 'DAMAGE', inventory_id: inventoryId, quantity: 2, description: 'Envase roto' } });
    expect(damage.statusCode).toBe(201);
    const tooMuch = await t.app.inject({ method: 'POST', url: '/api/traceability/events', headers: t.auth('admin'), payload: { event_type: 'EXPIRY', inventory_id: inventoryId, quantity: 99 } });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatch(/Stock insuficiente de Stent coronario \(STN-01\) lote ST-2027/);
    const missing = await t.app.inject({ method: 'POST', url: '/api/traceability/events', headers: t.auth('admin'), payload: { event_type: 'DAMAGE', inventory_id: inventoryId } });
    expect(missing.json().fields).toEqual({ quantity: 'La cantidad es requerida para daños y vencimientos' });
    const stock = await t.db.kysely.selectFrom('products').select('current_stock').where('id', '=', productId).executeTakeFirstOrThrow();
    expect(stock.current_stock).toBe(8);
    const viewer = await t.app.inject({ method: 'POST', url: '/api/traceability/events', headers: t.auth('viewer'), payload: { event_type: 'QUALITY_CHECK', inventory_id: inventoryId } });
    expect(viewer.statusCode).toBe(403);
  });

  it('summarises on the dashboard', async () => {
    const data = (await get('/api/traceability/dashboard')).json().data;
    expect(data.total_events).toBe(33);
    expect(data.events_today).toBe(33);
    expect(data.by_type_last_30_days).toEqual(expect.arrayContaining([{ event_type: 'RECEPTION', label: 'Recepción', events: 31 }]));
    expect(data.recent).toHaveLength(10);
  });

  it('verifies the hash chain and reports the unsealed backlog', async () => {
    const before = (await get('/api/traceability/verify')).json().data;
    expect(before.valid).toBe(true);
    await t.app.eventSealer.sealNow();
    const after = (await get('/api/traceability/verify')).json().data;
    expect(after).toMatchObject({ valid: true, checked: 33, unsealed: 0, first_broken: null, message: 'Cadena íntegra: 33 eventos verificados' });
    await t.db.kysely.updateTable('traceability_events').set({ lot_number: 'FALSO' }).where('chain_seq', '=', 5).execute();
    const tampered = (await get('/api/traceability/verify')).json().data;
    expect(tampered.valid).toBe(false);
    expect(tampered.first_broken.chain_seq).toBe(5);
    expect(tampered.message).toMatch(/Cadena alterada en el evento \d+ \(eslabón 5\)/);
  });

  it('is for administrators and viewers only', async () => {
    expect((await get('/api/traceability/events', 'operator')).statusCode).toBe(403);
  });
});
