import { COUNT_FREQUENCY_DAYS, type CountCause } from '@bodega/domain';
import { sql } from 'kysely';
import type { Tx } from '../../db/handle';
import { chunks } from '../../lib/chunks';
import { nowIso } from '../../lib/clock';
import type { Deps } from '../../lib/deps';
import { readCountPlan } from './count-plan.repository';
import { nextCountNumbers } from './count-sequence';

const DAY_MS = 86_400_000;

interface LocationStock {
  location_id: number;
  priority: boolean;
  /** The most valuable ABC class stored there (A before B before C; no class reads as C). */
  abc: 'A' | 'B' | 'C';
}

/**
 * Makes the count tasks that are due (POST /api/counts/generate), one per location at most:
 * a location with an open task (pending, assigned, being counted or waiting for approval) is
 * skipped, and the unique `open_location_id` refuses a second one even when two generations run
 * at once. A location is due by its class (priority devices and implants, then its best ABC
 * class) when its last count is older than the plan's frequency, or at once by a trigger: it
 * reached zero since its last count, a pick there was short since its last count, or its last
 * count had a variance.
 */
export async function generateCountTasks(deps: Pick<Deps, 'db'>, userId: number) {
  return deps.db.kysely.transaction().execute(async (trx) => {
    const plan = await readCountPlan(trx);
    const now = nowIso();
    const nowMs = Date.parse(now);
    const locations = await trx
      .selectFrom('locations')
      .select('id')
      .where('location_type', '!=', 'servicio_clinico')
      .orderBy('id')
      .execute();
    const open = new Set(
      (await trx.selectFrom('count_tasks').select('open_location_id').where('open_location_id', 'is not', null).execute()).map(
        (row) => Number(row.open_location_id),
      ),
    );
    const stock = await stockByLocation(trx);
    const last = await lastCounts(trx);
    const due: Array<{ location_id: number; cause: CountCause; due_at: string }> = [];
    let skippedOpen = 0;
    const triggerCandidates: number[] = [];
    for (const { id } of locations) {
      if (open.has(id)) {
        skippedOpen++;
        continue;
      }
      triggerCandidates.push(id);
    }
    const zeroed = plan.trigger_zero ? await reachedZero(trx, triggerCandidates, stock, last) : new Set<number>();
    const shortPicked = plan.trigger_short_pick ? await shortPicks(trx, triggerCandidates, last) : new Set<number>();
    for (const id of triggerCandidates) {
      const previous = last.get(id);
      const held = stock.get(id);
      let cause: CountCause | undefined;
      let dueAt = now;
      if (zeroed.has(id)) cause = 'zero';
      else if (shortPicked.has(id)) cause = 'short_pick';
      else if (plan.trigger_variance && previous && previous.had_variance) cause = 'variance';
      else if (held) {
        const classCause: CountCause = held.priority ? 'priority' : held.abc;
        const frequency =
          classCause === 'priority'
            ? plan.frequency_priority
            : classCause === 'A'
              ? plan.frequency_a
              : classCause === 'B'
                ? plan.frequency_b
                : plan.frequency_c;
        const dueMs = previous ? Date.parse(previous.submitted_at) + COUNT_FREQUENCY_DAYS[frequency] * DAY_MS : nowMs;
        if (dueMs <= nowMs) {
          cause = classCause;
          dueAt = new Date(dueMs).toISOString();
        }
      }
      if (cause) due.push({ location_id: id, cause, due_at: dueAt });
    }
    const numbers = await nextCountNumbers(trx, due.length);
    const created: Array<{ id: number; number: string; location_id: number; cause: CountCause }> = [];
    for (const [index, part] of chunks(due, 100).entries()) {
      const start = index * 100;
      const rows = await trx
        .insertInto('count_tasks')
        .values(
          part.map((task, i) => ({
            number: numbers[start + i]!,
            location_id: task.location_id,
            cause: task.cause,
            state: 'pendiente',
            open_location_id: task.location_id,
            due_at: task.due_at,
            created_by: userId,
            created_at: now,
          })),
        )
        .onConflict((oc) => oc.column('open_location_id').doNothing())
        .returning(['id', 'number', 'location_id', 'cause'])
        .execute();
      for (const row of rows) created.push({ ...row, cause: row.cause as CountCause });
    }
    return { created: created.length, skipped_open: skippedOpen + (due.length - created.length), tasks: created };
  });
}

async function stockByLocation(trx: Tx): Promise<Map<number, LocationStock>> {
  const rows = await trx
    .selectFrom('inventory as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select([
      'i.location_id',
      sql<number>`max(case when p.es_dm_priorizado = 1 or coalesce(p.categorizacion_implantable, '') <> '' then 1 else 0 end)`.as(
        'priority',
      ),
      sql<number>`min(case p.abc_category when 'A' then 0 when 'B' then 1 else 2 end)`.as('abc_rank'),
    ])
    .where('i.quantity', '>', 0)
    .groupBy('i.location_id')
    .execute();
  const byRank = ['A', 'B', 'C'] as const;
  return new Map(
    rows.map((row) => [
      Number(row.location_id),
      { location_id: Number(row.location_id), priority: Number(row.priority) === 1, abc: byRank[Number(row.abc_rank)] ?? 'C' },
    ]),
  );
}

/** Each location's last submitted count: when, and whether any line differed from the system. */
async function lastCounts(trx: Tx): Promise<Map<number, { submitted_at: string; had_variance: boolean }>> {
  const rows = await trx
    .selectFrom('count_tasks as t')
    .select(['t.location_id', 't.submitted_at', 't.id'])
    .select((eb) =>
      eb
        .selectFrom('count_results as r')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('r.task_id', '=', 't.id')
        .where(sql<boolean>`r.counted_quantity <> r.expected_quantity`)
        .as('variances'),
    )
    .where('t.submitted_at', 'is not', null)
    .orderBy('t.submitted_at')
    .orderBy('t.id')
    .execute();
  const last = new Map<number, { submitted_at: string; had_variance: boolean }>();
  for (const row of rows) {
    last.set(Number(row.location_id), { submitted_at: row.submitted_at!, had_variance: Number(row.variances ?? 0) > 0 });
  }
  return last;
}

/** Empty locations that held stock (had a stock event) after their last count. */
async function reachedZero(
  trx: Tx,
  candidates: number[],
  stock: Map<number, LocationStock>,
  last: Map<number, { submitted_at: string }>,
): Promise<Set<number>> {
  const empty = candidates.filter((id) => !stock.has(id));
  const found = new Set<number>();
  for (const part of chunks(empty, 500)) {
    const rows = await trx
      .selectFrom('traceability_events')
      .select(['location_id', sql<string>`max(created_at)`.as('last_move')])
      .where('location_id', 'in', part)
      .where('quantity', '<', 0)
      .groupBy('location_id')
      .execute();
    for (const row of rows) {
      const id = Number(row.location_id);
      const counted = last.get(id)?.submitted_at;
      if (!counted || row.last_move > counted) found.add(id);
    }
  }
  return found;
}

/** Locations where a pick came up short after their last count. */
async function shortPicks(trx: Tx, candidates: number[], last: Map<number, { submitted_at: string }>): Promise<Set<number>> {
  const found = new Set<number>();
  if (candidates.length === 0) return found;
  const rows = await trx
    .selectFrom('picking_list_items')
    .select(['location_id', sql<string>`max(picked_at)`.as('last_short')])
    .where('short_quantity', '>', 0)
    .where('picked_at', 'is not', null)
    .groupBy('location_id')
    .execute();
  const wanted = new Set(candidates);
  for (const row of rows) {
    const id = Number(row.location_id);
    if (!wanted.has(id)) continue;
    const counted = last.get(id)?.submitted_at;
    if (!counted || row.last_short > counted) found.add(id);
  }
  return found;
}
