// Routes of a picking list (POST /intelligent-picking/optimize-route/{id},
// GET /intelligent-picking/route-suggestions/{id}): the list's items grouped by location, ordered
// by the route model of their warehouse, and the items re-sequenced to the optimised route.
import { costRoute, type RouteStrategy } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { publicStockKey } from '../ledger';
import type { Actor } from './picking-list-output';
import { pickingListItems, type ItemRow } from './picking-list-reads.repository';
import { requireList } from './read-picking-lists';
import { resequenceList } from './picking-list-writes.repository';
import { loadWarehouseLayout, warehouseNames, warehousesOfLocations, type WarehouseLayout } from './route-layout.repository';
import { mergeRouteParts, type RoutePart } from './route-parts';
import { buildRouteSuggestion, type RouteSuggestion, type StopWithItems } from './route-suggestion';

function stopsOf(items: readonly ItemRow[]): StopWithItems[] {
  return items.map((item) => ({
    location_id: item.location_id,
    items: [
      {
        picking_item_id: item.id,
        product_id: item.product_id,
        product_name: item.product_name,
        product_sku: item.product_sku,
        quantity: item.quantity_required,
        ...publicStockKey(item),
        status: item.status,
      },
    ],
  }));
}

/** The list with its items, split by warehouse in the order the list first reaches each one. */
async function loadListRoute(deps: Deps, id: number, actor: Actor) {
  const db = deps.db.kysely;
  const list = await requireList(db, id, actor);
  const items = await pickingListItems(db, id);
  if (!items.length) throw new AppError('INVALID_STATE', `La lista ${list.list_number} no tiene items`);
  const warehouses = await warehousesOfLocations(
    db,
    items.map((item) => item.location_id),
  );
  const groups = new Map<number, ItemRow[]>();
  for (const item of items) {
    const warehouseId = warehouses.get(item.location_id)!;
    groups.set(warehouseId, [...(groups.get(warehouseId) ?? []), item]);
  }
  const names = await warehouseNames(db, [...groups.keys()]);
  const parts = [...groups].map(([warehouseId, partItems]) => ({
    warehouse_id: warehouseId,
    warehouse_name: names.get(warehouseId) ?? `Bodega ${warehouseId}`,
    items: partItems,
  }));
  return { list, parts };
}

/** Optimises the route and re-sequences the list's items to it (items of one stop stay together). */
export async function optimizeListRoute(deps: Deps, id: number, strategy: RouteStrategy, actor: Actor): Promise<RouteSuggestion> {
  const db = deps.db.kysely;
  const { list, parts } = await loadListRoute(deps, id, actor);
  if (list.status === 'completed' || list.status === 'cancelled')
    throw new AppError('INVALID_STATE', `La lista ${list.list_number} ya no admite cambios de ruta`);
  const routed: RoutePart[] = [];
  for (const part of parts) {
    const layout = await loadWarehouseLayout(db, part.warehouse_id);
    routed.push({ ...part, route: buildRouteSuggestion(part.warehouse_id, layout, stopsOf(part.items), strategy) });
  }
  const suggestion = mergeRouteParts(routed);
  const order = suggestion.steps.flatMap((step) => step.items.map((item) => item.picking_item_id!));
  await db.transaction().execute((trx) => resequenceList(trx, id, order, strategy, nowIso()));
  return suggestion;
}

/**
 * The route the list follows now: its stops in the items' current sequence, costed in the same
 * model; is_optimized tells whether that sequence came from an optimisation.
 */
export async function currentListRoute(deps: Deps, id: number, actor: Actor): Promise<RouteSuggestion> {
  const db = deps.db.kysely;
  const { list, parts } = await loadListRoute(deps, id, actor);
  const routed: RoutePart[] = [];
  for (const part of parts) {
    const layout = await loadWarehouseLayout(db, part.warehouse_id);
    routed.push({ ...part, route: currentPartRoute(list, part.warehouse_id, layout, part.items) });
  }
  return mergeRouteParts(routed);
}

/** One warehouse's part of the route as the list's items are sequenced now. */
function currentPartRoute(
  list: { route_strategy: string | null; route_optimized_at: string | null },
  warehouseId: number,
  layout: WarehouseLayout,
  items: readonly ItemRow[],
): RouteSuggestion {
  const byCode = buildRouteSuggestion(warehouseId, layout, stopsOf(items), 'location_code');
  // Stops in the order their first item appears in the sequence.
  const order: number[] = [];
  for (const item of items) if (!order.includes(item.location_id)) order.push(item.location_id);
  const units = new Map<number, number>();
  for (const item of items) units.set(item.location_id, (units.get(item.location_id) ?? 0) + item.quantity_required);
  const route = costRoute(
    layout.layout,
    order.map((location_id) => ({
      location_id,
      code: layout.rows.get(location_id)!.code,
      quantity: units.get(location_id)!,
    })),
    (list.route_strategy as RouteStrategy | null) ?? 'location_code',
  );
  const stepByLocation = new Map(byCode.steps.map((step) => [step.location_id, step]));
  const steps = route.steps.map((step) => ({
    ...stepByLocation.get(step.location_id)!,
    sequence: step.sequence,
    distance_from_previous: step.distance_from_previous,
    estimated_time_minutes: step.estimated_time_minutes,
  }));
  const savings = byCode.baseline.total_cost > 0 ? Math.max(0, (1 - route.total_cost / byCode.baseline.total_cost) * 100) : 0;
  return {
    ...byCode,
    strategy: route.strategy,
    is_optimized: list.route_optimized_at !== null,
    total_distance: route.total_distance,
    total_cost: route.total_cost,
    return_distance: route.return_distance,
    estimated_time: Math.round(route.total_minutes * 10) / 10,
    steps,
    savings_percent: Math.round(savings * 10) / 10,
  };
}
