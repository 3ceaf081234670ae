// Wave analysis: how much the orders' locations overlap, pair by pair.

/** shared / union of two location sets, as a percentage with one decimal (0 when both are empty). */
export function overlapPercentage(
  a: ReadonlySet<number>,
  b: ReadonlySet<number>,
): { shared: number; union: number; percentage: number } {
  let shared = 0;
  for (const loc of a) if (b.has(loc)) shared++;
  const union = a.size + b.size - shared;
  return { shared, union, percentage: union === 0 ? 0 : Math.round((shared / union) * 1000) / 10 };
}

export interface OrderLocations {
  id: number;
  location_ids: ReadonlySet<number>;
}

export interface OverlapPair {
  order_ids: [number, number];
  shared_locations: number;
  union_locations: number;
  overlap_percentage: number;
}

/** Every pair of orders (in the given order) that shares at least one location, most overlapping first. */
export function overlappingPairs(orders: readonly OrderLocations[]): OverlapPair[] {
  const pairs: OverlapPair[] = [];
  for (let i = 0; i < orders.length; i++) {
    for (let j = i + 1; j < orders.length; j++) {
      const a = orders[i]!;
      const b = orders[j]!;
      const { shared, union, percentage } = overlapPercentage(a.location_ids, b.location_ids);
      if (shared > 0)
        pairs.push({ order_ids: [a.id, b.id], shared_locations: shared, union_locations: union, overlap_percentage: percentage });
    }
  }
  return pairs.sort((x, y) => y.overlap_percentage - x.overlap_percentage || y.shared_locations - x.shared_locations);
}

/** Suggestion efficiency: average orders per wave (two decimals) and location utilisation as a fraction. */
export function suggestionEfficiency(
  waves: readonly { order_count: number; estimated_locations: number }[],
  maxLocationsPerWave: number,
) {
  if (!waves.length) return { average_orders_per_wave: 0, location_utilization: 0 };
  const orders = waves.reduce((sum, w) => sum + w.order_count, 0);
  const locations = waves.reduce((sum, w) => sum + w.estimated_locations, 0);
  return {
    average_orders_per_wave: Math.round((orders / waves.length) * 100) / 100,
    // Share of the locations the limits allow that the suggested waves use.
    location_utilization: Math.round(Math.min(1, locations / (waves.length * maxLocationsPerWave)) * 1000) / 1000,
  };
}
