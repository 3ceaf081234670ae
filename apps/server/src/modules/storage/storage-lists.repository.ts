import { progressPercent } from '@bodega/domain';
import { sql } from 'kysely';
import { prepared } from '../../db/prepared';
import type { StorageListSummary } from '@bodega/domain';
import type { StorageListQuery } from './storage.schemas';
import { countRows, onePage } from '../../lib/paging';
import type { Tx } from '../../db/handle';

/* The put-away lists: their summaries (list, dashboard, counts), creation and status changes. */

/** Statuses of lists whose pending items still hold their suggested space. */
export const OPEN_LISTS = ['pending', 'assigned', 'in_progress'];

const bumpCompletedQuery = prepared((db, listId: number, now: string) =>
  db
    .updateTable('storage_lists')
    .set({ completed_items: sql<number>`completed_items + 1`, updated_at: now })
    .where('id', '=', listId),
);

function listQuery(db: Tx) {
  return db
    .selectFrom('storage_lists as s')
    .innerJoin('transactions as t', 't.id', 's.transaction_id')
    .leftJoin('users as u', 'u.id', 's.assigned_user_id')
    .selectAll('s')
    .select([
      't.reference as transaction_reference',
      't.supplier as transaction_supplier',
      't.status as transaction_status',
      'u.username as assigned_username',
      'u.email as assigned_email',
    ])
    .select((eb) =>
      eb
        .selectFrom('storage_items as i')
        .select(sql<number>`cast(coalesce(sum(i.quantity_to_store), 0) as integer)`.as('n'))
        .whereRef('i.storage_list_id', '=', 's.id')
        .as('total_units'),
    );
}
type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['executeTakeFirstOrThrow']>>;

function toSummary(row: ListRow): StorageListSummary {
  return {
    id: row.id,
    list_number: row.list_number,
    transaction_id: row.transaction_id,
    transaction: {
      id: row.transaction_id,
      reference: row.transaction_reference,
      supplier: row.transaction_supplier,
      status: row.transaction_status,
    },
    status: row.status as StorageListSummary['status'],
    priority: row.priority,
    storage_strategy: row.storage_strategy as StorageListSummary['storage_strategy'],
    piece_by_piece_enabled: row.piece_by_piece_enabled === 1,
    total_items: row.total_items,
    completed_items: row.completed_items,
    total_units: Number(row.total_units ?? 0),
    progress: progressPercent(row.completed_items, row.total_items),
    estimated_time: Number(row.estimated_time),
    actual_time: row.actual_time === null ? null : Number(row.actual_time),
    assigned_user_id: row.assigned_user_id,
    assigned_user:
      row.assigned_user_id !== null && row.assigned_username !== null
        ? { id: row.assigned_user_id, username: row.assigned_username, email: row.assigned_email ?? '' }
        : null,
    assigned_at: row.assigned_at,
    started_at: row.started_at,
    completed_at: row.completed_at,
    created_at: row.created_at,
  };
}

export async function listStorageLists(
  db: Tx,
  filters: StorageListQuery & { forced_user_id?: number },
): Promise<{ rows: StorageListSummary[]; total: number }> {
  const assigned = filters.forced_user_id ?? filters.assigned_user_id;
  let count = db.selectFrom('storage_lists as s');
  let page = listQuery(db);
  if (filters.status) {
    count = count.where('s.status', '=', filters.status);
    page = page.where('s.status', '=', filters.status);
  }
  if (assigned !== undefined) {
    count = count.where('s.assigned_user_id', '=', assigned);
    page = page.where('s.assigned_user_id', '=', assigned);
  }
  if (filters.transaction_id !== undefined) {
    count = count.where('s.transaction_id', '=', filters.transaction_id);
    page = page.where('s.transaction_id', '=', filters.transaction_id);
  }
  const total = await countRows(count);
  const rows = await onePage(
    page
      .orderBy(sql`case s.status when 'in_progress' then 0 when 'assigned' then 1 when 'pending' then 2 else 3 end`)
      .orderBy('s.priority', 'desc')
      .orderBy('s.id', 'desc'),
    filters,
  ).execute();
  return { rows: rows.map(toSummary), total };
}

/** Lists for the dashboard: open ones, plus those completed since `since`. */
export async function dashboardLists(db: Tx, userId: number | undefined, since: string): Promise<StorageListSummary[]> {
  let query = listQuery(db).where((eb) =>
    eb.or([eb('s.status', 'in', OPEN_LISTS), eb.and([eb('s.status', '=', 'completed'), eb('s.completed_at', '>=', since)])]),
  );
  if (userId !== undefined) query = query.where('s.assigned_user_id', '=', userId);
  const rows = await query.orderBy('s.id', 'desc').limit(500).execute();
  return rows.map(toSummary);
}

export async function listCounts(db: Tx, userId: number | undefined, since: string) {
  let query = db
    .selectFrom('storage_lists as s')
    .select([
      sql<number>`cast(sum(case when s.status = 'pending' then 1 else 0 end) as integer)`.as('pending'),
      sql<number>`cast(sum(case when s.status = 'assigned' then 1 else 0 end) as integer)`.as('assigned'),
      sql<number>`cast(sum(case when s.status = 'in_progress' then 1 else 0 end) as integer)`.as('in_progress'),
      sql<number>`cast(sum(case when s.status = 'completed' then 1 else 0 end) as integer)`.as('completed'),
      sql<number>`cast(sum(case when s.status = 'completed' and s.completed_at >= ${since} then 1 else 0 end) as integer)`.as(
        'completed_today',
      ),
      sql<number>`cast(sum(case when s.status <> 'cancelled' then 1 else 0 end) as integer)`.as('total'),
      sql<number>`coalesce(sum(case when s.status in ('pending', 'assigned', 'in_progress') then s.estimated_time else 0 end), 0)`.as(
        'estimated_open',
      ),
    ]);
  if (userId !== undefined) query = query.where('s.assigned_user_id', '=', userId);
  const row = await query.executeTakeFirstOrThrow();
  let timed = db
    .selectFrom('storage_lists')
    .select(['estimated_time', 'actual_time'])
    .where('status', '=', 'completed')
    .where('actual_time', 'is not', null);
  if (userId !== undefined) timed = timed.where('assigned_user_id', '=', userId);
  return { row, timed: await timed.orderBy('id', 'desc').limit(1000).execute() };
}

export async function listSummary(db: Tx, id: number): Promise<StorageListSummary | undefined> {
  const row = await listQuery(db).where('s.id', '=', id).executeTakeFirst();
  return row ? toSummary(row) : undefined;
}

export function listHeader(db: Tx, id: number) {
  return db.selectFrom('storage_lists').selectAll().where('id', '=', id).executeTakeFirst();
}

export function openListFor(db: Tx, transactionId: number) {
  return db
    .selectFrom('storage_lists')
    .select(['id', 'list_number', 'status'])
    .where('transaction_id', '=', transactionId)
    .where('status', 'in', OPEN_LISTS)
    .executeTakeFirst();
}

export async function insertList(
  db: Tx,
  values: {
    transaction_id: number;
    storage_strategy: string;
    piece_by_piece_enabled: boolean;
    total_items: number;
    estimated_time: number;
    created_by: number | null;
    now: string;
    temp_number: string;
  },
): Promise<{ id: number; list_number: string }> {
  const { id } = await db
    .insertInto('storage_lists')
    .values({
      list_number: values.temp_number,
      transaction_id: values.transaction_id,
      status: 'pending',
      priority: 2,
      storage_strategy: values.storage_strategy,
      piece_by_piece_enabled: values.piece_by_piece_enabled ? 1 : 0,
      total_items: values.total_items,
      completed_items: 0,
      estimated_time: values.estimated_time,
      actual_time: null,
      assigned_user_id: null,
      assigned_at: null,
      started_at: null,
      completed_at: null,
      created_by: values.created_by,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const list_number = `ALM-${String(id).padStart(6, '0')}`;
  await db.updateTable('storage_lists').set({ list_number }).where('id', '=', id).execute();
  return { id, list_number };
}

/** Conditional status change; false when the list was not in one of `from`. */
export async function transitionList(
  db: Tx,
  id: number,
  from: string[],
  values: Partial<{
    status: string;
    assigned_user_id: number;
    assigned_at: string;
    started_at: string;
    completed_at: string;
    actual_time: number;
  }>,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('storage_lists')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function bumpCompleted(db: Tx, listId: number, now: string): Promise<void> {
  await bumpCompletedQuery(db, listId, now);
}

export async function isOperator(db: Tx, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role === 'operator';
}
