import { describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../src/db/seed';
import { createTestDb } from './helpers';

describe('demo cycle counts', () => {
  it('seeds due tasks, a count waiting for its recount and a recounted variance waiting for approval', async () => {
    const { db, migrate, drop } = await createTestDb();
    try {
      await migrate();
      await seedDemoIfEmpty(db);
      const tasks = await db.kysely
        .selectFrom('count_tasks')
        .select(['id', 'state', 'parent_task_id', 'excluded_operator_id', 'operator_id'])
        .execute();
      expect(tasks.filter((t) => t.state === 'pendiente' && t.parent_task_id === null).length).toBeGreaterThan(3);
      const sentToRecount = tasks.filter((t) => t.state === 'reconteo');
      expect(sentToRecount).toHaveLength(2);
      const recounts = tasks.filter((t) => t.parent_task_id !== null);
      expect(recounts.map((t) => t.state).sort()).toEqual(['pendiente', 'por_aprobar']);
      const approved = recounts.find((t) => t.state === 'por_aprobar')!;
      expect(approved.operator_id).not.toBe(approved.excluded_operator_id);
      const waiting = await db.kysely.selectFrom('count_results').selectAll().where('state', '=', 'por_aprobar').execute();
      expect(waiting).toHaveLength(1);
      expect(waiting[0]!.counted_quantity - waiting[0]!.expected_quantity).toBeLessThan(-2);
      const locked = await db.kysely
        .selectFrom('count_tasks')
        .select('id')
        .where('counting_location_id', 'is not', null)
        .execute();
      expect(locked).toEqual([]);
    } finally {
      await db.close();
      await drop();
    }
  });
});
