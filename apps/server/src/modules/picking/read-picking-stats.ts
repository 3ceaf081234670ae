// The four stat cards of /intelligent-picking ('Real where the spec
// shows a placeholder'): computed from orders and picking lists; null where there is no data.
import { efficiencyPercent, type PickingStats } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { sql } from 'kysely';
import { ownListsOf } from '../../lib/operator-visibility';
import { minutesBetween, type Actor } from './picking-list-output';

export async function pickingStats(deps: Deps, actor: Actor): Promise<PickingStats> {
  const db = deps.db.kysely;
  const own = ownListsOf(actor);
  const active = await db
    .selectFrom('orders as o')
    .select(sql<number>`cast(count(*) as integer)`.as('total'))
    .where('o.status', 'in', ['pending', 'assigned', 'picking'])
    .$if(own !== undefined, (q) =>
      q.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('picking_lists as pl')
            .select('pl.id')
            .whereRef('pl.order_id', '=', 'o.id')
            .where('pl.assigned_user_id', '=', own!),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  const completed = await db
    .selectFrom('picking_lists')
    .select(['estimated_time', 'started_at', 'completed_at'])
    .where('status', '=', 'completed')
    .where('started_at', 'is not', null)
    .where('completed_at', 'is not', null)
    .$if(own !== undefined, (q) => q.where('assigned_user_id', '=', own!))
    .execute();
  const picked = await db
    .selectFrom('picking_list_items as pi')
    .innerJoin('picking_lists as pl', 'pl.id', 'pi.picking_list_id')
    .select(sql<number>`cast(coalesce(sum(pi.quantity_picked), 0) as integer)`.as('units'))
    .$if(own !== undefined, (q) => q.where('pl.assigned_user_id', '=', own!))
    .executeTakeFirstOrThrow();
  const times = completed.map((list) => ({
    estimated: list.estimated_time,
    actual: minutesBetween(list.started_at, list.completed_at)!,
  }));
  const mean = (values: number[]) =>
    values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 100) / 100 : null;
  return {
    active_tasks: Number(active.total),
    completed_tasks: completed.length,
    average_time_minutes: mean(times.map((t) => t.actual)),
    efficiency_percent: mean(times.filter((t) => t.estimated > 0).map((t) => efficiencyPercent(t.estimated, t.actual))),
    items_processed: Number(picked.units),
  };
}
