import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLarge } from '../src/db/seed/seed-large';
import { eventHash, GENESIS_HASH } from '../src/modules/ledger/event-chain';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('seed:large', () => {
  it('writes products, rows and one sealed RECEPTION event per row, keeping current_stock = sum of rows', async () => {
    const result = await seedLarge(t.db, { products: 300, inventoryRows: 1100, warehouses: 2, zonesPerWarehouse: 2, locationsPerZone: 5 });
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
      expect(event.hash).toBe(eventHash(prev, event));
      prev = event.hash!;
    }
    const state = await k.selectFrom('event_chain_state').selectAll().executeTakeFirstOrThrow();
    expect(state).toMatchObject({ last_seq: 1100, last_hash: prev });
    // The list and search work on the seeded data, and a second run refuses to duplicate it.
    const res = await t.app.inject({ url: '/api/inventory?search=lg-000', headers: t.auth('admin') });
    expect(res.json().pagination.total).toBeGreaterThan(0);
    await expect(seedLarge(t.db, { products: 10, inventoryRows: 10 })).rejects.toThrow('La base ya tiene datos de carga masiva');
    // Ledger writes continue the chain where the seed left it.
    const row = await k.selectFrom('inventory').selectAll().limit(1).executeTakeFirstOrThrow();
    await t.app.stockTransaction((stock) => stock.add(row, 1, 'ADJUSTMENT', { user_id: 1 }));
    await t.app.eventSealer.sealNow();
    const last = await k.selectFrom('traceability_events').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(last).toMatchObject({ chain_seq: 1101, prev_hash: prev });
  });
});
