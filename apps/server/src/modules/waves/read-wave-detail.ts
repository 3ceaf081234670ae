// Reads of waves: the list, one wave with its orders and batch lists (progress and route), and
// the stat cards, all computed from waves and their picking lists.
import {
  costRoute,
  efficiencyPercent,
  type RouteStrategy,
  type WaveDetail,
  type WaveStats,
  type WaveSummary,
} from '@bodega/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { minutesBetween, itemsAtLocations, loadWarehouseLayout, warehousesOfLocations } from '../picking';
import { waveRow, waveRows, waveStatsFigures } from './waves.repository';

type WaveRowOut = NonNullable<Awaited<ReturnType<typeof waveRow>>>;

function summaryOut(row: WaveRowOut): WaveSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    priority: row.priority,
    notes: row.notes,
    order_count: Number(row.order_count),
    list_count: Number(row.list_count),
    completed_lists: Number(row.completed_lists),
    estimated_time: row.estimated_time,
    actual_time: minutesBetween(row.started_at, row.completed_at),
    created_at: row.created_at,
    started_at: row.started_at,
    completed_at: row.completed_at,
  };
}

export async function listWaves(
  db: Kysely<Database>,
  filters: { status?: string[] | undefined; page: number; per_page: number },
) {
  const { rows, total } = await waveRows(db, filters);
  return { rows: rows.map(summaryOut), total };
}

export async function waveDetail(db: Kysely<Database>, id: number): Promise<WaveDetail> {
  const row = await waveRow(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'Ola no encontrada');
  const orders = await db
    .selectFrom('wave_orders as wo')
    .innerJoin('orders as o', 'o.id', 'wo.order_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'o.id',
      'o.order_number',
      'c.name as customer_name',
      'o.status',
      'o.priority',
      'wo.picking_list_id',
      sql<number>`(select cast(coalesce(sum(ol.quantity), 0) as integer) from order_lines ol where ol.order_id = o.id)`.as(
        'total_items',
      ),
      sql<number>`(select cast(coalesce(sum(x.quantity_picked), 0) as integer) from picking_item_order_lines x where x.order_id = o.id)`.as(
        'picked_units',
      ),
      sql<number>`(select cast(coalesce(sum(x.quantity_required), 0) as integer) from picking_item_order_lines x
        inner join picking_list_items pi on pi.id = x.picking_list_item_id
        inner join picking_lists pl on pl.id = pi.picking_list_id
        where x.order_id = o.id and pl.wave_id = wo.wave_id)`.as('allocated_units'),
    ])
    .where('wo.wave_id', '=', id)
    .orderBy('o.priority', 'desc')
    .orderBy('o.id')
    .execute();
  const lists = await db
    .selectFrom('picking_lists as pl')
    .leftJoin('users as u', 'u.id', 'pl.assigned_user_id')
    .select(['pl.id', 'pl.list_number', 'pl.status', 'pl.estimated_time', 'pl.route_strategy', 'u.username as assigned_username'])
    .where('pl.wave_id', '=', id)
    .orderBy('pl.id')
    .execute();
  const items = await itemsAtLocations(
    db,
    lists.map((l) => l.id),
  );
  const warehouses = await warehousesOfLocations(
    db,
    items.map((i) => i.location_id),
  );
  const layouts = new Map<number, Awaited<ReturnType<typeof loadWarehouseLayout>>>();
  const outLists = [];
  for (const list of lists) {
    const own = items.filter((i) => i.picking_list_id === list.id);
    // The route the list follows: its stops in the items' sequence, costed by the route model.
    const stops: { location_id: number; code: string; quantity: number; items: number }[] = [];
    for (const item of own) {
      const stop = stops.find((s) => s.location_id === item.location_id);
      if (stop) {
        stop.quantity += item.quantity_required;
        stop.items++;
      } else stops.push({ location_id: item.location_id, code: item.location_code, quantity: item.quantity_required, items: 1 });
    }
    const warehouseIds = new Set(own.map((i) => warehouses.get(i.location_id)));
    let route: WaveDetail['lists'][number]['route'] = null;
    if (stops.length && warehouseIds.size === 1) {
      const warehouseId = [...warehouseIds][0]!;
      if (!layouts.has(warehouseId)) layouts.set(warehouseId, await loadWarehouseLayout(db, warehouseId));
      const planned = costRoute(
        layouts.get(warehouseId)!.layout,
        stops,
        (list.route_strategy as RouteStrategy | null) ?? 'location_code',
      );
      route = {
        total_distance: planned.total_distance,
        estimated_time: Math.round(planned.total_minutes * 10) / 10,
        steps: planned.steps.map((step, index) => ({
          sequence: step.sequence,
          location_code: step.code,
          item_count: stops[index]!.items,
          total_quantity: step.quantity,
          distance_from_previous: step.distance_from_previous,
        })),
      };
    }
    const listOrders = orders.filter((o) => o.picking_list_id === list.id);
    outLists.push({
      id: list.id,
      list_number: list.list_number,
      status: list.status,
      assigned_username: list.assigned_username,
      order_numbers: listOrders.map((o) => o.order_number),
      total_items: own.length,
      completed_items: own.filter((i) => i.status !== 'pending').length,
      total_units: own.reduce((s, i) => s + i.quantity_required, 0),
      picked_units: own.reduce((s, i) => s + i.quantity_picked, 0),
      estimated_time: list.estimated_time,
      route,
    });
  }
  return {
    ...summaryOut(row),
    orders: orders.map((o) => ({
      ...o,
      total_items: Number(o.total_items),
      allocated_units: Number(o.allocated_units),
      picked_units: Number(o.picked_units),
    })),
    lists: outLists,
  };
}

/**
 * Stat cards: pending orders (offered for a wave), active waves (pending or in progress),
 * efficiency = Σ estimated / Σ actual minutes of the completed wave lists (clamped as the picking
 * efficiency), average time = mean minutes from start to completion of completed waves. Null
 * when nothing has been completed yet.
 */
export async function waveStats(db: Kysely<Database>): Promise<WaveStats> {
  const figures = await waveStatsFigures(db);
  let estimated = 0;
  let actual = 0;
  for (const list of figures.completedLists) {
    const minutes = minutesBetween(list.started_at, list.completed_at);
    if (minutes === null) continue;
    estimated += list.estimated_time;
    actual += minutes;
  }
  const times = figures.completedWaves
    .map((w) => minutesBetween(w.started_at, w.completed_at))
    .filter((m): m is number => m !== null);
  return {
    pending_orders: figures.pendingOrders,
    active_waves: figures.active,
    completed_waves: figures.completed,
    efficiency: actual > 0 && estimated > 0 ? efficiencyPercent(estimated, actual) : null,
    average_time: times.length ? Math.round((times.reduce((s, m) => s + m, 0) / times.length) * 10) / 10 : null,
  };
}
