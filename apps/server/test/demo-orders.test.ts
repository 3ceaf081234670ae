import { ORDER_STATUSES } from '@bodega/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/db/seed';

let db: Db;
beforeAll(async () => {
  db = createDb({ sqliteFile: ':memory:' });
  await migrateToLatest(db);
  await seedDemoIfEmpty(db);
});
afterAll(async () => db?.close());

describe('demo orders', () => {
  it('has customers and orders in every status, with real reservations and a picking list', async () => {
    const customers = await db.kysely.selectFrom('customers').select('tax_id').execute();
    expect(customers.length).toBeGreaterThanOrEqual(5);
    const statuses = new Set((await db.kysely.selectFrom('orders').select('status').execute()).map((o) => o.status));
    expect([...statuses].sort()).toEqual([...ORDER_STATUSES].sort());
    const assigned = await db.kysely.selectFrom('orders').select('id').where('status', '=', 'assigned').execute();
    for (const order of assigned) {
      const lines = await db.kysely
        .selectFrom('order_lines')
        .select(['id', 'quantity'])
        .where('order_id', '=', order.id)
        .execute();
      for (const line of lines) {
        const reserved = await db.kysely
          .selectFrom('stock_reservations')
          .select(sql<number>`cast(coalesce(sum(quantity), 0) as integer)`.as('n'))
          .where('source_type', '=', 'order')
          .where('source_line_id', '=', line.id)
          .executeTakeFirstOrThrow();
        expect(reserved.n).toBe(line.quantity);
      }
    }
    const lists = await db.kysely.selectFrom('picking_lists').select(['status']).execute();
    expect(lists.map((l) => l.status)).toEqual(expect.arrayContaining(['pending', 'in_progress', 'completed']));
    // reserved_quantity of every row equals its reservations plus holds.
    const mismatched = await sql<{ id: number }>`
      select i.id from inventory i
      left join (select inventory_id, sum(quantity) q from stock_reservations group by inventory_id) r on r.inventory_id = i.id
      left join (select inventory_id, sum(quantity) q from stock_holds where released_at is null group by inventory_id) h on h.inventory_id = i.id
      where i.reserved_quantity <> coalesce(r.q, 0) + coalesce(h.q, 0)`.execute(db.kysely);
    expect(mismatched.rows).toEqual([]);
    const cancelled = await db.kysely
      .selectFrom('orders')
      .select('id')
      .where('status', 'in', ['cancelled', 'shipped', 'delivered', 'picked', 'packed'])
      .execute();
    const leftovers = await db.kysely
      .selectFrom('stock_reservations')
      .select('id')
      .where('source_type', '=', 'order')
      .where(
        'source_id',
        'in',
        cancelled.map((o) => o.id),
      )
      .execute();
    expect(leftovers).toEqual([]);
  });

  it('completed picking lists took real time: the stat cards read a positive average and an efficiency below the 150 cap', async () => {
    const done = await db.kysely
      .selectFrom('picking_lists')
      .select(['estimated_time', 'started_at', 'completed_at'])
      .where('status', '=', 'completed')
      .execute();
    expect(done.length).toBeGreaterThanOrEqual(5);
    const ratios = done.map(
      (list) => (Date.parse(list.completed_at!) - Date.parse(list.started_at!)) / 60_000 / list.estimated_time,
    );
    for (const ratio of ratios) {
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    }
  });
});
