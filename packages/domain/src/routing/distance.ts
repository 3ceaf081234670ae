import type { Layout, LayoutParams, RoutePoint } from './layout';

/**
 * Shortest walk between two points of a single block with a front and a back cross aisle: inside
 * one aisle straight along it; between aisles out through the front or the back (whichever is
 * shorter) and across. Points at the front (y = 0) are on the cross aisle itself.
 */
export function walkDistance(a: RoutePoint, b: RoutePoint, depth: number): number {
  if (a.x === b.x) return Math.abs(a.y - b.y);
  const across = Math.abs(a.x - b.x);
  return across + Math.min(a.y + b.y, 2 * depth - a.y - b.y);
}

/** Height cost: within one bay the picker moves between levels; elsewhere down and up again. */
export function verticalCost(a: RoutePoint, b: RoutePoint, params: LayoutParams): number {
  if (a.x === b.x && a.y === b.y) return Math.abs(a.z - b.z) * params.levelCost;
  return (a.z + b.z) * params.levelCost;
}

/** Changing zones (doors, restricted access, cold room) costs the mean weight of both zones. */
export function zoneChangeCost(a: RoutePoint, b: RoutePoint, params: LayoutParams): number {
  if (a.zone_key === b.zone_key) return 0;
  return ((a.zone_weight + b.zone_weight) / 2) * params.zoneChangeCost;
}

/** Symmetric travel cost between two points (metres-equivalent): walk, height and zone change. */
export function travelCost(a: RoutePoint, b: RoutePoint, layout: Pick<Layout, 'depth' | 'params'>): number {
  return walkDistance(a, b, layout.depth) + verticalCost(a, b, layout.params) + zoneChangeCost(a, b, layout.params);
}

/** Cost of reaching a stop's location once there (its location weight); the same in every order. */
export function accessCost(point: RoutePoint, params: LayoutParams): number {
  return point.weight * params.accessCost;
}

/** Symmetric matrix of travel costs; index 0 is the origin, 1..n the points. */
export function costMatrix(
  origin: RoutePoint,
  points: readonly RoutePoint[],
  layout: Pick<Layout, 'depth' | 'params'>,
): Float64Array {
  const all = [origin, ...points];
  const n = all.length;
  const matrix = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const cost = travelCost(all[i]!, all[j]!, layout);
      matrix[i * n + j] = cost;
      matrix[j * n + i] = cost;
    }
  }
  return matrix;
}

/** Length of a closed tour (origin → order… → origin) over a cost matrix of size n. */
export function tourCost(matrix: Float64Array, n: number, order: readonly number[]): number {
  let total = 0;
  let previous = 0;
  for (const node of order) {
    total += matrix[previous * n + node]!;
    previous = node;
  }
  return total + matrix[previous * n]!;
}
