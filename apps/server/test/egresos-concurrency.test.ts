import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocation, createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

/**
 * The reliability promises, through the HTTP API: many requests at once for the same
 * stock, and exactly the ones the stock covers succeed. On PostgreSQL these run truly in
 * parallel over a connection pool; on SQLite the driver serialises transactions.
 */
let t: TestApp;
let loc: { zone_id: number; location_id: number };
let other: number;
beforeAll(async () => {
  t = await createTestApp();
  loc = await createLocation(t.db.kysely);
  other = await addLocation(t.db.kysely, loc.zone_id);
});
afterAll(async () => t?.close());

const admin = () => t.auth('admin');

async function snapshot(productId: number) {
  const product = await t.db.kysely
    .selectFrom('products')
    .select('current_stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const rows = await t.db.kysely
    .selectFrom('inventory')
    .select(['location_id', 'lot_number', 'quantity'])
    .where('product_id', '=', productId)
    .orderBy('location_id')
    .execute();
  const events = await t.db.kysely
    .selectFrom('traceability_events')
    .select([
      'event_type',
      sql<number>`cast(sum(quantity) as integer)`.as('total'),
      sql<number>`cast(count(*) as integer)`.as('n'),
    ])
    .where('product_id', '=', productId)
    .groupBy('event_type')
    .execute();
  return {
    current: product.current_stock,
    rows,
    events: Object.fromEntries(events.map((e) => [e.event_type, { total: Number(e.total), n: Number(e.n) }])),
  };
}

describe('concurrent egresos', () => {
  it('50 concurrent issues of the same lot: exactly the covered ones succeed, the rest get 409 naming product and lot', async () => {
    const product_id = await createProduct(t.db.kysely, { name: 'Aguja 21G', sku: 'AGU-21' });
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id, location_id: loc.location_id, lot_number: 'CONC-1', expiry_date: '2028-12-31' }, 61, 'RECEPTION', {
        user_id: 1,
      }),
    );

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/egresos/egress-orders',
          headers: admin(),
          payload: { area_servicio: 'UCI', items: [{ product_id, quantity: 3, lot_number: 'CONC-1' }] },
        }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(ok).toHaveLength(20); // 61 / 3
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().code).toBe('INSUFFICIENT_STOCK');
      expect(r.json().error).toMatch(/^Stock insuficiente de Aguja 21G \(AGU-21\) lote CONC-1.*: disponible [01], solicitado 3$/);
    }
    const numbers = new Set(ok.map((r) => r.json().data.order_number));
    expect(numbers.size).toBe(20);

    const after = await snapshot(product_id);
    expect(after.current).toBe(1);
    expect(after.rows).toEqual([{ location_id: loc.location_id, lot_number: 'CONC-1', quantity: 1 }]);
    expect(after.events.DISPATCH).toEqual({ total: -60, n: 20 });
    const orders = await t.db.kysely
      .selectFrom('egress_order_items as i')
      .select(sql<number>`cast(sum(i.quantity) as integer)`.as('units'))
      .where('i.product_id', '=', product_id)
      .executeTakeFirstOrThrow();
    expect(Number(orders.units)).toBe(60);
  });

  it('concurrent issues without lot across several lots allocate exactly what exists, in FEFO order', async () => {
    const product_id = await createProduct(t.db.kysely, { name: 'Venda elástica', sku: 'VEN-1' });
    await t.app.deps.stockTransaction(async (stock) => {
      await stock.add({ product_id, location_id: loc.location_id, lot_number: 'V1', expiry_date: '2027-01-31' }, 7, 'RECEPTION', {
        user_id: 1,
      });
      await stock.add({ product_id, location_id: other, lot_number: 'V2', expiry_date: '2027-06-30' }, 9, 'RECEPTION', {
        user_id: 1,
      });
    });
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/egresos/egress-orders',
          headers: admin(),
          payload: { area_servicio: 'PABELLON', items: [{ product_id, quantity: 2 }] },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(8);
    for (const r of responses.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().error).toMatch(/Venda elástica \(VEN-1\)/);
    }
    const after = await snapshot(product_id);
    expect(after.current).toBe(0);
    expect(after.rows).toEqual([]);
    expect(after.events.DISPATCH!.total).toBe(-16);
  });

  it('concurrent annulments of one order return its stock exactly once', async () => {
    const product_id = await createProduct(t.db.kysely, { name: 'Bránula 18G', sku: 'BRA-18' });
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id, location_id: loc.location_id, lot_number: 'R1' }, 10, 'RECEPTION', { user_id: 1 }),
    );
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/egresos/egress-orders',
        headers: admin(),
        payload: { area_servicio: 'UCI', items: [{ product_id, quantity: 4 }] },
      })
    ).json().data;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'DELETE', url: `/api/egresos/egress-orders/${order.id}`, headers: admin() }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const after = await snapshot(product_id);
    expect(after.current).toBe(10);
    expect(after.events.RETURN).toEqual({ total: 4, n: 1 });
  });
});

describe('concurrent movement executions', () => {
  const BASE = '/api/transactions/movimientos-internos';

  it('executions competing for one source: exactly the covered ones move, the rest get 409 naming product and location', async () => {
    const product_id = await createProduct(t.db.kysely, { name: 'Tubo endotraqueal', sku: 'TUB-7' });
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id, location_id: loc.location_id, lot_number: 'T7', expiry_date: '2029-02-28' }, 40, 'RECEPTION', {
        user_id: 1,
      }),
    );
    // Created while the stock is there (each alone is valid), executed all at once.
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: BASE,
        headers: admin(),
        payload: {
          movement_type: 'reubicacion',
          details: [{ product_id, source_location_id: loc.location_id, destination_location_id: other, quantity: 3 }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.id);
    }
    const code = (
      await t.db.kysely.selectFrom('locations').select('code').where('id', '=', loc.location_id).executeTakeFirstOrThrow()
    ).code;
    const responses = await Promise.all(
      ids.map((id) => t.app.inject({ method: 'POST', url: `${BASE}/${id}/execute`, headers: admin() })),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(13); // 40 / 3
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', product_id, location_id: loc.location_id });
      expect(r.json().error).toBe(`Stock insuficiente de Tubo endotraqueal (TUB-7) en ${code}: disponible 1, solicitado 3`);
    }
    const after = await snapshot(product_id);
    expect(after.current).toBe(40);
    expect(after.rows).toEqual([
      { location_id: loc.location_id, lot_number: 'T7', quantity: 1 },
      { location_id: other, lot_number: 'T7', quantity: 39 },
    ]);
    expect(after.events.TRANSFER).toEqual({ total: 0, n: 26 });
    const statuses = await t.db.kysely.selectFrom('internal_movements').select(['status']).where('id', 'in', ids).execute();
    expect(statuses.filter((s) => s.status === 'Completado')).toHaveLength(13);
    expect(statuses.filter((s) => s.status === 'Pendiente')).toHaveLength(12);
  });

  it('the same movement executed 20 times at once moves once; the others get 409 "ya no está pendiente"', async () => {
    const product_id = await createProduct(t.db.kysely, { name: 'Electrodo ECG', sku: 'ECG-1' });
    await t.app.deps.stockTransaction((stock) =>
      stock.add({ product_id, location_id: loc.location_id, lot_number: 'E1' }, 100, 'RECEPTION', { user_id: 1 }),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: admin(),
      payload: {
        movement_type: 'reubicacion',
        details: [{ product_id, source_location_id: loc.location_id, destination_location_id: other, quantity: 30 }],
      },
    });
    const id = created.json().data.id;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: `${BASE}/${id}/execute`, headers: admin() })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'INVALID_STATE', error: 'El movimiento ya no está pendiente' });
    }
    const after = await snapshot(product_id);
    expect(after.rows).toEqual([
      { location_id: loc.location_id, lot_number: 'E1', quantity: 70 },
      { location_id: other, lot_number: 'E1', quantity: 30 },
    ]);
    expect(after.events.TRANSFER).toEqual({ total: 0, n: 2 });
  });

  it('movements in opposite directions executed at once never deadlock and keep the total', async () => {
    const product_id = await createProduct(t.db.kysely, { name: 'Sonda nasogástrica', sku: 'SNG-1' });
    await t.app.deps.stockTransaction(async (stock) => {
      await stock.add({ product_id, location_id: loc.location_id, lot_number: 'N1' }, 50, 'RECEPTION', { user_id: 1 });
      await stock.add({ product_id, location_id: other, lot_number: 'N1' }, 50, 'RECEPTION', { user_id: 1 });
    });
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const [from, to] = i % 2 ? [loc.location_id, other] : [other, loc.location_id];
      ids.push(
        (
          await t.app.inject({
            method: 'POST',
            url: BASE,
            headers: admin(),
            payload: {
              movement_type: 'optimizacion',
              details: [{ product_id, source_location_id: from, destination_location_id: to, quantity: 5 }],
            },
          })
        ).json().data.id,
      );
    }
    const responses = await Promise.all(
      ids.map((id) => t.app.inject({ method: 'POST', url: `${BASE}/${id}/execute`, headers: admin() })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const after = await snapshot(product_id);
    expect(after.current).toBe(100);
    expect(after.rows.map((r) => r.quantity)).toEqual([50, 50]);
  });
});
