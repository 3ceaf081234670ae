import { DEFAULT_LAYOUT_PARAMS as P } from '@bodega/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const db = () => t.db.kysely;
let seq = 0;

interface Block {
  warehouse_id: number;
  /** Location id by code 'A01-1' (aisle, rack, level). */
  at: Record<string, number>;
  origin: number;
}

/**
 * A warehouse with aisles A, B, C of 5 racks × 2 levels (zone 'INS', weight 1, aisles A and B;
 * zone 'FRIO', weight 2, aisle C) and a shipping location without coordinates (the origin).
 */
async function block(): Promise<Block> {
  const n = ++seq;
  const now = new Date().toISOString();
  const { id: warehouse_id } = await db()
    .insertInto('warehouses')
    .values({ code: `RT${n}`, name: `Bodega rutas ${n}`, address: null, description: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const zone = async (code: string, weight: number) =>
    (
      await db()
        .insertInto('zones')
        .values({
          warehouse_id,
          code: `${code}${n}`,
          name: `Zona ${code}`,
          description: null,
          weight,
          aisle: null,
          rack: null,
          level: null,
          position: null,
          capacity: 100_000,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const ins = await zone('INS', 1);
  const frio = await zone('FRIO', 2);
  const at: Record<string, number> = {};
  for (const aisle of ['A', 'B', 'C']) {
    for (let rack = 1; rack <= 5; rack++) {
      for (let level = 1; level <= 2; level++) {
        const key = `${aisle}0${rack}-${level}`;
        const { id } = await db()
          .insertInto('locations')
          .values({
            zone_id: aisle === 'C' ? frio : ins,
            code: `R${n}-${key}`,
            description: null,
            aisle,
            rack: `0${rack}`,
            level: String(level),
            position: '1',
            weight: 1,
            capacity: 10_000,
            width: null,
            length: null,
            height: null,
            barcode: `R${n}-${key}`,
            volumetric_capacity: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        at[key] = id;
      }
    }
  }
  const { id: origin } = await db()
    .insertInto('locations')
    .values({
      zone_id: ins,
      code: `R${n}-DESPACHO`,
      description: 'Andén de despacho',
      location_type: 'shipping',
      aisle: null,
      rack: null,
      level: null,
      position: null,
      weight: 1,
      capacity: 10_000,
      width: null,
      length: null,
      height: null,
      barcode: `R${n}-DESPACHO`,
      volumetric_capacity: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { warehouse_id, at, origin };
}

/** y of rack r in the block (5 racks of one position). */
const y = (rack: number) => P.crossAisleDepth + (rack - 1) * P.rackLength + 0.5 * P.rackLength;
const depth = 2 * P.crossAisleDepth + 5 * P.rackLength;

async function counts() {
  const row = await sql<{ inventory: number; events: number; products: string }>`select
      (select cast(coalesce(sum(quantity), 0) as integer) from inventory) as inventory,
      (select cast(count(*) as integer) from traceability_events) as events,
      (select cast(coalesce(sum(reserved_quantity), 0) as integer) from inventory) as products`.execute(db());
  return row.rows[0];
}

describe('GET /api/intelligent-picking/strategies and /priorities', () => {
  it('lists the four picking strategies and the route strategies, for admin and operator', async () => {
    for (const role of ['admin', 'operator'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/intelligent-picking/strategies', headers: t.auth(role) });
      expect(res.statusCode).toBe(200);
      const { strategies, route_strategies } = res.json().data;
      expect(strategies.map((s: { value: string }) => s.value)).toEqual(['fifo', 'lifo', 'fefo', 'manual']);
      expect(route_strategies.map((s: { value: string }) => s.value)).toContain('zone_weight_optimized');
      for (const s of strategies) expect(s.name && s.description).toBeTruthy();
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/intelligent-picking/strategies', headers: t.auth('viewer') })).statusCode,
    ).toBe(403);
  });

  it('lists priorities 1 Baja … 5 Crítica', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/intelligent-picking/priorities', headers: t.auth('operator') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.priorities.map((p: { value: number; name: string }) => `${p.value} ${p.name}`)).toEqual([
      '1 Baja',
      '2 Normal',
      '3 Alta',
      '4 Urgente',
      '5 Crítica',
    ]);
  });
});

describe('POST /api/shortest-path', () => {
  let b: Block;
  beforeAll(async () => {
    b = await block();
  });
  const path = (body: unknown, role: 'admin' | 'operator' | 'viewer' = 'admin') =>
    t.app.inject({ method: 'POST', url: '/api/shortest-path', headers: t.auth(role), payload: body as object });

  it('walks straight along one aisle', async () => {
    const res = await path({ from_location_id: b.at['A01-1'], to_location_id: b.at['A05-1'] }, 'operator');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      warehouse_id: b.warehouse_id,
      via: 'same_aisle',
      from: { location_id: b.at['A01-1'] },
      to: { location_id: b.at['A05-1'] },
    });
    expect(res.json().data.distance).toBeCloseTo(4 * P.rackLength, 2);
  });

  it('crosses by the front near the front and by the back near the back', async () => {
    const front = (await path({ from_location_id: b.at['A01-1'], to_location_id: b.at['B01-1'] })).json().data;
    expect(front.via).toBe('front');
    expect(front.distance).toBeCloseTo(2 * y(1) + P.aisleSpacing, 2);
    const back = (await path({ from_location_id: b.at['A05-1'], to_location_id: b.at['C05-1'] })).json().data;
    expect(back.via).toBe('back');
    expect(back.distance).toBeCloseTo(2 * (depth - y(5)) + 2 * P.aisleSpacing, 2);
    // Into the heavier zone and up a level costs more than the walk alone.
    const up = (await path({ from_location_id: b.at['B05-1'], to_location_id: b.at['C05-2'] })).json().data;
    expect(up.cost).toBeGreaterThan(up.distance + P.levelCost);
    expect(up.estimated_time_minutes).toBeGreaterThan(0);
  });

  it('starts at the shipping location when no origin is given', async () => {
    const res = (await path({ to_location_id: b.at['A03-1'] })).json().data;
    expect(res.from).toMatchObject({ location_id: b.origin });
    expect(res.distance).toBeCloseTo(y(3), 2);
  });

  it('answers 404 for a location that does not exist, 400 across warehouses or for bad input, 403 for viewers', async () => {
    const missing = await path({ from_location_id: b.at['A01-1'], to_location_id: 2_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('La ubicación 2000000 no existe');
    const other = await createLocation(db());
    const across = await path({ from_location_id: b.at['A01-1'], to_location_id: other.location_id });
    expect(across.statusCode).toBe(400);
    expect(across.json().error).toBe('Todas las ubicaciones deben pertenecer a la misma bodega');
    for (const body of [
      {},
      { to_location_id: '5' },
      { to_location_id: 1.5 },
      { to_location_id: -1 },
      { to_location_id: 1, extra: true },
    ]) {
      const res = await path(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await path({ to_location_id: b.at['A01-1'] }, 'viewer')).statusCode).toBe(403);
  });
});

describe('POST /api/intelligent-picking/simulate', () => {
  let b: Block;
  beforeAll(async () => {
    b = await block();
  });
  const simulate = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/intelligent-picking/simulate',
      headers: t.auth('operator'),
      payload: body as object,
    });

  it('orders a candidate set of locations, with legs that add up, beside code order, writing nothing', async () => {
    const before = await counts();
    const keys = ['C05-2', 'A01-1', 'B03-1', 'A04-2', 'C01-1', 'B05-1', 'A02-1'];
    const res = await simulate({ stops: keys.map((k) => ({ location_id: b.at[k], quantity: 2 })) });
    expect(res.statusCode).toBe(200);
    const route = res.json().data;
    expect(route).toMatchObject({
      warehouse_id: b.warehouse_id,
      strategy: 'zone_weight_optimized',
      is_optimized: true,
      total_locations: 7,
      origin: { location_id: b.origin },
      shortages: [],
    });
    expect(route.steps.map((s: { sequence: number }) => s.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(route.steps.map((s: { location_id: number }) => s.location_id))).toEqual(new Set(keys.map((k) => b.at[k])));
    const legs = route.steps.reduce((sum: number, s: { distance_from_previous: number }) => sum + s.distance_from_previous, 0);
    expect(legs + route.return_distance).toBeCloseTo(route.total_distance, 1);
    expect(route.steps[0]).toMatchObject({
      zone_info: { zone_name: expect.any(String), zone_weight: expect.any(Number) },
      item_count: 0,
      total_quantity: 2,
    });
    // The FRIO aisle (C) is entered once: both of its stops are consecutive.
    const aisles = route.steps.map((s: { aisle: string }) => s.aisle).join('');
    expect(aisles.match(/C+/g)).toHaveLength(1);
    expect(route.total_cost).toBeLessThanOrEqual(route.baseline.total_cost);
    expect(route.savings_percent).toBeGreaterThanOrEqual(0);
    expect(await counts()).toEqual(before);
  });

  it('compares with the plain S-shape when asked', async () => {
    const res = await simulate({
      strategy: 's_shape',
      stops: [{ location_id: b.at['A01-1'] }, { location_id: b.at['B01-1'] }, { location_id: b.at['A05-1'] }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ strategy: 's_shape', is_optimized: false });
    expect(res.json().data.steps.map((s: { location_id: number }) => s.location_id)).toEqual([
      b.at['A01-1'],
      b.at['A05-1'],
      b.at['B01-1'],
    ]);
  });

  it('takes products from available, unexpired stock in strategy order and reports shortages', async () => {
    const product = await createProduct(db(), { name: 'Suero de prueba de rutas' });
    const scarce = await createProduct(db(), { name: 'Insumo escaso de rutas' });
    await t.app.deps.stockTransaction(async (stock) => {
      await stock.add(
        { product_id: product, location_id: b.at['B04-1']!, lot_number: 'L-LATE', expiry_date: '2031-01-31' },
        10,
        'RECEPTION',
        { user_id: 1 },
      );
      await stock.add(
        { product_id: product, location_id: b.at['A02-1']!, lot_number: 'L-SOON', expiry_date: '2030-01-31' },
        4,
        'RECEPTION',
        { user_id: 1 },
      );
      await stock.add(
        { product_id: product, location_id: b.at['C01-1']!, lot_number: 'L-OLD', expiry_date: '2001-01-31' },
        50,
        'RECEPTION',
        { user_id: 1 },
      );
      await stock.add(
        { product_id: scarce, location_id: b.at['A03-2']!, lot_number: 'S-1', expiry_date: '2030-06-30' },
        3,
        'RECEPTION',
        { user_id: 1 },
      );
    });
    // L-SOON entered last (LIFO takes it first); two units of L-LATE are reserved elsewhere: 8 are available there.
    await db()
      .updateTable('inventory')
      .set({ entry_date: '2026-01-01T00:00:00.000Z' })
      .where('product_id', '=', product)
      .where('lot_number', '=', 'L-LATE')
      .execute();
    await db()
      .updateTable('inventory')
      .set({ entry_date: '2026-02-01T00:00:00.000Z' })
      .where('product_id', '=', product)
      .where('lot_number', '=', 'L-SOON')
      .execute();
    await db()
      .updateTable('inventory')
      .set({ reserved_quantity: 2 })
      .where('product_id', '=', product)
      .where('lot_number', '=', 'L-LATE')
      .execute();
    const before = await counts();
    const res = await simulate({
      items: [
        { product_id: product, quantity: 9 },
        { product_id: scarce, quantity: 5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const route = res.json().data;
    expect(route.warehouse_id).toBe(b.warehouse_id);
    const items = route.steps.flatMap((s: { items: Array<{ lot_number: string; quantity: number }> }) => s.items);
    // FEFO: the 4 of L-SOON first, then 5 of L-LATE; the expired L-OLD is never offered.
    expect(
      items
        .filter((i: { lot_number: string }) => i.lot_number !== 'S-1')
        .map((i: { lot_number: string; quantity: number }) => `${i.lot_number}:${i.quantity}`)
        .sort(),
    ).toEqual(['L-LATE:5', 'L-SOON:4']);
    expect(route.shortages).toEqual([{ product_id: scarce, product_name: 'Insumo escaso de rutas', requested: 5, available: 3 }]);
    expect(await counts()).toEqual(before);

    // LIFO by entry date is asked explicitly: the newest entry first.
    const lifo = (await simulate({ picking_strategy: 'lifo', items: [{ product_id: product, quantity: 4 }] })).json().data;
    expect(lifo.steps.flatMap((s: { items: Array<{ lot_number: string }> }) => s.items.map((i) => i.lot_number))).toEqual([
      'L-SOON',
    ]);
  });

  it('refuses bad candidate sets with 400 and names the field', async () => {
    const other = await createLocation(db());
    const cases: Array<[unknown, string]> = [
      [{}, 'Indique ubicaciones o productos a recolectar'],
      [{ stops: [] }, 'Indique ubicaciones o productos a recolectar'],
      [{ stops: [{ location_id: 2_000_001 }] }, 'La ubicación 2000001 no existe'],
      [{ items: [{ product_id: 2_000_002, quantity: 1 }] }, 'El producto 2000002 no existe'],
      [
        { stops: [{ location_id: b.at['A01-1'] }, { location_id: other.location_id }] },
        'Todas las ubicaciones deben pertenecer a la misma bodega',
      ],
      [{ stops: [{ location_id: b.at['A01-1'], quantity: 0 }] }, 'Cantidad debe ser mayor a 0'],
      [{ strategy: 'teleport', stops: [{ location_id: b.at['A01-1'] }] }, 'Estrategia de ruta no válida'],
      [{ stops: Array.from({ length: 501 }, () => ({ location_id: b.at['A01-1'] })) }, 'No puede superar 500 paradas'],
    ];
    for (const [body, message] of cases) {
      const res = await simulate(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });

  it('answers 409 when no warehouse has stock of the products', async () => {
    const product = await createProduct(db());
    const res = await simulate({ items: [{ product_id: product, quantity: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('No hay stock disponible de los productos indicados en ninguna bodega');
  });
});

describe('PUT /api/intelligent-picking/product/{id}/strategy', () => {
  const put = (id: number | string, body: unknown, role: 'admin' | 'operator' = 'admin') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/intelligent-picking/product/${id}/strategy`,
      headers: t.auth(role),
      payload: body as object,
    });

  it('stores the strategy when the product has the criteria it needs', async () => {
    const loc = await createLocation(db());
    const product = await createProduct(db());
    await t.app.deps.stockTransaction((stock) =>
      stock.add(
        { product_id: product, location_id: loc.location_id, lot_number: 'E1', expiry_date: '2030-03-31' },
        5,
        'RECEPTION',
        { user_id: 1 },
      ),
    );
    const res = await put(product, { picking_strategy: 'fefo' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: product, picking_strategy: 'fefo' });
    expect(
      (await db().selectFrom('products').select('picking_strategy').where('id', '=', product).executeTakeFirstOrThrow())
        .picking_strategy,
    ).toBe('fefo');
  });

  it('refuses FEFO without expiry dates, FIFO without lots and manual without criteria', async () => {
    const loc = await createLocation(db());
    const product = await createProduct(db());
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id: product, location_id: loc.location_id }, 5, 'RECEPTION', { user_id: 1 }),
    );
    for (const [strategy, message] of [
      ['fefo', 'Este producto no tiene fechas de vencimiento para estrategia FEFO'],
      ['fifo', 'Este producto no tiene criterios de trazabilidad'],
      ['manual', 'Este producto no tiene criterios para selección manual'],
    ] as const) {
      const res = await put(product, { picking_strategy: strategy });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR', fields: { picking_strategy: message } });
    }
    expect(
      (await db().selectFrom('products').select('picking_strategy').where('id', '=', product).executeTakeFirstOrThrow())
        .picking_strategy,
    ).toBeNull();
  });

  it('answers 400 for bad input, 404 for an unknown product, 403 for operators', async () => {
    const product = await createProduct(db());
    for (const body of [{}, { picking_strategy: 'random' }, { picking_strategy: 'fefo', extra: 1 }])
      expect((await put(product, body)).statusCode).toBe(400);
    expect((await put('01', { picking_strategy: 'fefo' })).statusCode).toBe(400);
    expect((await put(2_000_003, { picking_strategy: 'fefo' })).statusCode).toBe(404);
    expect((await put(product, { picking_strategy: 'fefo' }, 'operator')).statusCode).toBe(403);
  });
});
