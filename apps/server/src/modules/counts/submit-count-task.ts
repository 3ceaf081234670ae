import { varianceOutOfTolerance, type CountTaskState } from '@bodega/domain';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import type { Deps } from '../../lib/deps';
import type { Actor } from '../../lib/operator-visibility';
import { readCountPlan } from './count-plan.repository';
import { nextCountNumbers } from './count-sequence';
import { assertTaskLocation, countableTask } from './record-count-line';

const keyOf = (row: { product_id: number; lot_number: string; serial_number: string; expiry_date: string }) =>
  JSON.stringify([row.product_id, row.lot_number, row.serial_number, row.expiry_date]);

/**
 * Submits a blind count (POST /api/counts/tasks/{id}/submit): the location's moves are accepted
 * again, and each stock key (what the system holds there, and what the operator found) gets its
 * result with the system's quantity at this moment. The state moves first, conditionally, so a
 * count is submitted once. Then:
 * - a variance out of tolerance on a first count sends the location to a recount by another
 *   operator (a new task; this one is 'reconteo' and its variances are settled by the recount);
 * - otherwise remaining variances wait for the admin ('por_aprobar');
 * - with no variance the task is closed.
 * An empty location is counted by submitting with its scanned code and no lines.
 * The operator's answer says what happens next, never the expected figures.
 */
export async function submitCountTask(
  deps: Pick<Deps, 'db'>,
  taskId: number,
  input: { location_code?: string | undefined },
  actor: Actor,
) {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const task = await countableTask(trx, taskId, actor);
    const lines = await trx.selectFrom('count_lines').selectAll().where('task_id', '=', taskId).execute();
    if (lines.length === 0) {
      if (!input.location_code) {
        throw new AppError('VALIDATION_ERROR', 'Escanee la ubicación para confirmar que está vacía', {
          location_code: 'Escanee la ubicación para confirmar que está vacía',
        });
      }
      assertTaskLocation(task, input.location_code);
    }
    const at = nowIso();
    const claimed = await trx
      .updateTable('count_tasks')
      .set({
        state: 'por_aprobar',
        submitted_at: at,
        submitted_by: actor.id,
        counting_location_id: null,
        started_at: sql`coalesce(started_at, ${at})`,
      })
      .where('id', '=', taskId)
      .where('state', 'in', ['asignada', 'en_curso'])
      .where('operator_id', '=', actor.id)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw new AppError('INVALID_STATE', 'La tarea de conteo ya fue enviada');
    const parent = await trx
      .selectFrom('count_tasks')
      .select(['parent_task_id', 'number'])
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    const isRecount = parent.parent_task_id !== null;
    const plan = await readCountPlan(trx);

    // The system's quantity of every key at the location now (on hand, reserved included).
    const expected = await trx
      .selectFrom('inventory')
      .select(['product_id', 'lot_number', 'serial_number', 'expiry_date', sql<number>`sum(quantity)`.as('quantity')])
      .where('location_id', '=', task.location_id)
      .groupBy(['product_id', 'lot_number', 'serial_number', 'expiry_date'])
      .execute();
    const keys = new Map<
      string,
      { product_id: number; lot_number: string; serial_number: string; expiry_date: string; expected: number; counted: number }
    >();
    for (const row of expected) {
      keys.set(keyOf(row), { ...row, product_id: Number(row.product_id), expected: Number(row.quantity), counted: 0 });
    }
    for (const line of lines) {
      const key = keyOf(line);
      const entry = keys.get(key);
      if (entry) entry.counted += Number(line.counted_quantity);
      else keys.set(key, { ...line, expected: 0, counted: Number(line.counted_quantity) });
    }
    const productIds = [...new Set([...keys.values()].map((k) => k.product_id))];
    const priority = new Set(
      productIds.length === 0
        ? []
        : (
            await trx
              .selectFrom('products')
              .select('id')
              .where('id', 'in', productIds)
              .where((eb) => eb.or([eb('es_dm_priorizado', '=', 1), eb(sql`coalesce(categorizacion_implantable, '')`, '<>', '')]))
              .execute()
          ).map((p) => p.id),
    );
    const results = [...keys.values()].map((k) => ({
      ...k,
      out: varianceOutOfTolerance(plan, { expected: k.expected, counted: k.counted, priority: priority.has(k.product_id) }),
    }));
    const needsRecount = !isRecount && results.some((r) => r.out);
    const pending = results.some((r) => r.counted !== r.expected);
    for (const r of results) {
      await trx
        .insertInto('count_results')
        .values({
          task_id: taskId,
          product_id: r.product_id,
          lot_number: r.lot_number,
          serial_number: r.serial_number,
          expiry_date: r.expiry_date,
          expected_quantity: r.expected,
          counted_quantity: r.counted,
          out_of_tolerance: r.out ? 1 : 0,
          state: r.counted === r.expected ? 'exacta' : needsRecount ? 'reconteo' : 'por_aprobar',
          created_at: at,
        })
        .execute();
    }
    const accurate = results.filter((r) => !r.out).length;
    let state: CountTaskState;
    if (needsRecount) {
      state = 'reconteo';
      // The recount takes the location's open slot: this task gives it up first.
      await trx
        .updateTable('count_tasks')
        .set({ state, open_location_id: null, total_lines: results.length, accurate_lines: accurate })
        .where('id', '=', taskId)
        .execute();
      const [number] = await nextCountNumbers(trx, 1);
      await trx
        .insertInto('count_tasks')
        .values({
          number: number!,
          location_id: task.location_id,
          cause: 'recount',
          state: 'pendiente',
          parent_task_id: taskId,
          excluded_operator_id: actor.id,
          open_location_id: task.location_id,
          due_at: at,
          created_by: actor.id,
          created_at: at,
        })
        .execute();
    } else {
      state = pending ? 'por_aprobar' : 'cerrada';
      await trx
        .updateTable('count_tasks')
        .set({
          state,
          total_lines: results.length,
          accurate_lines: accurate,
          ...(pending ? {} : { open_location_id: null, closed_at: at }),
        })
        .where('id', '=', taskId)
        .execute();
    }
    return { id: taskId, number: parent.number, state, lines_count: lines.length };
  });
}
