import type { Tx } from '../../db/handle';

/**
 * Locations whose count is in the operator's hands: a task assigned to an operator or being
 * counted. While so, answers to role operator must not reveal the system's quantity there
 * (blind count). A pending task (generated, nobody assigned) does not mask; from submission on
 * the location reads normally again.
 */
export async function locationsUnderCount(db: Tx): Promise<Set<number>> {
  const rows = await db.selectFrom('count_tasks').select('location_id').where('state', 'in', ['asignada', 'en_curso']).execute();
  return new Set(rows.map((row) => Number(row.location_id)));
}
