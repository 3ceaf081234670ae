// A picking list whose units lie in several warehouses is walked warehouse by warehouse: each
// part is routed in its own warehouse (its layout and origin) and the parts follow one another,
// in the order the list first reaches each warehouse.
import type { RouteSuggestion } from './route-suggestion';

export interface RoutePart {
  warehouse_id: number;
  warehouse_name: string;
  route: RouteSuggestion;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const sum = (parts: readonly RoutePart[], pick: (route: RouteSuggestion) => number) =>
  parts.reduce((total, part) => total + pick(part.route), 0);

/** The list's route: the parts' stops in turn, numbered on, with the parts' totals summed. */
export function mergeRouteParts(parts: readonly RoutePart[]): RouteSuggestion {
  const first = parts[0]!.route;
  let sequence = 0;
  const steps = parts.flatMap((part) =>
    part.route.steps.map((step) => ({ ...step, sequence: ++sequence, warehouse_id: part.warehouse_id })),
  );
  const totalCost = sum(parts, (r) => r.total_cost);
  const baselineCost = sum(parts, (r) => r.baseline.total_cost);
  return {
    ...first,
    is_optimized: parts.every((part) => part.route.is_optimized),
    total_locations: steps.length,
    total_distance: round1(sum(parts, (r) => r.total_distance)),
    total_cost: round1(totalCost),
    return_distance: round1(sum(parts, (r) => r.return_distance)),
    estimated_time: round1(sum(parts, (r) => r.estimated_time)),
    steps,
    baseline: {
      strategy: 'location_code',
      total_distance: round1(sum(parts, (r) => r.baseline.total_distance)),
      total_cost: round1(baselineCost),
      estimated_time: round1(sum(parts, (r) => r.baseline.estimated_time)),
    },
    savings_percent: baselineCost > 0 ? round1(Math.max(0, (1 - totalCost / baselineCost) * 100)) : 0,
    warehouses: parts.map((part) => ({
      warehouse_id: part.warehouse_id,
      warehouse_name: part.warehouse_name,
      total_locations: part.route.total_locations,
      total_distance: part.route.total_distance,
      estimated_time: part.route.estimated_time,
    })),
  };
}
