import {
  inventoryRecordAccuracy,
  type CountCause,
  type CountReasonCode,
  type CountTaskAdmin,
  type CountTaskAdminDetail,
  type CountTaskOperator,
  type CountTaskOperatorDetail,
  type CountTaskState,
  type CountVariance,
} from '@bodega/domain';
import { sql } from 'kysely';
import type { Tx } from '../../db/handle';
import { AppError } from '../../lib/app-error';
import { countRows, onePage } from '../../lib/paging';
import type { Actor } from '../../lib/operator-visibility';

/*
 * Reads of count tasks. Two shapes: what an operator may read (never an expected quantity, before
 * or after submission) and what admins and viewers read (results with expected and variance).
 * The operator's objects are built field by field here, so no query column can slip into them.
 */

export const taskNotFound = () => new AppError('NOT_FOUND', 'Tarea de conteo no encontrada');

function tasksQuery(db: Tx) {
  return db
    .selectFrom('count_tasks as t')
    .innerJoin('locations as l', 'l.id', 't.location_id')
    .leftJoin('users as u', 'u.id', 't.operator_id')
    .select([
      't.id',
      't.number',
      't.location_id',
      'l.code as location_code',
      't.cause',
      't.state',
      't.parent_task_id',
      't.excluded_operator_id',
      't.operator_id',
      'u.name as operator_name',
      't.due_at',
      't.started_at',
      't.submitted_at',
      't.closed_at',
      't.created_at',
      't.total_lines',
      't.accurate_lines',
    ])
    .select((eb) => [
      eb
        .selectFrom('count_lines as cl')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('cl.task_id', '=', 't.id')
        .as('lines_count'),
      eb
        .selectFrom('count_results as r')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('r.task_id', '=', 't.id')
        .where('r.state', '=', 'por_aprobar')
        .as('variances_pending'),
    ]);
}
type TaskRow = Awaited<ReturnType<ReturnType<typeof tasksQuery>['executeTakeFirstOrThrow']>>;

export function operatorTask(row: TaskRow): CountTaskOperator {
  return {
    id: row.id,
    number: row.number,
    location: { id: row.location_id, code: row.location_code },
    cause: row.cause as CountCause,
    state: row.state as CountTaskState,
    is_recount: row.parent_task_id !== null,
    operator: row.operator_id === null ? null : { id: row.operator_id, name: row.operator_name ?? '' },
    due_at: row.due_at,
    started_at: row.started_at,
    submitted_at: row.submitted_at,
    created_at: row.created_at,
  };
}

function adminTask(row: TaskRow): CountTaskAdmin {
  return {
    ...operatorTask(row),
    parent_task_id: row.parent_task_id,
    excluded_operator_id: row.excluded_operator_id,
    lines_count: Number(row.lines_count ?? 0),
    variances_pending: Number(row.variances_pending ?? 0),
    accuracy: row.submitted_at ? inventoryRecordAccuracy(Number(row.accurate_lines), Number(row.total_lines)) : null,
    closed_at: row.closed_at,
  };
}

export interface CountTaskFilters {
  page: number;
  per_page: number;
  state?: CountTaskState | undefined;
  open?: 'true' | 'false' | undefined;
  operator_id?: number | undefined;
  location_id?: number | undefined;
}

/** A page of tasks: an operator sees only the tasks assigned to them, in their shape. */
export async function listCountTasks(db: Tx, filters: CountTaskFilters, actor: Actor) {
  let query = tasksQuery(db);
  const operator = actor.role === 'operator';
  if (operator) query = query.where('t.operator_id', '=', actor.id);
  else if (filters.operator_id !== undefined) query = query.where('t.operator_id', '=', filters.operator_id);
  if (filters.state) query = query.where('t.state', '=', filters.state);
  if (filters.open === 'true') query = query.where('t.open_location_id', 'is not', null);
  if (filters.open === 'false') query = query.where('t.open_location_id', 'is', null);
  if (filters.location_id !== undefined) query = query.where('t.location_id', '=', filters.location_id);
  const total = await countRows(query);
  const rows = await onePage(
    query.orderBy(sql`case when t.state in ('reconteo', 'cerrada') then 1 else 0 end`).orderBy('t.id', 'desc'),
    filters,
  ).execute();
  return { rows: rows.map((row) => (operator ? operatorTask(row) : adminTask(row))), total };
}

async function taskRow(db: Tx, id: number): Promise<TaskRow | undefined> {
  return tasksQuery(db).where('t.id', '=', id).executeTakeFirst();
}

export async function countLinesOf(db: Tx, taskId: number) {
  const rows = await db
    .selectFrom('count_lines as cl')
    .innerJoin('products as p', 'p.id', 'cl.product_id')
    .select([
      'cl.id',
      'cl.product_id',
      'p.sku',
      'p.name',
      'cl.lot_number',
      'cl.serial_number',
      'cl.expiry_date',
      'cl.counted_quantity',
    ])
    .where('cl.task_id', '=', taskId)
    .orderBy('cl.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    product: { id: row.product_id, sku: row.sku, name: row.name },
    lot_number: row.lot_number,
    serial_number: row.serial_number,
    expiry_date: row.expiry_date,
    counted_quantity: Number(row.counted_quantity),
  }));
}

/** A task as its operator reads it (404 when it is not theirs). */
export async function getOperatorTask(db: Tx, id: number, actor: Actor): Promise<CountTaskOperatorDetail> {
  const row = await taskRow(db, id);
  if (!row || row.operator_id !== actor.id) throw taskNotFound();
  return { ...operatorTask(row), lines: await countLinesOf(db, id) };
}

/** A task with its results, for admins and viewers. */
export async function getAdminTask(db: Tx, id: number): Promise<CountTaskAdminDetail> {
  const row = await taskRow(db, id);
  if (!row) throw taskNotFound();
  const results = await varianceQuery(db).where('r.task_id', '=', id).orderBy('r.id').execute();
  return { ...adminTask(row), lines: await countLinesOf(db, id), results: results.map(varianceOut) };
}

export function varianceQuery(db: Tx) {
  return db
    .selectFrom('count_results as r')
    .innerJoin('count_tasks as t', 't.id', 'r.task_id')
    .innerJoin('locations as l', 'l.id', 't.location_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('users as a', 'a.id', 'r.approved_by')
    .select([
      'r.id',
      'r.task_id',
      't.number as task_number',
      't.location_id',
      'l.code as location_code',
      'r.product_id',
      'p.sku',
      'p.name as product_name',
      'r.lot_number',
      'r.serial_number',
      'r.expiry_date',
      'r.expected_quantity',
      'r.counted_quantity',
      'r.out_of_tolerance',
      'r.state',
      'r.reason_code',
      'r.reason_text',
      'r.approved_by',
      'a.name as approved_by_name',
      'r.approved_at',
    ]);
}
type VarianceRow = Awaited<ReturnType<ReturnType<typeof varianceQuery>['executeTakeFirstOrThrow']>>;

export function varianceOut(row: VarianceRow): CountVariance {
  return {
    id: row.id,
    task_id: row.task_id,
    task_number: row.task_number,
    location: { id: row.location_id, code: row.location_code },
    product: { id: row.product_id, sku: row.sku, name: row.product_name },
    lot_number: row.lot_number,
    serial_number: row.serial_number,
    expiry_date: row.expiry_date,
    expected_quantity: Number(row.expected_quantity),
    counted_quantity: Number(row.counted_quantity),
    variance: Number(row.counted_quantity) - Number(row.expected_quantity),
    out_of_tolerance: Number(row.out_of_tolerance) === 1,
    state: row.state as CountVariance['state'],
    reason_code: row.reason_code as CountReasonCode | null,
    reason_text: row.reason_text,
    approved_by: row.approved_by === null ? null : { id: row.approved_by, name: row.approved_by_name ?? '' },
    approved_at: row.approved_at,
  };
}

/** A page of count results that differ from the system (default: those waiting for approval). */
export async function listVariances(
  db: Tx,
  filters: { page: number; per_page: number; state?: CountVariance['state'] | undefined },
) {
  let query = varianceQuery(db).where(sql<boolean>`r.counted_quantity <> r.expected_quantity`);
  query = query.where('r.state', '=', filters.state ?? 'por_aprobar');
  const total = await countRows(query);
  const rows = await onePage(query.orderBy('r.id', 'desc'), filters).execute();
  return { rows: rows.map(varianceOut), total };
}
