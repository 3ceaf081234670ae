// A picking route over a warehouse layout: which order to visit the stops in, and what each leg
// costs in metres and minutes.
import { accessCost, costMatrix, tourCost, travelCost, walkDistance } from './distance';
import type { Layout, RoutePoint } from './layout';
import { optimizeTour, sShapeTour } from './tour';

/** Route strategies: the default weighs zones; the others are the baselines a user can compare. */
export const ROUTE_STRATEGIES = ['zone_weight_optimized', 'shortest_distance', 's_shape', 'location_code'] as const;
export type RouteStrategy = (typeof ROUTE_STRATEGIES)[number];

export const ROUTE_STRATEGY_LABELS: Record<RouteStrategy, { name: string; description: string }> = {
  zone_weight_optimized: {
    name: 'Optimizada por peso de zona',
    description: 'Recorrido más corto considerando pasillos, niveles, cambios de zona y peso de cada ubicación',
  },
  shortest_distance: {
    name: 'Distancia más corta',
    description: 'Recorrido más corto por pasillos y niveles, sin penalizar los cambios de zona',
  },
  s_shape: {
    name: 'Recorrido en S',
    description: 'Recorre cada pasillo con paradas completo, alternando el sentido',
  },
  location_code: {
    name: 'Orden de código de ubicación',
    description: 'Visita las ubicaciones en el orden de su código',
  },
};

export function isRouteStrategy(value: unknown): value is RouteStrategy {
  return typeof value === 'string' && (ROUTE_STRATEGIES as readonly string[]).includes(value);
}

export interface RouteStopInput {
  location_id: number;
  code: string;
  /** Units to pick there (handling time). */
  quantity: number;
}

export interface PlannedStep {
  location_id: number;
  code: string;
  sequence: number;
  quantity: number;
  /** Metres walked from the previous stop (the origin for the first). */
  distance_from_previous: number;
  /** Metres-equivalent of the leg: walking, height, zone change and the location's weight. */
  cost_from_previous: number;
  travel_minutes: number;
  handling_minutes: number;
  /** travel + handling of this stop. */
  estimated_time_minutes: number;
}

export interface PlannedRoute {
  strategy: RouteStrategy;
  steps: PlannedStep[];
  /** Metres walked back to the origin after the last stop. */
  return_distance: number;
  /** Metres walked in all, origin to origin. */
  total_distance: number;
  /** Metres-equivalent of the whole tour (what the optimiser minimises). */
  total_cost: number;
  total_minutes: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Groups stops by location (quantities add up); keeps the first code seen. */
export function mergeStops(stops: readonly RouteStopInput[]): RouteStopInput[] {
  const byLocation = new Map<number, RouteStopInput>();
  for (const stop of stops) {
    const seen = byLocation.get(stop.location_id);
    if (seen) seen.quantity += stop.quantity;
    else byLocation.set(stop.location_id, { ...stop });
  }
  return [...byLocation.values()];
}

/** Order of the stops (indices into `stops`) a strategy chooses. */
export function routeOrder(layout: Layout, stops: readonly RouteStopInput[], strategy: RouteStrategy): number[] {
  const points = stops.map((stop) => pointOf(layout, stop.location_id));
  if (strategy === 'location_code') {
    return stops
      .map((stop, i) => ({ code: stop.code, i }))
      .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.i - b.i))
      .map(({ i }) => i);
  }
  if (strategy === 's_shape') return sShapeTour(points).map((node) => node - 1);
  const model = strategy === 'shortest_distance' ? { ...layout, params: { ...layout.params, zoneChangeCost: 0 } } : layout;
  const matrix = costMatrix(layout.origin, points, model);
  return optimizeTour(matrix, points).order.map((node) => node - 1);
}

/** Plans a route: merges stops per location, orders them by the strategy, costs every leg. */
export function planRoute(
  layout: Layout,
  stops: readonly RouteStopInput[],
  strategy: RouteStrategy = 'zone_weight_optimized',
): PlannedRoute {
  const merged = mergeStops(stops);
  const order = routeOrder(layout, merged, strategy);
  return costRoute(
    layout,
    order.map((i) => merged[i]!),
    strategy,
  );
}

/** Costs stops in the given order with the full model (the same figures for every strategy). */
export function costRoute(layout: Layout, ordered: readonly RouteStopInput[], strategy: RouteStrategy): PlannedRoute {
  const { params } = layout;
  let previous: RoutePoint = layout.origin;
  let totalDistance = 0;
  let totalCost = 0;
  let totalMinutes = 0;
  const steps: PlannedStep[] = ordered.map((stop, index) => {
    const point = pointOf(layout, stop.location_id);
    const walked = walkDistance(previous, point, layout.depth);
    const cost = travelCost(previous, point, layout) + accessCost(point, params);
    const travel = cost / params.walkSpeed;
    const handling = params.stopMinutes * point.weight + params.unitMinutes * stop.quantity;
    totalDistance += walked;
    totalCost += cost;
    totalMinutes += travel + handling;
    previous = point;
    return {
      location_id: stop.location_id,
      code: stop.code,
      sequence: index + 1,
      quantity: stop.quantity,
      distance_from_previous: round2(walked),
      cost_from_previous: round2(cost),
      travel_minutes: round2(travel),
      handling_minutes: round2(handling),
      estimated_time_minutes: round2(travel + handling),
    };
  });
  const back = walkDistance(previous, layout.origin, layout.depth);
  const backCost = ordered.length ? travelCost(previous, layout.origin, layout) : 0;
  totalDistance += back;
  totalCost += backCost;
  totalMinutes += backCost / params.walkSpeed;
  return {
    strategy,
    steps,
    return_distance: round2(back),
    total_distance: round2(totalDistance),
    total_cost: round2(totalCost),
    total_minutes: round2(totalMinutes),
  };
}

/** Travel cost (metres-equivalent, no access cost) of visiting the stops in this order. */
export function orderCost(layout: Layout, ordered: readonly RouteStopInput[]): number {
  const points = ordered.map((stop) => pointOf(layout, stop.location_id));
  const matrix = costMatrix(layout.origin, points, layout);
  return tourCost(
    matrix,
    points.length + 1,
    points.map((_, i) => i + 1),
  );
}

function pointOf(layout: Layout, locationId: number): RoutePoint {
  const point = layout.points.get(locationId);
  if (!point) throw new Error(`La ubicación ${locationId} no pertenece al plano de la bodega`);
  return point;
}

/** Shortest path between two locations of the layout (from the origin when `fromId` is null), in the same model as the routes. */
export function shortestPath(layout: Layout, fromId: number | null, toId: number) {
  const from = fromId === null ? layout.origin : pointOf(layout, fromId);
  const to = pointOf(layout, toId);
  const walked = walkDistance(from, to, layout.depth);
  const cost = travelCost(from, to, layout) + accessCost(to, layout.params);
  let via: 'same_aisle' | 'front' | 'back' = 'same_aisle';
  if (from.x !== to.x) via = from.y + to.y <= 2 * layout.depth - from.y - to.y ? 'front' : 'back';
  return {
    distance: round2(walked),
    cost: round2(cost),
    estimated_time_minutes: round2(cost / layout.params.walkSpeed),
    via,
  };
}
