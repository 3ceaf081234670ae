import {
  abcAnalysisSchema,
  costProductSchema,
  costStatisticsSchema,
  demandPredictionSchema,
  dinAnalysisSchema,
  kpisSchema,
  lowStockItemSchema,
  purchaseOrderResponseSchema,
  rotationItemSchema,
  supplierResponseSchema,
  type EventType,
} from '@bodega/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollupMove } from '../src/modules/ledger/daily-rollup';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';
import { readXlsx } from './xlsx';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');
const viewer = () => t.auth('viewer');
const db = () => t.db.kysely;
let seq = 0;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** An outbound (or other) event written as history, dated in the past, with its day in the ledger's rollup. */
async function event(product_id: number, location_id: number, quantity: number, at: string, event_type: EventType = 'DISPATCH') {
  await db()
    .insertInto('traceability_events')
    .values({
      event_type,
      product_id,
      location_id,
      lot_number: null,
      serial_number: null,
      expiry_date: null,
      quantity,
      user_id: null,
      reference_type: 'test',
      reference_id: null,
      reference: null,
      description: null,
      notes: null,
      created_at: at,
      chain_seq: null,
      prev_hash: null,
      hash: null,
    })
    .execute();
  await rollupMove(db(), event_type, product_id, location_id, quantity, at);
}

const receive = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/transactions/simplified-reception',
    headers: admin(),
    payload: { reference: `ING-${++seq}`, ...payload },
  });

async function supplier(name = 'Medisur SpA', rut = '76.086.428-5') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/suppliers',
    headers: admin(),
    payload: { name, rut, contact_name: 'Ana Soto' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; rut: string };
}

describe('ABC by annual value (80 / 95 % boundaries)', () => {
  it('A while the cumulative share before is under 80 %, B under 95 %, else C; stored, and says how many changed', async () => {
    const loc = await createLocation(db());
    const ids: number[] = [];
    // Values 50, 30, 15, 5 (demand × $1): shares before 0, 50, 80 and 95 % → A, A, B, C.
    for (const demand of [50, 30, 15, 5]) {
      const id = await createProduct(db(), { name: `ABC ${demand}` });
      await db().updateTable('products').set({ unit_price_cents: 100, abc_category: null }).where('id', '=', id).execute();
      await event(id, loc.location_id, -demand, daysAgo(100));
      ids.push(id);
    }
    // Cleared so every other product counts as unclassified ('Sin categoría').
    await db().updateTable('products').set({ abc_category: null }).where('id', 'not in', ids).execute();
    const card = await t.app.inject({ url: '/api/analytics/abc-analysis', headers: viewer() });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().data.categories).toEqual([
      { category: 'A', count: 2, percentage: 50, value: 80, value_percentage: 80 },
      { category: 'B', count: 1, percentage: 25, value: 15, value_percentage: 15 },
      { category: 'C', count: 1, percentage: 25, value: 5, value_percentage: 5 },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/analytics/calculate-abc-categories', headers: admin() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      changed: 4,
      counts: { A: 2, B: 1, C: 1 },
      message: 'Categorías ABC calculadas: 4 productos cambiaron de categoría',
    });
    const stored = await db()
      .selectFrom('products')
      .select(['id', 'abc_category'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    expect(stored.map((p) => p.abc_category)).toEqual(['A', 'A', 'B', 'C']);
    const again = await t.app.inject({ method: 'POST', url: '/api/analytics/calculate-abc-categories', headers: admin() });
    expect(again.json().changed).toBe(0);
  });
});

describe('moving weighted average cost from receipts', () => {
  it('10 at $100 then 30 at $200 → $175; a line without cost keeps it; the cost is on the receipt line', async () => {
    const loc = await createLocation(db());
    const product_id = await createProduct(db());
    const line = { product_id, lot_number: 'L1', expiry_date: '2030-01-01', destination_location_id: loc.location_id };
    expect((await receive({ details: [{ ...line, quantity: 10, unit_cost: 100 }] })).statusCode).toBe(201);
    const second = await receive({
      details: [
        { ...line, quantity: 30, unit_cost: 200 },
        { ...line, quantity: 5 },
      ],
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.details[0].unit_cost).toBe(200);
    const product = await t.app.inject({ url: `/api/analytics/products/${product_id}`, headers: admin() });
    expect(product.json().data).toMatchObject({ average_cost: 175, available_quantity: 45 });
    // 45 at $175 + 3 at $100,00 → (7 875 + 300) / 48 = 170,3125 → $170,31.
    await receive({ details: [{ ...line, quantity: 3, unit_cost: 100 }] });
    expect(
      (await t.app.inject({ url: `/api/analytics/products/${product_id}`, headers: admin() })).json().data.average_cost,
    ).toBe(170.31);
  });

  it('refuses a cost with decimals or negative (400, nothing written)', async () => {
    const loc = await createLocation(db());
    const product_id = await createProduct(db());
    const res = await receive({
      details: [
        { product_id, quantity: 1, expiry_date: '2030-01-01', destination_location_id: loc.location_id, unit_cost: 10.5 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(
      (
        await receive({
          details: [
            { product_id, quantity: 1, expiry_date: '2030-01-01', destination_location_id: loc.location_id, unit_cost: -1 },
          ],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await db().selectFrom('products').select('current_stock').where('id', '=', product_id).executeTakeFirstOrThrow())
        .current_stock,
    ).toBe(0);
  });
});

describe('KPIs against the previous period (warehouse filter)', () => {
  it('hand-computed figures for one warehouse', async () => {
    const loc = await createLocation(db());
    const product_id = await createProduct(db(), { min_stock: 10 });
    expect(
      (
        await receive({
          details: [
            { product_id, quantity: 10, unit_cost: 100, expiry_date: '2030-01-01', destination_location_id: loc.location_id },
          ],
        })
      ).statusCode,
    ).toBe(201);
    await event(product_id, loc.location_id, -2, daysAgo(5));
    await event(product_id, loc.location_id, -4, daysAgo(40));
    const res = await t.app.inject({
      url: `/api/analytics/kpis?warehouse_id=${loc.warehouse_id}&time_range=last_30_days`,
      headers: viewer(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.period.days).toBe(30);
    expect(data.previous_period.days).toBe(30);
    expect(data.inventory_kpis).toEqual({
      total_products: 1,
      active_products: 1,
      total_stock: 10,
      total_value: 1000,
      low_stock_products: 1,
    });
    expect(data.operational_kpis).toEqual({ monthly_movements: 2, inventory_turnover: 0.3333 });
    // The previous period ended with 10 − 8 = 2 units; the product was created today.
    expect(data.previous.inventory_kpis).toEqual({
      total_products: 0,
      active_products: 1,
      total_stock: 2,
      total_value: 200,
      low_stock_products: 0,
    });
    expect(data.previous.operational_kpis).toEqual({ monthly_movements: 1, inventory_turnover: 1 });
    expect(data.changes).toMatchObject({ total_stock: 400, total_value: 400, monthly_movements: 100, total_products: null });
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['time_range=ayer', 'warehouse_id=abc', 'warehouse_id=0x1']) {
      const res = await t.app.inject({ url: `/api/analytics/kpis?${query}`, headers: admin() });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await t.app.inject({ url: '/api/analytics/rotation-analysis?days=45', headers: admin() })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/analytics/demand-predictions?months=4', headers: admin() })).statusCode).toBe(400);
  });
});

describe('rotation, demand prediction, low stock, DIN', () => {
  it('rotation = outbound units / average stock; demand needs 30 days of history', async () => {
    const loc = await createLocation(db());
    const old = await createProduct(db(), { name: 'Rotación alta' });
    const young = await createProduct(db(), { name: 'Rotación joven' });
    for (const id of [old, young])
      await receive({
        details: [{ product_id: id, quantity: 20, expiry_date: '2030-01-01', destination_location_id: loc.location_id }],
      });
    await event(old, loc.location_id, 100, daysAgo(45), 'RECEPTION');
    await event(old, loc.location_id, -10, daysAgo(3));
    await event(young, loc.location_id, -5, daysAgo(1));
    const res = await t.app.inject({
      url: `/api/analytics/rotation-analysis?warehouse_id=${loc.warehouse_id}&days=30`,
      headers: viewer(),
    });
    expect(res.statusCode, res.body).toBe(200);
    // old: 20 now, +20 − 10 = +10 net in 30 days → average (10 + 20) / 2 = 15; 10 / 15 = 0,67.
    // young: +20 − 5 = +15 → average (5 + 20) / 2 = 12,5; 5 / 12,5 = 0,4.
    expect(res.json().data).toEqual([
      {
        id: old,
        sku: expect.any(String),
        name: 'Rotación alta',
        category: 'Insumos',
        rotation_index: 0.67,
        total_movements: 10,
        average_stock: 15,
      },
      {
        id: young,
        sku: expect.any(String),
        name: 'Rotación joven',
        category: 'Insumos',
        rotation_index: 0.4,
        total_movements: 5,
        average_stock: 12.5,
      },
    ]);
    const demand = await t.app.inject({
      url: `/api/analytics/demand-predictions?warehouse_id=${loc.warehouse_id}&product_ids=${old},${young}&months=6`,
      headers: viewer(),
    });
    expect(demand.statusCode, demand.body).toBe(200);
    const [a, b] = demand.json().data.products;
    expect(a).toMatchObject({ product_id: old, enough_history: true, history_days: 45 });
    expect(a.points).toHaveLength(6);
    expect(b).toMatchObject({ product_id: young, enough_history: false, points: [] });
  });

  it('low stock carries deficit and reorder point (minimum + safety stock), paged and searchable', async () => {
    const loc = await createLocation(db());
    const product_id = await createProduct(db(), { name: 'Gasa estéril bajo', min_stock: 12, max_stock: 50 });
    await db().updateTable('products').set({ safety_stock: 5 }).where('id', '=', product_id).execute();
    await receive({
      details: [{ product_id, quantity: 4, expiry_date: '2030-01-01', destination_location_id: loc.location_id }],
    });
    const res = await t.app.inject({
      url: `/api/analytics/low-stock?warehouse_id=${loc.warehouse_id}&search=gasa`,
      headers: viewer(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: product_id,
        sku: expect.any(String),
        name: 'Gasa estéril bajo',
        min_stock: 12,
        current_stock: 4,
        deficit: 8,
        abc_category: 'B',
        reorder_point: 17,
        safety_stock: 5,
        suggested_quantity: 46,
      },
    ]);
    expect(res.json().pagination).toEqual({ page: 1, per_page: 10, total: 1 });
  });

  it('DIN counts products without dimensions apart', async () => {
    const loc = await createLocation(db());
    const d = await createProduct(db());
    const n = await createProduct(db());
    const none = await createProduct(db());
    await db().updateTable('products').set({ length: 30, width: 20, height: 10, weight: 2 }).where('id', '=', d).execute();
    await db().updateTable('products').set({ length: 200, width: 80, height: 80, weight: 90 }).where('id', '=', n).execute();
    for (const id of [d, n, none])
      await receive({
        details: [{ product_id: id, quantity: 1, expiry_date: '2030-01-01', destination_location_id: loc.location_id }],
      });
    const res = await t.app.inject({ url: `/api/analytics/din-analysis?warehouse_id=${loc.warehouse_id}`, headers: viewer() });
    expect(res.json().data).toEqual({
      categories: [
        { category: 'D', count: 1, percentage: 50 },
        { category: 'I', count: 0, percentage: 0 },
        { category: 'N', count: 1, percentage: 50 },
      ],
      classified_products: 2,
      without_dimensions: 1,
    });
  });
});

describe('unit price and cost update', () => {
  it('stores 1.234,56 exactly and shows it in es-CL form', async () => {
    const id = await createProduct(db());
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/analytics/products/${id}/unit-price`,
      headers: admin(),
      payload: { unit_price: 1234.56 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ unit_price: 1234.56, unit_price_display: '1.234,56' });
    expect(
      (await db().selectFrom('products').select('unit_price_cents').where('id', '=', id).executeTakeFirstOrThrow())
        .unit_price_cents,
    ).toBe(123456);
    for (const unit_price of [1.005, -1, '12', 1e13]) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/api/analytics/products/${id}/unit-price`,
        headers: admin(),
        payload: { unit_price },
      });
      expect(bad.statusCode, String(unit_price)).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/analytics/products/999999/unit-price',
          headers: admin(),
          payload: { unit_price: 1 },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("'Editar Costos' stores price, lead time, safety and maximum stock; cost and demand stay calculated", async () => {
    const id = await createProduct(db());
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/analytics/products/${id}/costs`,
      headers: admin(),
      payload: { unit_price: 990, average_cost: 5, annual_demand: 77, lead_time_days: 7, safety_stock: 3, max_stock: 80 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      unit_price: 990,
      average_cost: null,
      annual_demand: 0,
      lead_time_days: 7,
      safety_stock: 3,
      max_stock: 80,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/analytics/products/${id}/costs`,
      headers: admin(),
      payload: { safety_stock: -1 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('suppliers and purchase orders', () => {
  it('suppliers: RUT checked by mod-11, unique, CRUD', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/suppliers',
      headers: admin(),
      payload: { name: 'X', rut: '76.086.428-4' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.rut).toBe('RUT inválido');
    const created = await supplier('Proveedor Uno', '11.111.111-1');
    expect(created.rut).toBe('11111111-1');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/suppliers',
          headers: admin(),
          payload: { name: 'Otro', rut: '11111111-1' },
        })
      ).statusCode,
    ).toBe(409);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/suppliers/${created.id}`,
      headers: admin(),
      payload: { name: 'Proveedor Uno Ltda', rut: '11.111.111-1' },
    });
    expect(edited.json().data.name).toBe('Proveedor Uno Ltda');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/suppliers/${created.id}`, headers: admin() })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/suppliers/${created.id}`, headers: admin() })).statusCode).toBe(404);
  });

  it('low stock → OC-…; receiving opens an ingreso with the open lines, links it and counts received units', async () => {
    const s = await supplier('Insumos Clínicos', '76.543.210-3');
    const loc = await createLocation(db());
    const product_id = await createProduct(db(), { min_stock: 20 });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/purchase-orders/from-low-stock',
      headers: admin(),
      payload: { product_id },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({ quantity: 'La cantidad es requerida', supplier: 'El proveedor es requerido' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/purchase-orders/from-low-stock',
      headers: admin(),
      payload: { product_id, quantity: 15, supplier: s.id, notes: 'Urgente' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data;
    expect(order).toMatchObject({
      order_number: expect.stringMatching(/^OC-\d{6}$/),
      status: 'borrador',
      supplier: { id: s.id },
      total_quantity: 15,
      received_quantity: 0,
    });
    const draft = (await t.app.inject({ url: `/api/purchase-orders/${order.id}/receipt-draft`, headers: admin() })).json().data;
    expect(draft).toMatchObject({ purchase_order_id: order.id, supplier_id: s.id, items: [{ product_id, quantity: 15 }] });
    const first = await receive({
      purchase_order_id: order.id,
      supplier_id: s.id,
      details: [{ product_id, quantity: 10, unit_cost: 50, expiry_date: '2030-01-01', destination_location_id: loc.location_id }],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.transaction).toMatchObject({
      supplier_id: s.id,
      purchase_order_id: order.id,
      supplier: 'Insumos Clínicos',
    });
    let now = (await t.app.inject({ url: `/api/purchase-orders/${order.id}`, headers: admin() })).json().data;
    expect(now).toMatchObject({ status: 'recibida_parcial', received_quantity: 10, lines: [{ open_quantity: 5 }] });
    expect(
      (await t.app.inject({ url: `/api/purchase-orders/${order.id}/receipt-draft`, headers: admin() })).json().data.items[0]
        .quantity,
    ).toBe(5);
    await receive({
      purchase_order_id: order.id,
      details: [{ product_id, quantity: 5, expiry_date: '2030-01-01', destination_location_id: loc.location_id }],
    });
    now = (await t.app.inject({ url: `/api/purchase-orders/${order.id}`, headers: admin() })).json().data;
    expect(now).toMatchObject({ status: 'recibida', received_quantity: 15 });
    expect(now.receipts).toHaveLength(2);
    // A received order takes no more receipts, and nothing is written.
    const late = await receive({
      purchase_order_id: order.id,
      details: [{ product_id, quantity: 1, expiry_date: '2030-01-01', destination_location_id: loc.location_id }],
    });
    expect(late.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/purchase-orders/${order.id}/status`,
          headers: admin(),
          payload: { status: 'cancelada' },
        })
      ).statusCode,
    ).toBe(409);
    // The supplier is in use now.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/suppliers/${s.id}`, headers: admin() })).statusCode).toBe(409);
  });

  it('concurrent creations never share a number', async () => {
    const s = await supplier('Secuencia SpA', '12.345.678-5');
    const product_id = await createProduct(db());
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/purchase-orders',
          headers: admin(),
          payload: { supplier_id: s.id, lines: [{ product_id, quantity: 1, expected_cost: 10 }] },
        }),
      ),
    );
    const numbers = results.map((r) => r.json().data.order_number);
    expect(new Set(numbers).size).toBe(8);
  });
});

describe('cost screen and exports', () => {
  it('period statistics: products with outbound, orders sent, revenue at unit price', async () => {
    const res = await t.app.inject({ url: '/api/analytics/cost-statistics?time_range=last_30_days', headers: admin() });
    expect(res.statusCode, res.body).toBe(200);
    const { summary, period, products } = res.json().data;
    expect(period.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(summary.total_products).toBe(products.length);
    expect(products.every((p: { period_quantity: number }) => p.period_quantity > 0)).toBe(true);
  });

  it("costos_productos_{date}.xlsx with sheet 'Costos y Precios', formulas neutralised", async () => {
    const id = await createProduct(db(), { name: '=HYPERLINK("http://x")' });
    await db().updateTable('products').set({ unit_price_cents: 150 }).where('id', '=', id).execute();
    const res = await t.app.inject({ url: '/api/analytics/products/export?search=hyperlink', headers: admin() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/costos_productos_\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = readXlsx(res.rawPayload).rows('Costos y Precios');
    expect(rows[1]![1]).toBe('\'=HYPERLINK("http://x")');
    expect(rows[1]![3]).toBe(1.5);
  });

  it('analytics workbook: KPIs, Análisis ABC, Bajo Stock (viewer may export)', async () => {
    const res = await t.app.inject({ url: '/api/analytics/export?time_range=this_month', headers: viewer() });
    expect(res.statusCode).toBe(200);
    expect(readXlsx(res.rawPayload).names).toEqual(['KPIs', 'Análisis ABC', 'Bajo Stock']);
  });

  it('the cost table pages by 15 and filters by ABC category', async () => {
    const res = await t.app.inject({ url: '/api/analytics/products?abc_category=A', headers: admin() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pagination.per_page).toBe(15);
    expect(res.json().data.every((p: { abc_category: string }) => p.abc_category === 'A')).toBe(true);
    expect((await t.app.inject({ url: '/api/analytics/products?abc_category=Z', headers: admin() })).statusCode).toBe(400);
  });
});

describe('viewer reads analytics and writes nothing', () => {
  it('403 on prices, ABC recalculation, purchase orders, suppliers and the cost screen', async () => {
    const id = await createProduct(db());
    const refused: Array<[string, string, object?]> = [
      ['PUT', `/api/analytics/products/${id}/unit-price`, { unit_price: 1 }],
      ['PUT', `/api/analytics/products/${id}/costs`, { unit_price: 1 }],
      ['POST', '/api/analytics/calculate-abc-categories'],
      ['GET', '/api/analytics/products'],
      ['GET', '/api/analytics/cost-statistics'],
      ['GET', '/api/analytics/products/export'],
      ['POST', '/api/purchase-orders/from-low-stock', { product_id: id, quantity: 1, supplier: 1 }],
      ['POST', '/api/purchase-orders', { supplier_id: 1, lines: [{ product_id: id, quantity: 1 }] }],
      ['GET', '/api/purchase-orders'],
      ['POST', '/api/suppliers', { name: 'X', rut: '11.111.111-1' }],
    ];
    for (const [method, url, payload] of refused) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: viewer(), ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const url of ['kpis', 'abc-analysis', 'din-analysis', 'low-stock', 'rotation-analysis', 'demand-predictions']) {
      expect((await t.app.inject({ url: `/api/analytics/${url}`, headers: viewer() })).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/analytics/kpis', headers: t.auth('operator') })).statusCode).toBe(403);
  });
});

describe('answers match the domain response schemas the web reads', () => {
  it('kpis, ABC, DIN, low stock, rotation, prediction, cost table and statistics, suppliers, purchase orders', async () => {
    const get = async (url: string) => {
      const res = await t.app.inject({ url, headers: admin() });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json().data as unknown;
    };
    kpisSchema.parse(await get('/api/analytics/kpis?time_range=this_year'));
    abcAnalysisSchema.parse(await get('/api/analytics/abc-analysis'));
    dinAnalysisSchema.parse(await get('/api/analytics/din-analysis'));
    z.array(lowStockItemSchema).parse(await get('/api/analytics/low-stock'));
    z.array(rotationItemSchema).parse(await get('/api/analytics/rotation-analysis?days=90'));
    demandPredictionSchema.parse(await get('/api/analytics/demand-predictions?months=3'));
    z.array(costProductSchema).parse(await get('/api/analytics/products'));
    costStatisticsSchema.parse(await get('/api/analytics/cost-statistics?time_range=this_year'));
    z.array(supplierResponseSchema)
      .min(1)
      .parse(await get('/api/suppliers'));
    z.array(purchaseOrderResponseSchema)
      .min(1)
      .parse(await get('/api/purchase-orders'));
  });
});
