import { averageEfficiency, dashboardEfficiency, efficiencyPercent, santiagoDay } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { santiagoDayStartUtc } from '../../lib/dates';
import { ownListsOf } from '../../lib/operator-visibility';
import { relocatedCount } from './storage-items.repository';
import { dashboardLists, listCounts, listSummary } from './storage-lists.repository';
import { minutesBetween, requireList, type Actor } from './storage-list-access';

/* The figures of put-away: one completed list's result, the dashboard. */

/** 'Ver Resumen': the real figures of a completed list. */
export async function listResult(deps: Deps, id: number, actor: Actor) {
  const list = await requireList(deps.db.kysely, id, actor);
  if (list.status !== 'completed' || !list.completed_at)
    throw new AppError('INVALID_STATE', `La lista ${list.list_number} aún no está completada`, undefined, {
      status: list.status,
    });
  const summary = (await listSummary(deps.db.kysely, id))!;
  const actual = Number(list.actual_time ?? minutesBetween(list.started_at ?? list.created_at, list.completed_at));
  return {
    id: list.id,
    list_number: list.list_number,
    transaction_reference: summary.transaction.reference,
    status: 'completed' as const,
    storage_strategy: summary.storage_strategy,
    piece_by_piece_enabled: summary.piece_by_piece_enabled,
    started_at: list.started_at,
    completed_at: list.completed_at,
    actual_time: actual,
    estimated_time: Number(list.estimated_time),
    efficiency: efficiencyPercent(Number(list.estimated_time), actual),
    total_items: list.total_items,
    completed_items: list.completed_items,
    total_units: summary.total_units,
    relocated_items: await relocatedCount(deps.db.kysely, id),
    operator: summary.assigned_user ? { id: summary.assigned_user.id, username: summary.assigned_user.username } : null,
  };
}

export async function storageDashboard(deps: Deps, actor: Actor) {
  const userId = ownListsOf(actor);
  const since = santiagoDayStartUtc(santiagoDay());
  const { row, timed } = await listCounts(deps.db.kysely, userId, since);
  const lists = await dashboardLists(deps.db.kysely, userId, since);
  const completedToday = Number(row.completed_today ?? 0);
  // "All tasks" of the dashboard: what it shows — open lists plus those completed today.
  const total = Number(row.pending ?? 0) + Number(row.assigned ?? 0) + Number(row.in_progress ?? 0) + completedToday;
  return {
    scope: userId === undefined ? ('all' as const) : ('operator' as const),
    pending: Number(row.pending ?? 0),
    assigned: Number(row.assigned ?? 0),
    in_progress: Number(row.in_progress ?? 0),
    completed_today: completedToday,
    completed: Number(row.completed ?? 0),
    active: Number(row.assigned ?? 0) + Number(row.in_progress ?? 0),
    total_tasks: total,
    efficiency: dashboardEfficiency(completedToday, total),
    time_efficiency: averageEfficiency(
      timed.map((t) => ({
        estimated_time: Number(t.estimated_time),
        actual_time: t.actual_time === null ? null : Number(t.actual_time),
      })),
    ),
    total_estimated_minutes: Math.round(Number(row.estimated_open ?? 0) * 10) / 10,
    lists,
  };
}
