import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../src/db/seed/seed-large';
import { eventHash, GENESIS_HASH } from '../src/modules/ledger/event-chain';
import { checkInvariants } from '../src/modules/ledger/invariants/check-invariants';
import { createLocation, createProduct } from './fixtures';
import { createTestApp, type TestApp, TEST_AUDIT_KEY } from './helpers';
import { verifyChainThroughApi } from './chain-verification';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('seed:large', () => {
  it('writes products, rows and one sealed RECEPTION event per row, keeping current_stock = sum of rows', async () => {
    const result = await seedLarge(t.db, {
      auditKey: TEST_AUDIT_KEY,
      products: 300,
      inventoryRows: 1100,
      warehouses: 2,
      zonesPerWarehouse: 2,
      locationsPerZone: 5,
    });
    expect(result).toMatchObject({ products: 300, inventoryRows: 1100, events: 1100, locations: 20 });
    const k = t.db.kysely;
    const mismatched = await sql<{ id: number }>`select p.id from products p
      where p.current_stock <> coalesce((select sum(i.quantity) from inventory i where i.product_id = p.id), 0)
         or p.inventory_rows <> (select count(*) from inventory i where i.product_id = p.id)`.execute(k);
    expect(mismatched.rows).toEqual([]);
    const events = await k.selectFrom('traceability_events').selectAll().orderBy('chain_seq').execute();
    expect(events).toHaveLength(1100);
    expect(events.every((e) => e.event_type === 'RECEPTION')).toBe(true);
    let prev = GENESIS_HASH;
    for (const event of events) {
      expect(event.prev_hash).toBe(prev);
      expect(event.hash).toBe(eventHash(TEST_AUDIT_KEY, prev, event));
      prev = event.hash!;
    }
    const state = await k.selectFrom('event_chain_state').selectAll().executeTakeFirstOrThrow();
    expect(state).toMatchObject({ last_seq: 1100, last_hash: prev });
    // The analytics' daily rollup holds every received unit and movement.
    const rollup = await k
      .selectFrom('stock_daily_moves')
      .select([sql<number>`sum(in_units)`.as('units'), sql<number>`sum(moves)`.as('moves')])
      .executeTakeFirstOrThrow();
    expect({ units: Number(rollup.units), moves: Number(rollup.moves) }).toEqual({
      units: events.reduce((sum, e) => sum + e.quantity, 0),
      moves: 1100,
    });
    // Priority implantables take one serial per unit, as in the demo: each of their rows is one
    // unit with its own serial, named by its RECEPTION event; no other product requires serials.
    const products = await k.selectFrom('products').select(['id', 'es_dm_priorizado', 'tipo_dm', 'requiere_serie']).execute();
    const implantables = products.filter((p) => p.es_dm_priorizado === 1 && p.tipo_dm === 'Implantable');
    expect(implantables.length).toBeGreaterThan(0);
    expect(products.filter((p) => p.requiere_serie === 1).map((p) => p.id)).toEqual(implantables.map((p) => p.id));
    const serialRows = await k
      .selectFrom('inventory')
      .select(['product_id', 'serial_number', 'quantity'])
      .where(
        'product_id',
        'in',
        implantables.map((p) => p.id),
      )
      .execute();
    expect(serialRows.length).toBeGreaterThan(0);
    expect(serialRows.every((r) => r.quantity === 1 && r.serial_number !== '')).toBe(true);
    expect(new Set(serialRows.map((r) => `${r.product_id}|${r.serial_number}`)).size).toBe(serialRows.length);
    const serialEvents = events.filter((e) => implantables.some((p) => p.id === e.product_id));
    expect(serialEvents.map((e) => e.serial_number).sort()).toEqual(serialRows.map((r) => r.serial_number).sort());
    expect(await checkInvariants(k, { auditKey: TEST_AUDIT_KEY })).toEqual([]);
    // The list and search work on the seeded data, and a second run refuses to duplicate it.
    const res = await t.app.inject({ url: '/api/inventory?search=lg-000', headers: t.auth('admin') });
    expect(res.json().pagination.total).toBeGreaterThan(0);
    await expect(seedLarge(t.db, { products: 10, inventoryRows: 10, auditKey: TEST_AUDIT_KEY })).rejects.toThrow(
      'La base ya tiene datos de carga masiva',
    );
    // Ledger writes continue the chain where the seed left it.
    const row = await k.selectFrom('inventory').selectAll().limit(1).executeTakeFirstOrThrow();
    await t.app.deps.stockTransaction((stock) => stock.add(row, 1, 'ADJUSTMENT', { user_id: 1 }));
    await t.app.eventSealer.sealNow();
    const last = await k.selectFrom('traceability_events').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ chain_seq: 1101, prev_hash: prev });
  });

  it('seals pending events itself first, so it runs from any state', async () => {
    const local = await createTestApp();
    try {
      // Events written and not sealed yet (a server stopped before its sealer ran).
      await local.app.eventSealer.stop();
      const { location_id } = await createLocation(local.db.kysely);
      const product_id = await createProduct(local.db.kysely);
      await local.app.deps.stockTransaction((stock) => stock.add({ product_id, location_id }, 3, 'RECEPTION', { user_id: 1 }));
      const pending = await local.db.kysely
        .selectFrom('traceability_events')
        .select('id')
        .where('chain_seq', 'is', null)
        .execute();
      expect(pending.length).toBeGreaterThan(0);
      const result = await seedLarge(local.db, {
        auditKey: TEST_AUDIT_KEY,
        products: 20,
        inventoryRows: 30,
        warehouses: 1,
        zonesPerWarehouse: 1,
        locationsPerZone: 3,
        prefix: 'PD',
      });
      expect(result.inventoryRows).toBe(30);
      const unsealed = await local.db.kysely
        .selectFrom('traceability_events')
        .select('id')
        .where('chain_seq', 'is', null)
        .execute();
      expect(unsealed).toEqual([]);
      expect(await verifyChainThroughApi(local.app, local.auth('admin'))).toMatchObject({ valid: true, unsealed: 0 });
    } finally {
      await local.close();
    }
  });

  it('adds historical QUALITY_CHECK events of quantity 0 up to the events asked for, sealed after the chain so far', async () => {
    // Its own database: the barcodes of a large set do not depend on the prefix.
    const t = await createTestApp();
    try {
      const k = t.db.kysely;
      const before = await k.selectFrom('event_chain_state').selectAll().executeTakeFirstOrThrow();
      const result = await seedLarge(t.db, {
        auditKey: TEST_AUDIT_KEY,
        products: 40,
        inventoryRows: 120,
        events: 2_600,
        prefix: 'LH',
        warehouses: 1,
        zonesPerWarehouse: 1,
        locationsPerZone: 4,
      });
      expect(result).toMatchObject({ products: 40, inventoryRows: 120, events: 2_600 });
      const events = await k
        .selectFrom('traceability_events')
        .selectAll()
        .where('chain_seq', '>', before.last_seq)
        .orderBy('chain_seq')
        .execute();
      expect(events).toHaveLength(2_600);
      const byType = new Map<string, number>();
      for (const event of events) byType.set(event.event_type, (byType.get(event.event_type) ?? 0) + 1);
      expect(Object.fromEntries(byType)).toEqual({ RECEPTION: 120, QUALITY_CHECK: 2_480 });
      const checks = events.filter((e) => e.event_type === 'QUALITY_CHECK');
      expect(checks.every((e) => e.quantity === 0 && e.lot_number && e.location_id)).toBe(true);
      // Each check names a seeded row (product, location, lot) and is dated after it and before now.
      const rows = await k
        .selectFrom('inventory')
        .innerJoin('products', 'products.id', 'inventory.product_id')
        .select(['inventory.product_id', 'inventory.location_id', 'inventory.lot_number', 'inventory.created_at'])
        .where('products.sku', 'like', 'LH-%')
        .execute();
      const received = new Map(rows.map((r) => [`${r.product_id}|${r.location_id}|${r.lot_number}`, r.created_at]));
      const now = new Date().toISOString();
      for (const check of checks) {
        const at = received.get(`${check.product_id}|${check.location_id}|${check.lot_number}`);
        expect(at).toBeDefined();
        expect(check.created_at >= at! && check.created_at <= now).toBe(true);
      }
      // The chain continues from where it was and verifies; stock still equals the rows and the log.
      let prev = before.last_hash;
      for (const event of events) {
        expect(event.prev_hash).toBe(prev);
        expect(event.hash).toBe(eventHash(TEST_AUDIT_KEY, prev, event));
        prev = event.hash!;
      }
      expect(await k.selectFrom('event_chain_state').selectAll().executeTakeFirstOrThrow()).toMatchObject({
        last_seq: before.last_seq + 2_600,
        last_hash: prev,
      });
      const mismatched = await sql<{ id: number }>`select p.id from products p
      where p.sku like 'LH-%' and (p.current_stock <> coalesce((select sum(i.quantity) from inventory i where i.product_id = p.id), 0)
         or p.current_stock <> coalesce((select sum(e.quantity) from traceability_events e where e.product_id = p.id), 0))`.execute(
        k,
      );
      expect(mismatched.rows).toEqual([]);
      expect(await verifyChainThroughApi(t.app, t.auth('admin'))).toMatchObject({ valid: true, unsealed: 0 });
    } finally {
      await t.close();
    }
  });
});
