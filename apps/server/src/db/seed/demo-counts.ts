import { sql } from 'kysely';
import type { Deps } from '../../lib/deps';
import { nowIso } from '../../lib/clock';
import { hashPassword } from '../../lib/password';
import { assignCountTask } from '../../modules/counts/assign-count-task';
import { generateCountTasks } from '../../modules/counts/generate-count-tasks';
import { recordCountLine } from '../../modules/counts/record-count-line';
import { submitCountTask } from '../../modules/counts/submit-count-task';
import { DEMO_PASSWORD } from './demo-users';

/** The second demo operator: a recount must be made by someone other than the first counter. */
export const DEMO_SECOND_OPERATOR = { username: 'operador2', name: 'Operario Dos', email: 'operador2@demo.cl' };

/**
 * Demo cycle counts (/conteos), written through the operations the API runs: the plan's due
 * tasks (the default plan, generated now), a blind count submitted with a variance out of
 * tolerance and waiting for its recount, and one whose recount confirmed the variance and that
 * waits for the admin's approval. Counted locations hold plain stock only (no serials, nothing
 * reserved), so each count differs from the system by one shortage out of tolerance.
 */
export async function seedDemoCounts(deps: Deps, adminId: number, operatorId: number): Promise<void> {
  const db = deps.db.kysely;
  const at = nowIso();
  const second = await db
    .insertInto('users')
    .values({
      ...DEMO_SECOND_OPERATOR,
      role: 'operator',
      password_hash: await hashPassword(DEMO_PASSWORD),
      token_version: 0,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await generateCountTasks(deps, adminId);

  // Locations with a pending task whose every row is plain stock, one row with at least 5 units.
  const candidates = await db
    .selectFrom('count_tasks as t')
    .innerJoin('locations as l', 'l.id', 't.location_id')
    .select(['t.id', 't.location_id', 'l.code'])
    .where('t.state', '=', 'pendiente')
    .where('l.location_type', 'in', ['storage', 'picking'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('inventory as i')
            .select('i.id')
            .whereRef('i.location_id', '=', 't.location_id')
            .where((w) => w.or([w('i.serial_number', '<>', ''), w('i.reserved_quantity', '>', 0)])),
        ),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('inventory as i')
          .select('i.id')
          .whereRef('i.location_id', '=', 't.location_id')
          .where('i.quantity', '>=', 5),
      ),
    )
    .orderBy('t.id')
    .limit(2)
    .execute();
  const first = { id: operatorId, role: 'operator' };
  const other = { id: second.id, role: 'operator' };
  for (const [index, task] of candidates.entries()) {
    await countShort(deps, task, first);
    if (index === 1) {
      const recount = await db
        .selectFrom('count_tasks')
        .select('id')
        .where('parent_task_id', '=', task.id)
        .executeTakeFirstOrThrow();
      await countShort(deps, { ...task, id: recount.id }, other);
    }
  }
}

/** Out of the default tolerance (more than 2 units and more than 2 %), never the whole row. */
function shortage(quantity: number): number {
  return Math.max(3, Math.floor(quantity * 0.02) + 1);
}

/** Counts every row of the location as the system holds it, except a shortage on the first one of 5 or more. */
async function countShort(
  deps: Deps,
  task: { id: number; location_id: number; code: string },
  operator: { id: number; role: string },
): Promise<void> {
  const db = deps.db.kysely;
  await assignCountTask(db, task.id, operator.id);
  const rows = await db
    .selectFrom('inventory as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['p.sku', 'i.lot_number', 'i.expiry_date', 'i.quantity'])
    .where('i.location_id', '=', task.location_id)
    .orderBy(sql`case when i.quantity >= 5 then 0 else 1 end`)
    .orderBy('i.id')
    .execute();
  for (const [index, row] of rows.entries()) {
    await recordCountLine(
      deps,
      task.id,
      {
        location_code: task.code,
        product_code: row.sku,
        lot_number: row.lot_number,
        serial_number: '',
        expiry_date: row.expiry_date || null,
        quantity: index === 0 ? Number(row.quantity) - shortage(Number(row.quantity)) : Number(row.quantity),
      },
      operator,
    );
  }
  await submitCountTask(deps, task.id, {}, operator);
}
