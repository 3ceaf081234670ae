import { santiagoDay } from '@bodega/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { readXlsx } from './xlsx';

let t: TestApp;
let loc: { warehouse_id: number; zone_id: number; location_id: number };
let loc2: number;
let productId: number;
let rowId: number;
beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely);
  loc2 = await addLocation(t.db.kysely, loc.zone_id);
  productId = await createProduct(t.db.kysely, {
    sku: 'OPS-1',
    name: 'Suero fisiológico 500 ml',
    category: 'Sueros',
    min_stock: 10,
    max_stock: 100,
  });
  const row = await t.app.deps.stockTransaction((stock) =>
    stock.add(
      { product_id: productId, location_id: loc.location_id, lot_number: 'L1', expiry_date: '2027-01-31' },
      20,
      'RECEPTION',
      { user_id: 1 },
    ),
  );
  rowId = row.id;
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const events = () =>
  t.db.kysely.selectFrom('traceability_events').selectAll().where('product_id', '=', productId).orderBy('id').execute();
const stockOf = async () =>
  (await t.db.kysely.selectFrom('products').select('current_stock').where('id', '=', productId).executeTakeFirstOrThrow())
    .current_stock;
const adjust = (id: number, payload: Record<string, unknown>, role: 'admin' | 'operator' = 'admin') =>
  t.app.inject({ method: 'POST', url: `/api/inventory/${id}/adjust`, headers: t.auth(role), payload });

describe('GET /api/inventory/:id', () => {
  it('returns the row with its product and location', async () => {
    const res = await t.app.inject({ url: `/api/inventory/${rowId}`, headers: t.auth('viewer') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: rowId,
      product_sku: 'OPS-1',
      lot_number: 'L1',
      serial_number: null,
      expiry_date: '2027-01-31',
      quantity: 20,
      available_quantity: 20,
      stock_status: { key: 'normal' },
      product: { id: productId, current_stock: 20 },
      location: { id: loc.location_id, zone_id: loc.zone_id, warehouse_id: loc.warehouse_id },
    });
    const missing = await t.app.inject({ url: '/api/inventory/999999', headers: admin() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Registro de inventario no encontrado');
  });
});

describe('POST /api/inventory/:id/adjust', () => {
  it('adds, subtracts and sets through the ledger with ADJUSTMENT events carrying reason and notes', async () => {
    const before = (await events()).length;
    const add = await adjust(rowId, {
      adjustment_type: 'add',
      quantity: 5,
      reason: 'Devolución',
      notes: 'Devuelto por pabellón',
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data.quantity).toBe(25);
    const sub = await adjust(rowId, {
      adjustment_type: 'subtract',
      quantity: 3,
      reason: 'Otro',
      other_reason: 'Rotura en traslado',
    });
    expect(sub.json().data.quantity).toBe(22);
    const set = await adjust(rowId, { adjustment_type: 'set', quantity: 30 });
    expect(set.json().data.quantity).toBe(30);
    expect(await stockOf()).toBe(30);
    const log = (await events()).slice(before);
    expect(log.map((e) => [e.event_type, e.quantity, e.description, e.notes, e.user_id, e.lot_number])).toEqual([
      ['ADJUSTMENT', 5, 'Devolución', 'Devuelto por pabellón', 1, 'L1'],
      ['ADJUSTMENT', -3, 'Otro: Rotura en traslado', null, 1, 'L1'],
      ['ADJUSTMENT', 8, 'Inventario Físico', null, 1, 'L1'],
    ]);
  });

  it('refuses a subtraction below zero and writes nothing', async () => {
    const before = (await events()).length;
    const res = await adjust(rowId, { adjustment_type: 'subtract', quantity: 31, reason: 'Merma' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'La cantidad resultante no puede ser negativa', code: 'INSUFFICIENT_STOCK' });
    expect((await events()).length).toBe(before);
    expect(await stockOf()).toBe(30);
  });

  it('refuses taking reserved units', async () => {
    await t.db.kysely.updateTable('inventory').set({ reserved_quantity: 10 }).where('id', '=', rowId).execute();
    const res = await adjust(rowId, { adjustment_type: 'subtract', quantity: 25, reason: 'Merma' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_STOCK');
    await t.db.kysely.updateTable('inventory').set({ reserved_quantity: 0 }).where('id', '=', rowId).execute();
  });

  it('validates with the spec messages', async () => {
    const other = await adjust(rowId, { adjustment_type: 'add', quantity: 0, reason: 'Otro' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({
      quantity: 'La cantidad debe ser mayor a 0',
      other_reason: 'Debe especificar el motivo',
    });
    expect((await adjust(999999, { adjustment_type: 'add', quantity: 1 })).statusCode).toBe(404);
    expect((await adjust(rowId, { adjustment_type: 'add', quantity: 1 }, 'operator')).statusCode).toBe(403);
  });

  it('requires adjustment_type and quantity: an empty body changes nothing', async () => {
    const before = (await events()).length;
    const stock = await stockOf();
    for (const payload of [{}, { adjustment_type: 'set' }, { quantity: 1 }, { reason: 'Merma' }]) {
      const res = await adjust(rowId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const empty = await adjust(rowId, {});
    expect(empty.json().fields).toMatchObject({
      adjustment_type: 'El tipo de ajuste es requerido',
      quantity: 'La cantidad debe ser mayor a 0',
    });
    expect((await events()).length).toBe(before);
    expect(await stockOf()).toBe(stock);
  });

  it('refuses a quantity or a result above 1 000 000 000', async () => {
    const before = (await events()).length;
    for (const quantity of [1e308, 9007199254740992, 1_000_000_001]) {
      const res = await adjust(rowId, { adjustment_type: 'set', quantity });
      expect(res.statusCode).toBe(400);
    }
    const res = await adjust(rowId, { adjustment_type: 'add', quantity: 1_000_000_000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('La cantidad resultante no puede superar 1.000.000.000');
    expect((await events()).length).toBe(before);
  });

  it('answers null when a set to 0 empties the row', async () => {
    const lot = await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id: productId, location_id: loc2, lot_number: 'TMP' }, 2, 'RECEPTION', { user_id: 1 }),
    );
    const res = await adjust(lot.id, { adjustment_type: 'set', quantity: 0, reason: 'Inventario Físico' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toBeNull();
    expect(await t.db.kysely.selectFrom('inventory').select('id').where('id', '=', lot.id).execute()).toEqual([]);
  });
});

describe('POST /api/inventory (add lot)', () => {
  it('adds a lot through the ledger with a RECEPTION event', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inventory',
      headers: admin(),
      payload: { product_id: productId, location_id: loc2, quantity: 12, lot_number: 'L2', expiry_date: '2026-12-31' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      product_id: productId,
      location_id: loc2,
      lot_number: 'L2',
      quantity: 12,
      expiry_date: '2026-12-31',
    });
    expect((await events()).at(-1)).toMatchObject({ event_type: 'RECEPTION', quantity: 12, lot_number: 'L2', location_id: loc2 });
    expect(await stockOf()).toBe(42);
  });

  it('validates and refuses unknown products or locations', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/inventory',
      headers: admin(),
      payload: { product_id: productId, quantity: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      location_id: 'La ubicación es requerida',
      quantity: 'La cantidad debe ser mayor a 0',
    });
    const noProduct = await t.app.inject({
      method: 'POST',
      url: '/api/inventory',
      headers: admin(),
      payload: { product_id: 999999, location_id: loc2, quantity: 1 },
    });
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json().error).toBe('Producto no encontrado');
    const noLocation = await t.app.inject({
      method: 'POST',
      url: '/api/inventory',
      headers: admin(),
      payload: { product_id: productId, location_id: 999999, quantity: 1 },
    });
    expect(noLocation.json().error).toBe('Ubicación no encontrada');
  });
});

describe('availability reads', () => {
  it('lists available items with lots, serials and expiry dates', async () => {
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id: productId, location_id: loc2, lot_number: 'L3', serial_number: 'SN-9' }, 1, 'RECEPTION', {
        user_id: 1,
      }),
    );
    const res = await t.app.inject({ url: `/api/inventory/products/${productId}/available-items`, headers: t.auth('operator') });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.lots).toEqual(['L1', 'L2', 'L3']);
    expect(data.serials).toEqual(['SN-9']);
    expect(data.expiry_dates).toEqual(['2026-12-31', '2027-01-31']);
    expect(data.has_any_criteria).toBe(true);
    expect(data.items[0]).toMatchObject({ lot_number: 'L2', available_quantity: 12 });
    expect((await t.app.inject({ url: '/api/inventory/products/999999/available-items', headers: admin() })).statusCode).toBe(
      404,
    );
  });

  it('answers lot and serial availability', async () => {
    const lot = await t.app.inject({ url: `/api/inventory/products/${productId}/lot/L1/availability`, headers: admin() });
    expect(lot.json().data).toMatchObject({
      available: true,
      quantity: 30,
      locations: [{ location_id: loc.location_id, lot_number: 'L1', available_quantity: 30 }],
    });
    const none = await t.app.inject({ url: `/api/inventory/products/${productId}/lot/NOPE/availability`, headers: admin() });
    expect(none.json().data).toEqual({ available: false, quantity: 0, locations: [] });
    const serial = await t.app.inject({ url: `/api/inventory/products/${productId}/serial/SN-9/availability`, headers: admin() });
    expect(serial.json().data).toMatchObject({ available: true, quantity: 1 });
  });

  it('summarises per lot and expiry', async () => {
    const res = await t.app.inject({ url: `/api/inventory/products/${productId}/criteria-summary`, headers: admin() });
    const data = res.json().data;
    expect(data).toMatchObject({
      product_id: productId,
      total_quantity: 43,
      available_quantity: 43,
      rows: 3,
      serials: 1,
      has_lots: true,
      has_serials: true,
      has_expiry: true,
    });
    expect(data.lots.map((l: { lot_number: string; quantity: number }) => [l.lot_number, l.quantity])).toEqual([
      ['L2', 12],
      ['L1', 30],
      ['L3', 1],
    ]);
    expect(data.expiry_dates.map((e: { expiry_date: string | null }) => e.expiry_date)).toEqual([
      '2026-12-31',
      '2027-01-31',
      null,
    ]);
  });

  it('lists products at or below their minimum with the deficit', async () => {
    const low = await createProduct(t.db.kysely, { sku: 'LOW-1', name: 'Bajo', min_stock: 10, max_stock: 50 });
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id: low, location_id: loc.location_id }, 4, 'RECEPTION', { user_id: 1 }),
    );
    const res = await t.app.inject({ url: '/api/inventory/low-stock', headers: t.auth('viewer') });
    const item = res.json().data.find((p: { id: number }) => p.id === low);
    expect(item).toMatchObject({ sku: 'LOW-1', current_stock: 4, deficit: 6, stock_status: { key: 'critico' } });
    expect(res.json().data.some((p: { id: number }) => p.id === productId)).toBe(false);
  });

  it('pages the rows of one warehouse', async () => {
    const res = await t.app.inject({
      url: `/api/warehouses/${loc.warehouse_id}/inventory?per_page=2`,
      headers: t.auth('viewer'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination).toMatchObject({ page: 1, per_page: 2 });
    expect(res.json().pagination.total).toBeGreaterThanOrEqual(4);
    expect(res.json().data[0]).toMatchObject({ zone_id: loc.zone_id });
    expect((await t.app.inject({ url: '/api/warehouses/999999/inventory', headers: admin() })).statusCode).toBe(404);
  });
});

describe('GET /api/inventory/export', () => {
  it('streams every matching row as inventario_{date}.csv, one line per lot and one for a product without stock', async () => {
    await createProduct(t.db.kysely, { sku: 'OPS-2', name: 'Sin stock; con punto y coma', category: 'Sueros' });
    const res = await t.app.inject({ url: '/api/inventory/export?format=csv&category=Sueros', headers: t.auth('viewer') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="inventario_${santiagoDay()}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'SKU,Producto,Categoría,Código de Barras,Lote,Serie,Vencimiento,Ubicación,Cantidad,Reservado,Stock Mínimo,Stock Máximo,Estado Stock,Estado Producto',
    );
    expect(lines).toHaveLength(1 + 3 + 1);
    expect(lines.filter((l) => l.startsWith('OPS-1,'))).toHaveLength(3);
    expect(lines.find((l) => l.startsWith('OPS-2,'))).toContain('"Sin stock; con punto y coma"');
  });

  it('streams an Excel workbook', async () => {
    const res = await t.app.inject({ url: '/api/inventory/export?format=xlsx&search=ops-1', headers: admin() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="inventario_${santiagoDay()}.xlsx"`);
    const rows = readXlsx(res.rawPayload).rows('Inventario');
    expect(rows).toHaveLength(4);
    expect(rows[0]![0]).toBe('SKU');
    expect(rows[1]![0]).toBe('OPS-1');
  });
});
