import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/db/seed';
import { waveDetail, waveStats } from '../src/modules/waves/read-wave-detail';

let db: Db;
beforeAll(async () => {
  db = createDb({ sqliteFile: ':memory:' });
  await migrateToLatest(db);
  await seedDemoIfEmpty(db);
});
afterAll(async () => db?.close());

describe('demo waves', () => {
  it('seeds a pending, an in-progress and a completed wave whose figures come from their picking', async () => {
    const waves = await db.kysely.selectFrom('waves').select(['id', 'name', 'status']).orderBy('id').execute();
    expect(waves.map((w) => w.status)).toEqual(['completed', 'in_progress', 'pending']);
    const done = await waveDetail(db.kysely, waves[0]!.id);
    expect(done.orders.every((o) => o.status === 'picked')).toBe(true);
    expect(done.orders.every((o) => o.picked_units === o.total_items)).toBe(true);
    expect(done.lists.every((l) => l.route !== null && l.completed_items === l.total_items)).toBe(true);
    const running = await waveDetail(db.kysely, waves[1]!.id);
    expect(running.lists.some((l) => l.status === 'in_progress' && l.completed_items > 0)).toBe(true);
    // Consumed reservations are gone; the open waves still hold theirs.
    const reserved = await db.kysely
      .selectFrom('stock_reservations')
      .select('id')
      .where('source_type', '=', 'order')
      .where(
        'source_id',
        'in',
        done.orders.map((o) => o.id),
      )
      .execute();
    expect(reserved).toEqual([]);
    const stats = await waveStats(db.kysely);
    expect(stats).toMatchObject({ active_waves: 2, completed_waves: 1 });
    expect(stats.efficiency).toBeGreaterThan(0);
    expect(stats.average_time).toBeGreaterThan(0);
  });
});
