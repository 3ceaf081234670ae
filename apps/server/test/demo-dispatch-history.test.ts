import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/db/seed';

let db: Db;
beforeAll(async () => {
  db = createDb({ sqliteFile: ':memory:' });
  await migrateToLatest(db);
});
afterAll(async () => db?.close());

describe('demo dispatch history', () => {
  it('seeds dispatches in each status; the completed one left through the ledger', async () => {
    expect(await seedDemoIfEmpty(db)).toBe(true);
    const dispatches = await db.kysely
      .selectFrom('dispatch_orders')
      .select(['id', 'reference', 'status'])
      .orderBy('id')
      .execute();
    expect(new Set(dispatches.map((d) => d.status))).toEqual(new Set(['Pendiente', 'Completado', 'Cancelado']));
    const completed = dispatches.find((d) => d.status === 'Completado')!;
    const sources = await db.kysely
      .selectFrom('dispatch_orders as d')
      .innerJoin('locations as l', 'l.id', 'd.source_location_id')
      .select('l.location_type')
      .distinct()
      .execute();
    expect(sources.every((s) => s.location_type === 'storage' || s.location_type === 'picking')).toBe(true);
    const issued = await db.kysely
      .selectFrom('dispatch_order_issues')
      .select(['product_id', 'quantity'])
      .where('dispatch_order_id', '=', completed.id)
      .execute();
    const events = await db.kysely
      .selectFrom('traceability_events')
      .select(['event_type', 'product_id', 'quantity'])
      .where('reference_type', '=', 'despacho')
      .where('reference_id', '=', completed.id)
      .execute();
    expect(issued.length).toBeGreaterThan(0);
    expect(events.map((e) => [e.event_type, e.product_id, -e.quantity]).sort()).toEqual(
      issued.map((i) => ['DISPATCH', i.product_id, i.quantity]).sort(),
    );
    const others = await db.kysely
      .selectFrom('dispatch_order_issues')
      .select('id')
      .where('dispatch_order_id', '<>', completed.id)
      .execute();
    expect(others).toEqual([]);
  });
});
