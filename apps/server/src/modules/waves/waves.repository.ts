// SQL of waves: the orders offered for a wave, the wave list and its figures.
import { sql } from 'kysely';
import { likePattern } from '../../lib/like-pattern';
import { countRows, onePage } from '../../lib/paging';
import type { Tx } from '../../db/handle';

export const OPEN_WAVE_STATUSES = ['pending', 'in_progress'] as const;

/** An order as waves show it (aliases `o` orders, `c` customers). */
export const WAVE_ORDER_COLUMNS = [
  'o.id',
  'o.order_number',
  'o.status',
  'o.priority',
  'o.required_date',
  'c.name as customer_name',
] as const;

const unitsOfOrder = sql<number>`(select cast(coalesce(sum(ol.quantity), 0) as integer) from order_lines ol where ol.order_id = o.id)`;
const inOpenWave = sql<boolean>`exists (select 1 from wave_orders wo where wo.order_id = o.id and wo.open = 1)`;

/** Pending or assigned orders in no open wave, most urgent first; `search` matches number or customer. */
export async function availableOrders(db: Tx, filters: { search?: string | undefined; page: number; per_page: number }) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .where('o.status', 'in', ['pending', 'assigned'])
    .where(sql<boolean>`not ${inOpenWave}`);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    query = query.where(
      sql<boolean>`(lower(o.order_number) like ${pattern} escape '\\' or lower(c.name) like ${pattern} escape '\\')`,
    );
  }
  const total = await countRows(query);
  const rows = await onePage(query, filters)
    .select(WAVE_ORDER_COLUMNS)
    .select(unitsOfOrder.as('total_items'))
    .orderBy('o.priority', 'desc')
    .orderBy(sql`case when o.required_date is null then 1 else 0 end`)
    .orderBy('o.required_date')
    .orderBy('o.id')
    .execute();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      order_number: row.order_number,
      customer: row.customer_name ? { name: row.customer_name } : null,
      status: row.status,
      priority: row.priority,
      required_date: row.required_date,
      total_items: Number(row.total_items),
    })),
    total,
  };
}

/** Ids of the pending orders in no open wave that meet the suggestion criteria. */
export async function suggestionCandidates(
  db: Tx,
  criteria: { priority: number; warehouse_id?: number | null | undefined; required_date_before?: string | null | undefined },
) {
  let query = db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.status', '=', 'pending')
    .where('o.priority', '>=', criteria.priority)
    .where(sql<boolean>`not ${inOpenWave}`);
  if (criteria.required_date_before)
    query = query.where('o.required_date', 'is not', null).where('o.required_date', '<=', criteria.required_date_before);
  return (await query.orderBy('o.id').execute()).map((row) => row.id);
}

/** Open waves holding any of these orders. */
export async function openWavesOf(db: Tx, orderIds: readonly number[]) {
  if (!orderIds.length) return [];
  return db
    .selectFrom('wave_orders as wo')
    .innerJoin('waves as w', 'w.id', 'wo.wave_id')
    .innerJoin('orders as o', 'o.id', 'wo.order_id')
    .select(['wo.order_id', 'o.order_number', 'w.name as wave_name'])
    .where('wo.open', '=', 1)
    .where('wo.order_id', 'in', [...orderIds])
    .execute();
}

const waveFigures = [
  sql<number>`(select cast(count(*) as integer) from wave_orders wo where wo.wave_id = w.id)`.as('order_count'),
  sql<number>`(select cast(count(*) as integer) from picking_lists pl where pl.wave_id = w.id)`.as('list_count'),
  sql<number>`(select cast(count(*) as integer) from picking_lists pl where pl.wave_id = w.id and pl.status = 'completed')`.as(
    'completed_lists',
  ),
] as const;

export async function waveRows(db: Tx, filters: { status?: string[] | undefined; page: number; per_page: number }) {
  let query = db.selectFrom('waves as w');
  if (filters.status?.length) query = query.where('w.status', 'in', filters.status);
  const total = await countRows(query);
  const rows = await onePage(query, filters)
    .selectAll('w')
    .select([...waveFigures])
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
  return { rows, total };
}

export async function waveRow(db: Tx, id: number) {
  return db
    .selectFrom('waves as w')
    .selectAll('w')
    .select([...waveFigures])
    .where('w.id', '=', id)
    .executeTakeFirst();
}

/** Stat-card figures: open waves, completed waves with their times, and their lists' estimates against actual minutes. */
export async function waveStatsFigures(db: Tx) {
  const counts = await db
    .selectFrom('waves')
    .select([
      sql<number>`cast(sum(case when status in ('pending', 'in_progress') then 1 else 0 end) as integer)`.as('active'),
      sql<number>`cast(sum(case when status = 'completed' then 1 else 0 end) as integer)`.as('completed'),
    ])
    .executeTakeFirstOrThrow();
  const completed = await db
    .selectFrom('waves')
    .select(['started_at', 'completed_at'])
    .where('status', '=', 'completed')
    .where('started_at', 'is not', null)
    .where('completed_at', 'is not', null)
    .execute();
  const lists = await db
    .selectFrom('picking_lists')
    .select(['estimated_time', 'started_at', 'completed_at'])
    .where('wave_id', 'is not', null)
    .where('status', '=', 'completed')
    .where('started_at', 'is not', null)
    .execute();
  const pending = await db
    .selectFrom('orders as o')
    .select(sql<number>`cast(count(*) as integer)`.as('n'))
    .where('o.status', 'in', ['pending', 'assigned'])
    .where(sql<boolean>`not ${inOpenWave}`)
    .executeTakeFirstOrThrow();
  return {
    active: Number(counts.active ?? 0),
    completed: Number(counts.completed ?? 0),
    completedWaves: completed,
    completedLists: lists,
    pendingOrders: Number(pending.n),
  };
}
