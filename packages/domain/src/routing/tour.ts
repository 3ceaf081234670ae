// Tour construction and improvement over a symmetric cost matrix whose node 0 is the origin.
// A tour is the order of the stops 1..m; the walk starts and ends at the origin.
import type { RoutePoint } from './layout';
import { tourCost } from './distance';
import { neighbourLists, orOptNeighbours, twoOptNeighbours } from './neighbour-search';

const EPSILON = 1e-9;
/** Above this many stops only the best construction is improved. */
const LARGE_TOUR = 60;

/** Nearest neighbour from the origin. */
export function nearestNeighbourTour(matrix: Float64Array, n: number, first = 0): number[] {
  const visited = new Uint8Array(n);
  const order: number[] = [];
  let current = 0;
  if (first > 0) {
    visited[first] = 1;
    order.push(first);
    current = first;
  }
  for (let step = order.length + 1; step < n; step++) {
    let best = -1;
    let bestCost = Infinity;
    for (let j = 1; j < n; j++) {
      if (visited[j]) continue;
      const cost = matrix[current * n + j]!;
      if (cost < bestCost - EPSILON) {
        bestCost = cost;
        best = j;
      }
    }
    visited[best] = 1;
    order.push(best);
    current = best;
  }
  return order;
}

/**
 * S-shape (traversal) policy: aisles with stops left to right, walking the first up, the next
 * down, and so on; stops without an aisle (at the front) first. Returns node numbers (1-based).
 */
export function sShapeTour(points: readonly RoutePoint[]): number[] {
  return aisleWiseTour(points, true);
}

/** Return policy: every aisle entered and left from the front, aisles left to right. */
export function returnTour(points: readonly RoutePoint[]): number[] {
  return aisleWiseTour(points, false);
}

function aisleWiseTour(points: readonly RoutePoint[], alternate: boolean): number[] {
  const aisles = [...new Set(points.map((p) => p.aisle_index ?? -1))].sort((a, b) => a - b);
  const rank = new Map(aisles.map((a, i) => [a, i]));
  return points
    .map((point, i) => ({ point, node: i + 1 }))
    .sort((a, b) => {
      const ra = rank.get(a.point.aisle_index ?? -1)!;
      const rb = rank.get(b.point.aisle_index ?? -1)!;
      if (ra !== rb) return ra - rb;
      const up = !alternate || ra % 2 === 0 ? 1 : -1;
      if (a.point.y !== b.point.y) return (a.point.y - b.point.y) * up;
      return a.point.z - b.point.z;
    })
    .map(({ node }) => node);
}

/** 2-opt: reverses segments while that shortens the closed tour (first improvement, one sweep continues after each move). */
export function twoOpt(matrix: Float64Array, n: number, order: number[]): boolean {
  const tour = [0, ...order, 0];
  const m = order.length;
  let improvedAny = false;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < m; i++) {
      for (let j = i + 1; j <= m; j++) {
        const a = tour[i - 1]!;
        const b = tour[i]!;
        const c = tour[j]!;
        const d = tour[j + 1]!;
        const delta = matrix[a * n + c]! + matrix[b * n + d]! - matrix[a * n + b]! - matrix[c * n + d]!;
        if (delta < -EPSILON) {
          reverse(tour, i, j);
          improved = improvedAny = true;
        }
      }
    }
  }
  for (let i = 0; i < m; i++) order[i] = tour[i + 1]!;
  return improvedAny;
}

function reverse(tour: number[], i: number, j: number): void {
  while (i < j) {
    const t = tour[i]!;
    tour[i++] = tour[j]!;
    tour[j--] = t;
  }
}

/** Longest run Or-opt moves: any length on small tours (cheap there), 3 on large ones. */
export function orOptMaxRun(stops: number): number {
  return stops <= 40 ? Math.max(1, stops - 1) : 3;
}

/**
 * Or-opt: moves a run of consecutive stops (1 up to `orOptMaxRun`, kept or reversed) to the best
 * other place in the tour while that shortens it; one sweep continues after each move.
 */
export function orOpt(matrix: Float64Array, n: number, order: number[]): boolean {
  let tour = [0, ...order, 0];
  const m = order.length;
  let improvedAny = false;
  let improved = true;
  while (improved) {
    improved = false;
    for (let length = 1; length <= Math.min(orOptMaxRun(m), m - 1); length++) {
      for (let i = 1; i + length - 1 <= m; i++) {
        const j = i + length - 1;
        const prev = tour[i - 1]!;
        const next = tour[j + 1]!;
        const first = tour[i]!;
        const last = tour[j]!;
        const removeGain = matrix[prev * n + first]! + matrix[last * n + next]! - matrix[prev * n + next]!;
        let bestDelta = -EPSILON;
        let bestP = -1;
        let bestReversed = false;
        for (let p = 0; p <= m; p++) {
          if (p >= i - 1 && p <= j) continue;
          const u = tour[p]!;
          const v = tour[p + 1]!;
          const uv = matrix[u * n + v]!;
          const forward = matrix[u * n + first]! + matrix[last * n + v]! - uv - removeGain;
          const backward = matrix[u * n + last]! + matrix[first * n + v]! - uv - removeGain;
          if (forward < bestDelta) {
            bestDelta = forward;
            bestP = p;
            bestReversed = false;
          }
          if (backward < bestDelta) {
            bestDelta = backward;
            bestP = p;
            bestReversed = true;
          }
        }
        if (bestP >= 0) {
          const segment = tour.slice(i, j + 1);
          if (bestReversed) segment.reverse();
          const rest = [...tour.slice(0, i), ...tour.slice(j + 1)];
          const at = bestP < i ? bestP + 1 : bestP + 1 - length;
          rest.splice(at, 0, ...segment);
          tour = rest;
          improved = improvedAny = true;
        }
      }
    }
  }
  for (let k = 0; k < m; k++) order[k] = tour[k + 1]!;
  return improvedAny;
}

/**
 * 2-opt and Or-opt in turn until neither shortens the tour (a local optimum of both). With
 * neighbour lists (large tours) the moves are first tried between near stops only, then once
 * over the whole tour to finish.
 */
export function improveTour(matrix: Float64Array, n: number, order: number[], lists?: Int32Array[]): number[] {
  const tour = [...order];
  if (lists) {
    for (let round = 0; round < 100; round++) {
      const a = twoOptNeighbours(matrix, n, tour, lists);
      const b = orOptNeighbours(matrix, n, tour, lists);
      if (!a && !b) break;
    }
  }
  for (let round = 0; round < 100; round++) {
    const a = twoOpt(matrix, n, tour);
    const b = orOpt(matrix, n, tour);
    if (!a && !b) break;
  }
  return tour;
}

export interface OptimizedTour {
  order: number[];
  cost: number;
  /** Which construction the best tour started from. */
  start: 'nearest_neighbour' | 's_shape' | 'return';
}

/** Kicks of the iterated local search: many on small tours (cheap), few on large ones. */
export function kicksFor(stops: number): number {
  if (stops < 4) return 0;
  if (stops <= 20) return 80;
  if (stops <= 60) return 25;
  if (stops <= 120) return 6;
  return 2;
}

/**
 * The best of three improved tours (nearest neighbour, S-shape and return policy, each followed
 * by 2-opt and Or-opt), then an iterated local search: a double-bridge kick of the best tour (on
 * small tours also fresh random starts), improved again, kept when shorter. Deterministic (fixed seed). `points[i]` is node i + 1.
 */
export function optimizeTour(matrix: Float64Array, points: readonly RoutePoint[]): OptimizedTour {
  const n = points.length + 1;
  if (points.length === 0) return { order: [], cost: 0, start: 'nearest_neighbour' };
  const starts: Array<[OptimizedTour['start'], number[]]> = [
    ['nearest_neighbour', nearestNeighbourTour(matrix, n)],
    ['s_shape', sShapeTour(points)],
    ['return', returnTour(points)],
  ];
  // Small tours: nearest neighbour from every first stop as well (cheap, and it diversifies).
  if (points.length <= 30)
    for (let first = 1; first < n; first++) starts.push(['nearest_neighbour', nearestNeighbourTour(matrix, n, first)]);
  // Large tours: only the construction that starts shortest is improved (the others cost as much
  // time each and, on a block of aisles, rarely end better).
  const candidates =
    points.length > LARGE_TOUR
      ? [starts.reduce((a, b) => (tourCost(matrix, n, b[1]) < tourCost(matrix, n, a[1]) ? b : a))]
      : starts;
  const lists = points.length > LARGE_TOUR ? neighbourLists(matrix, n) : undefined;
  let best: OptimizedTour | null = null;
  for (const [start, order] of candidates) {
    const improved = improveTour(matrix, n, order, lists);
    const cost = tourCost(matrix, n, improved);
    if (best === null || cost < best.cost - EPSILON) best = { order: improved, cost, start };
  }
  const random = lcg(points.length);
  const small = points.length <= 20;
  for (let kick = kicksFor(points.length); kick > 0; kick--) {
    // Small tours alternate a kick of the best tour with a fresh random start.
    const start = small && kick % 2 === 0 ? shuffled(best!.order, random) : doubleBridge(best!.order, random);
    const candidate = improveTour(matrix, n, start, lists);
    const cost = tourCost(matrix, n, candidate);
    if (cost < best!.cost - EPSILON) best = { ...best!, order: candidate, cost };
  }
  return best!;
}

/** A double-bridge move: A B C D → A C B D, with three random cut points. */
function doubleBridge(order: readonly number[], random: () => number): number[] {
  const m = order.length;
  const cuts = [1 + Math.floor(random() * (m - 2)), 1 + Math.floor(random() * (m - 2)), 1 + Math.floor(random() * (m - 2))].sort(
    (a, b) => a - b,
  );
  const [p, q, r] = cuts as [number, number, number];
  return [...order.slice(0, p), ...order.slice(q, r), ...order.slice(p, q), ...order.slice(r)];
}

function shuffled(order: readonly number[], random: () => number): number[] {
  const copy = [...order];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

function lcg(seed: number): () => number {
  let state = (seed * 2654435761 + 12345) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}
