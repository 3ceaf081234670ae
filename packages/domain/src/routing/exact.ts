// Exact shortest closed tour by Held–Karp dynamic programming: O(2^m · m²) for m stops, so only
// for small sets (tests and the benchmark compare the heuristic with it).
import { tourCost } from './distance';

export const MAX_EXACT_STOPS = 13;

export function heldKarpTour(matrix: Float64Array, n: number): { order: number[]; cost: number } {
  const m = n - 1;
  if (m > MAX_EXACT_STOPS) throw new Error(`Held–Karp limitado a ${MAX_EXACT_STOPS} paradas (pedidas ${m})`);
  if (m === 0) return { order: [], cost: 0 };
  const full = 1 << m;
  const dp = new Float64Array(full * m).fill(Infinity);
  const parent = new Int8Array(full * m).fill(-1);
  for (let j = 0; j < m; j++) dp[(1 << j) * m + j] = matrix[j + 1]!;
  for (let mask = 1; mask < full; mask++) {
    for (let j = 0; j < m; j++) {
      if (!(mask & (1 << j))) continue;
      const here = dp[mask * m + j]!;
      if (here === Infinity) continue;
      for (let k = 0; k < m; k++) {
        if (mask & (1 << k)) continue;
        const nextMask = mask | (1 << k);
        const cost = here + matrix[(j + 1) * n + k + 1]!;
        if (cost < dp[nextMask * m + k]!) {
          dp[nextMask * m + k] = cost;
          parent[nextMask * m + k] = j;
        }
      }
    }
  }
  let bestEnd = 0;
  let best = Infinity;
  for (let j = 0; j < m; j++) {
    const cost = dp[(full - 1) * m + j]! + matrix[(j + 1) * n]!;
    if (cost < best) {
      best = cost;
      bestEnd = j;
    }
  }
  const order: number[] = [];
  let mask = full - 1;
  let node = bestEnd;
  while (node >= 0) {
    order.push(node + 1);
    const previous = parent[mask * m + node]!;
    mask &= ~(1 << node);
    node = previous;
  }
  order.reverse();
  return { order, cost: tourCost(matrix, n, order) };
}
