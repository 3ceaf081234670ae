// Builds the route answer from a layout and the stops with their
// items, beside the same stops in location-code order so a user can see what the route saves.
import { costRoute, planRoute, routeOrder, type RouteStrategy } from '@bodega/domain';
import type { WarehouseLayout } from './route-layout.repository';

export interface RouteItem {
  picking_item_id?: number | null;
  product_id: number;
  product_name: string;
  product_sku: string;
  quantity: number;
  lot_number?: string | null;
  serial_number?: string | null;
  expiry_date?: string | null;
  status?: string | null;
}

export interface StopWithItems {
  location_id: number;
  /** Units picked there; the sum of the items' quantities when absent. */
  quantity?: number;
  items: RouteItem[];
}

export interface RouteStep {
  location_id: number;
  sequence: number;
  location_code: string;
  aisle: string | null;
  rack: string | null;
  level: string | null;
  position: string | null;
  zone_info: { zone_id: number | null; zone_name: string; zone_weight: number };
  location_weight: number;
  distance_from_previous: number;
  estimated_time_minutes: number;
  item_count: number;
  total_quantity: number;
  items: RouteItem[];
  warehouse_id?: number;
}

export interface RouteSuggestion {
  warehouse_id: number;
  strategy: RouteStrategy;
  is_optimized: boolean;
  origin: { location_id: number; location_code: string } | null;
  total_locations: number;
  /** Metres walked, origin to origin. */
  total_distance: number;
  /** Metres-equivalent the optimiser minimises (walking, levels, zone changes, location weights). */
  total_cost: number;
  return_distance: number;
  /** Minutes: walking plus handling of every stop and unit. */
  estimated_time: number;
  steps: RouteStep[];
  /** The same stops in location-code order (what a picklist sorted by bin walks). */
  baseline: { strategy: 'location_code'; total_distance: number; total_cost: number; estimated_time: number };
  /** Cost saved against the baseline, percent (0 when the baseline is as short). */
  savings_percent: number;
  /** A picking list's route, warehouse by warehouse (route-parts.ts). */
  warehouses?: Array<{
    warehouse_id: number;
    warehouse_name: string;
    total_locations: number;
    total_distance: number;
    estimated_time: number;
  }>;
}

const OPTIMIZING: readonly RouteStrategy[] = ['zone_weight_optimized', 'shortest_distance'];

export function buildRouteSuggestion(
  warehouseId: number,
  warehouse: WarehouseLayout,
  stops: readonly StopWithItems[],
  strategy: RouteStrategy,
): RouteSuggestion {
  const { layout, rows, origin } = warehouse;
  const byLocation = new Map<number, RouteItem[]>();
  const units = new Map<number, number>();
  for (const stop of stops) {
    byLocation.set(stop.location_id, [...(byLocation.get(stop.location_id) ?? []), ...stop.items]);
    const quantity = stop.quantity ?? stop.items.reduce((sum, item) => sum + item.quantity, 0);
    units.set(stop.location_id, (units.get(stop.location_id) ?? 0) + quantity);
  }
  const routeStops = [...byLocation.keys()].map((location_id) => ({
    location_id,
    code: rows.get(location_id)!.code,
    quantity: units.get(location_id)!,
  }));
  const route = planRoute(layout, routeStops, strategy);
  const byCode = costRoute(
    layout,
    routeOrder(layout, routeStops, 'location_code').map((i) => routeStops[i]!),
    'location_code',
  );
  const steps: RouteStep[] = route.steps.map((step) => {
    const row = rows.get(step.location_id)!;
    const items = byLocation.get(step.location_id)!;
    return {
      location_id: step.location_id,
      sequence: step.sequence,
      location_code: row.code,
      aisle: row.aisle,
      rack: row.rack,
      level: row.level,
      position: row.position,
      zone_info: { zone_id: row.zone_id, zone_name: row.zone_name, zone_weight: row.zone_weight },
      location_weight: row.weight,
      distance_from_previous: step.distance_from_previous,
      estimated_time_minutes: step.estimated_time_minutes,
      item_count: items.length,
      total_quantity: step.quantity,
      items,
    };
  });
  const savings = byCode.total_cost > 0 ? Math.max(0, (1 - route.total_cost / byCode.total_cost) * 100) : 0;
  return {
    warehouse_id: warehouseId,
    strategy,
    is_optimized: OPTIMIZING.includes(strategy),
    origin: origin ? { location_id: origin.id, location_code: origin.code } : null,
    total_locations: steps.length,
    total_distance: route.total_distance,
    total_cost: route.total_cost,
    return_distance: route.return_distance,
    estimated_time: round1(route.total_minutes),
    steps,
    baseline: {
      strategy: 'location_code',
      total_distance: byCode.total_distance,
      total_cost: byCode.total_cost,
      estimated_time: round1(byCode.total_minutes),
    },
    savings_percent: round1(savings),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
