import { DEFAULT_COUNT_PLAN, type CountFrequency, type CountPlanInput, type CountPlanOutput } from '@bodega/domain';
import type { Tx } from '../../db/handle';
import { nowIso } from '../../lib/clock';

/** The plan (one row, id 1, written by the migration; the defaults if it is missing). */
export async function readCountPlan(db: Tx): Promise<CountPlanOutput> {
  const row = await db.selectFrom('count_plan').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return { ...DEFAULT_COUNT_PLAN, updated_at: null, updated_by: null };
  return {
    frequency_a: row.frequency_a as CountFrequency,
    frequency_b: row.frequency_b as CountFrequency,
    frequency_c: row.frequency_c as CountFrequency,
    frequency_priority: row.frequency_priority as CountFrequency,
    trigger_zero: row.trigger_zero === 1,
    trigger_short_pick: row.trigger_short_pick === 1,
    trigger_variance: row.trigger_variance === 1,
    priority_any_variance: row.priority_any_variance === 1,
    tolerance_percent: Number(row.tolerance_percent),
    tolerance_units: Number(row.tolerance_units),
    updated_at: row.updated_at,
    updated_by: row.updated_by,
  };
}

/** Replaces the plan (admin). */
export async function writeCountPlan(db: Tx, input: CountPlanInput, userId: number): Promise<CountPlanOutput> {
  const values = {
    frequency_a: input.frequency_a,
    frequency_b: input.frequency_b,
    frequency_c: input.frequency_c,
    frequency_priority: input.frequency_priority,
    trigger_zero: input.trigger_zero ? 1 : 0,
    trigger_short_pick: input.trigger_short_pick ? 1 : 0,
    trigger_variance: input.trigger_variance ? 1 : 0,
    priority_any_variance: input.priority_any_variance ? 1 : 0,
    tolerance_percent: input.tolerance_percent,
    tolerance_units: input.tolerance_units,
    updated_at: nowIso(),
    updated_by: userId,
  };
  await db
    .insertInto('count_plan')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return readCountPlan(db);
}
