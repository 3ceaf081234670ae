import { santiagoDay } from '@bodega/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rebuildDailyMoves } from '../src/modules/ledger/daily-rollup';
import { applyReceiptCosts } from '../src/modules/ledger/average-cost';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => vi.useRealTimers());

const db = () => t.db.kysely;
const ctx = { user_id: 1, reference: 'ROLLUP' };
const OUT = new Set(['DISPATCH', 'PICKING']);

/** The rollup rows of some products, as the ledger wrote them. */
async function rollupOf(productIds: number[]) {
  const rows = await db()
    .selectFrom('stock_daily_moves')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('warehouse_id')
    .orderBy('day')
    .execute();
  return rows.map((r) => ({
    product_id: r.product_id,
    warehouse_id: r.warehouse_id,
    day: r.day,
    in_units: Number(r.in_units),
    out_units: Number(r.out_units),
    demand_units: Number(r.demand_units),
    moves: Number(r.moves),
    in_value_cents: Number(r.in_value_cents),
    out_value_cents: Number(r.out_value_cents),
    demand_value_cents: Number(r.demand_value_cents),
  }));
}

/** The same figures recomputed from the traceability events (units and movements). */
async function recomputed(productIds: number[]) {
  const events = await db()
    .selectFrom('traceability_events as e')
    .innerJoin('locations as l', 'l.id', 'e.location_id')
    .innerJoin('zones as z', 'z.id', 'l.zone_id')
    .select(['e.product_id', 'z.warehouse_id', 'e.event_type', 'e.quantity', 'e.created_at'])
    .where('e.product_id', 'in', productIds)
    .where('e.quantity', '<>', 0)
    .execute();
  const rows = new Map<
    string,
    {
      product_id: number;
      warehouse_id: number;
      day: string;
      in_units: number;
      out_units: number;
      demand_units: number;
      moves: number;
    }
  >();
  for (const e of events) {
    const day = santiagoDay(e.created_at);
    const key = `${e.product_id}|${e.warehouse_id}|${day}`;
    const row = rows.get(key) ?? {
      product_id: e.product_id,
      warehouse_id: e.warehouse_id,
      day,
      in_units: 0,
      out_units: 0,
      demand_units: 0,
      moves: 0,
    };
    rows.set(key, row);
    if (e.quantity > 0) row.in_units += e.quantity;
    else row.out_units -= e.quantity;
    if (OUT.has(e.event_type) && e.quantity < 0) row.demand_units -= e.quantity;
    if (e.event_type === 'RETURN' && e.quantity > 0) row.demand_units -= e.quantity;
    row.moves += 1;
  }
  return [...rows.values()].sort(
    (a, b) => a.product_id - b.product_id || a.warehouse_id - b.warehouse_id || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0),
  );
}

const unitsOnly = (rows: Awaited<ReturnType<typeof rollupOf>>) =>
  rows.map(({ product_id, warehouse_id, day, in_units, out_units, demand_units, moves }) => ({
    product_id,
    warehouse_id,
    day,
    in_units,
    out_units,
    demand_units,
    moves,
  }));

describe('daily rollup of stock movements (stock_daily_moves)', () => {
  it('after receipts, issues, moves, picks, counts and returns it equals a recomputation from the events', async () => {
    const a = await createLocation(db());
    const b = await createLocation(db());
    const p1 = await createProduct(db(), { name: 'Rollup uno' });
    const p2 = await createProduct(db(), { name: 'Rollup dos' });
    await db().updateTable('products').set({ unit_price_cents: 250 }).where('id', 'in', [p1, p2]).execute();
    const k1 = { product_id: p1, location_id: a.location_id, lot_number: 'R1', expiry_date: '2030-01-31' };
    const k2 = { product_id: p2, location_id: a.location_id, lot_number: 'R2', expiry_date: '2031-01-31' };

    // A receipt through the API (the batched addMany), two lines of p1 and one of p2.
    const receipt = await t.app.inject({
      method: 'POST',
      url: '/api/transactions/simplified-reception',
      headers: t.auth('admin'),
      payload: {
        reference: 'ROLL-1',
        details: [
          { product_id: p1, quantity: 30, lot_number: 'R1', expiry_date: '2030-01-31', destination_location_id: a.location_id },
          { product_id: p1, quantity: 10, lot_number: 'R1', expiry_date: '2030-01-31', destination_location_id: a.location_id },
          { product_id: p2, quantity: 20, lot_number: 'R2', expiry_date: '2031-01-31', destination_location_id: a.location_id },
        ],
      },
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    // An issue through the API (on PostgreSQL the one-statement removeAndRecord).
    const issue = await t.app.inject({
      method: 'POST',
      url: '/api/egresos/egress-orders',
      headers: t.auth('admin'),
      payload: { area_servicio: 'UCI', items: [{ product_id: p1, quantity: 4 }] },
    });
    expect(issue.statusCode, issue.body).toBe(201);
    await t.app.deps.stockTransaction(async (stock) => {
      await stock.remove(k1, 3, 'DISPATCH', ctx);
      await stock.remove(k2, 2, 'PICKING', ctx);
      await stock.transfer(k1, b.location_id, 6, ctx); // into another warehouse
      await stock.add(k1, 1, 'RETURN', ctx);
      await stock.add({ ...k2, location_id: b.location_id }, 5, 'ADJUSTMENT', ctx);
    });
    const row = await db()
      .selectFrom('inventory')
      .select('id')
      .where('product_id', '=', p2)
      .where('location_id', '=', a.location_id)
      .executeTakeFirstOrThrow();
    await t.app.deps.stockTransaction((stock) => stock.setQuantity(row.id, 12, ctx));
    // A failed removal writes nothing into the rollup either.
    await expect(t.app.deps.stockTransaction((stock) => stock.remove(k2, 1_000, 'DISPATCH', ctx))).rejects.toMatchObject({
      status: 409,
    });

    const rollup = await rollupOf([p1, p2]);
    expect(unitsOnly(rollup)).toEqual(await recomputed([p1, p2]));
    const p1a = rollup.find((r) => r.product_id === p1 && r.warehouse_id === a.warehouse_id)!;
    // In 40 + 1 (return); out 4 + 3 + 6 (transfer); demand 4 + 3 − 1.
    expect(p1a).toMatchObject({
      in_units: 41,
      out_units: 13,
      demand_units: 6,
      moves: 6,
      in_value_cents: 41 * 250,
      out_value_cents: 13 * 250,
      demand_value_cents: 6 * 250,
    });
    // The rebuild from the events gives the same rows (valued at today's price, unchanged here).
    const before = await rollupOf([p1, p2]);
    await rebuildDailyMoves(db());
    expect(await rollupOf([p1, p2])).toEqual(before);
  });

  it("values each move at the cost in force then: a receipt's units at their line cost", async () => {
    const loc = await createLocation(db());
    const product_id = await createProduct(db());
    const key = { product_id, location_id: loc.location_id, lot_number: 'C1' };
    await t.app.deps.stockTransaction(async (stock, trx) => {
      await stock.add(key, 10, 'RECEPTION', ctx);
      await applyReceiptCosts(trx, [{ product_id, quantity: 10, unit_cost_cents: 100_00, location_id: loc.location_id }]);
      await stock.add(key, 10, 'RECEPTION', ctx);
      await applyReceiptCosts(trx, [{ product_id, quantity: 10, unit_cost_cents: 300_00, location_id: loc.location_id }]);
      await stock.remove(key, 5, 'DISPATCH', ctx); // at the average $200
    });
    const [row] = await rollupOf([product_id]);
    expect(row).toMatchObject({
      in_units: 20,
      in_value_cents: 10 * 100_00 + 10 * 300_00,
      out_units: 5,
      out_value_cents: 5 * 200_00,
      demand_value_cents: 5 * 200_00,
    });
  });
});

describe('KPIs of a past period at the costs of then (API)', () => {
  it('previous period valued at $100 although the average cost is $220 today', async () => {
    const loc = await createLocation(db());
    const product_id = await createProduct(db());
    const key = { product_id, location_id: loc.location_id, lot_number: 'K1' };
    // 45 days ago (the previous period of last_30_days): 20 in at $100, 5 out.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() - 45 * 86_400_000));
    await t.app.deps.stockTransaction(async (stock, trx) => {
      await stock.add(key, 20, 'RECEPTION', ctx);
      await applyReceiptCosts(trx, [{ product_id, quantity: 20, unit_cost_cents: 100_00, location_id: loc.location_id }]);
      await stock.remove(key, 5, 'DISPATCH', ctx);
    });
    vi.useRealTimers();
    // Today: 10 in at $400 (average (15 × 100 + 10 × 400) / 25 = $220), 5 out at $220.
    await t.app.deps.stockTransaction(async (stock, trx) => {
      await stock.add(key, 10, 'RECEPTION', ctx);
      await applyReceiptCosts(trx, [{ product_id, quantity: 10, unit_cost_cents: 400_00, location_id: loc.location_id }]);
      await stock.remove(key, 5, 'DISPATCH', ctx);
    });
    const res = await t.app.inject({
      url: `/api/analytics/kpis?warehouse_id=${loc.warehouse_id}&time_range=last_30_days`,
      headers: t.auth('viewer'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.inventory_kpis).toMatchObject({ total_stock: 20, total_value: 4_400 });
    // 15 units at $100 then, not at today's $220 ($3 300).
    expect(data.previous.inventory_kpis).toMatchObject({ total_stock: 15, total_value: 1_500 });
    // $1 100 out / mean($1 500, $4 400); previous: $500 out / mean($0, $1 500).
    expect(data.operational_kpis.inventory_turnover).toBe(0.3729);
    expect(data.previous.operational_kpis.inventory_turnover).toBe(0.6667);
  });
});
