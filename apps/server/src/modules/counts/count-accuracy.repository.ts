import { inventoryRecordAccuracy, santiagoDay, type CountAccuracy } from '@bodega/domain';
import type { Tx } from '../../db/handle';

/**
 * Inventory record accuracy (GET /api/counts/accuracy): the share of counted stock keys whose
 * system quantity was within the plan's tolerance, per count, per month (America/Santiago) and
 * overall. Only first counts are measured: a recount checks the count, not the records, and
 * would count the same records twice.
 */
export async function countAccuracy(db: Tx, options: { months?: number } = {}): Promise<CountAccuracy> {
  const since = new Date(Date.now() - (options.months ?? 12) * 31 * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('count_tasks as t')
    .innerJoin('locations as l', 'l.id', 't.location_id')
    .select(['t.id', 't.number', 'l.code', 't.submitted_at', 't.total_lines', 't.accurate_lines'])
    .where('t.submitted_at', 'is not', null)
    .where('t.submitted_at', '>=', since)
    .where('t.parent_task_id', 'is', null)
    .orderBy('t.submitted_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute();
  const months = new Map<string, { counts: number; lines: number; accurate_lines: number }>();
  let lines = 0;
  let accurate = 0;
  for (const row of rows) {
    const month = santiagoDay(row.submitted_at!).slice(0, 7);
    const entry = months.get(month) ?? { counts: 0, lines: 0, accurate_lines: 0 };
    entry.counts++;
    entry.lines += Number(row.total_lines);
    entry.accurate_lines += Number(row.accurate_lines);
    months.set(month, entry);
    lines += Number(row.total_lines);
    accurate += Number(row.accurate_lines);
  }
  return {
    overall: { counts: rows.length, lines, accurate_lines: accurate, ira: inventoryRecordAccuracy(accurate, lines) },
    by_month: [...months.entries()]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([month, m]) => ({ month, ...m, ira: inventoryRecordAccuracy(m.accurate_lines, m.lines) })),
    by_count: rows.slice(0, 50).map((row) => ({
      task_id: row.id,
      number: row.number,
      location_code: row.code,
      submitted_at: row.submitted_at!,
      lines: Number(row.total_lines),
      accurate_lines: Number(row.accurate_lines),
      ira: inventoryRecordAccuracy(Number(row.accurate_lines), Number(row.total_lines)),
    })),
  };
}
