// Reading picking tasks: a task is a sales order seen from the
// picking side — its lines, its picking list and its route. Operators see only the tasks whose
// list is assigned to them.
import { CRITERIA_TYPES, customerLabel, estimatePickingMinutes, type PickingStrategy, type PickingTask } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';
import type { TaskListQuery } from './picking.schemas';
import { ownListsOf } from '../../lib/operator-visibility';
import type { Actor } from './picking-list-output';
import { itemsAtLocations } from './picking-list-reads.repository';
import { countRows, onePage } from '../../lib/paging';

const TASK_NOT_FOUND = 'Tarea de picking no encontrada';
type CriteriaType = (typeof CRITERIA_TYPES)[number];

export type Task = PickingTask;

async function tasksOf(db: Kysely<Database>, orderIds: readonly number[]): Promise<Task[]> {
  if (!orderIds.length) return [];
  const orders = await db
    .selectFrom('orders as o')
    .leftJoin('customers as c', 'c.id', 'o.customer_id')
    .selectAll('o')
    .select('c.name as customer_name')
    .where('o.id', 'in', [...orderIds])
    .execute();
  const lines = await db
    .selectFrom('order_lines as ol')
    .innerJoin('products as p', 'p.id', 'ol.product_id')
    .select([
      'ol.id',
      'ol.order_id',
      'ol.line_no',
      'ol.product_id',
      'p.name as product_name',
      'p.sku as product_sku',
      'p.unit_of_measure',
      'ol.quantity',
      'ol.picking_strategy',
      'ol.criteria_type',
      'ol.criteria_value',
    ])
    .where('ol.order_id', 'in', [...orderIds])
    .orderBy('ol.line_no')
    .execute();
  const listRows = await db
    .selectFrom('picking_lists')
    .select(['id', 'order_id', 'list_number', 'status', 'assigned_user_id', 'started_at', 'completed_at', 'estimated_time'])
    .where('order_id', 'in', [...orderIds])
    .where('status', '<>', 'cancelled')
    .orderBy('id')
    .execute();
  const listIds = listRows.map((l) => l.id);
  const items = await itemsAtLocations(db, listIds);
  const byId = new Map(orders.map((o) => [o.id, o]));
  return orderIds
    .filter((id) => byId.has(id))
    .map((id) => {
      const order = byId.get(id)!;
      const list = listRows.filter((l) => l.order_id === id).at(-1) ?? null;
      const listItems = list ? items.filter((i) => i.picking_list_id === list.id) : [];
      const picked = new Map<number, number>();
      for (const item of listItems) picked.set(item.order_line_id, (picked.get(item.order_line_id) ?? 0) + item.quantity_picked);
      const ownLines = lines.filter((l) => l.order_id === id);
      const route: Task['route'] = [];
      for (const item of listItems) {
        const last = route.at(-1);
        if (last && last.location_code === item.location_code) {
          last.item_count += 1;
          last.total_quantity += item.quantity_required;
        } else
          route.push({
            sequence: route.length + 1,
            location_code: item.location_code,
            item_count: 1,
            total_quantity: item.quantity_required,
          });
      }
      return {
        id: order.id,
        task_number: order.order_number,
        status: order.status,
        picking_strategy: order.picking_strategy,
        picking_type: 'single',
        priority: order.priority,
        piece_by_piece_enabled: order.piece_by_piece_enabled === 1,
        estimated_time: list?.estimated_time ?? estimatePickingMinutes(ownLines),
        created_at: order.created_at,
        order_date: order.order_date,
        required_date: order.required_date,
        notes: order.notes,
        shipping_method: order.shipping_method,
        kind: order.kind === 'tarea' ? ('tarea' as const) : ('venta' as const),
        customer_name: customerLabel(order.kind, order.customer_name),
        short_picked: listItems.some((item) => item.short_quantity > 0),
        picking_list: list
          ? {
              id: list.id,
              list_number: list.list_number,
              status: list.status,
              assigned_user_id: list.assigned_user_id,
              started_at: list.started_at,
              completed_at: list.completed_at,
            }
          : null,
        task_lines: ownLines.map((line) => ({
          id: line.id,
          product_id: line.product_id,
          product_name: line.product_name,
          product_sku: line.product_sku,
          quantity: line.quantity,
          quantity_picked: picked.get(line.id) ?? 0,
          unit_of_measure: line.unit_of_measure,
          picking_strategy: (line.picking_strategy as PickingStrategy | null) ?? null,
          picking_criteria:
            line.criteria_type && line.criteria_value
              ? { type: line.criteria_type as CriteriaType, value: line.criteria_value }
              : null,
        })),
        route,
      };
    });
}

export async function getPickingTask(deps: Deps, id: number, actor: Actor): Promise<Task> {
  const [task] = await tasksOf(deps.db.kysely, [id]);
  const own = ownListsOf(actor);
  if (!task || (own !== undefined && task.picking_list?.assigned_user_id !== own))
    throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  return task;
}

export async function listPickingTasks(deps: Deps, query: TaskListQuery, actor: Actor) {
  const db = deps.db.kysely;
  let q = db.selectFrom('orders as o').select('o.id');
  if (query.status?.length) q = q.where('o.status', 'in', query.status);
  if (query.strategy) q = q.where('o.picking_strategy', '=', query.strategy);
  if (query.date_from) q = q.where('o.order_date', '>=', santiagoDayStartUtc(query.date_from));
  if (query.date_to) q = q.where('o.order_date', '<=', santiagoDayEndUtc(query.date_to));
  // An operator's tasks: the orders whose open or finished list is assigned to them.
  const own = ownListsOf(actor);
  if (own !== undefined) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('picking_lists as pl')
          .select('pl.id')
          .whereRef('pl.order_id', '=', 'o.id')
          .where('pl.assigned_user_id', '=', own)
          .where('pl.status', '<>', 'cancelled'),
      ),
    );
  }
  const total = await countRows(q);
  const ids = await onePage(q.orderBy('o.order_date', 'desc').orderBy('o.id', 'desc'), query).execute();
  return {
    tasks: await tasksOf(
      db,
      ids.map((r) => r.id),
    ),
    total,
  };
}
