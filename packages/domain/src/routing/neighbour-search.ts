// 2-opt and Or-opt restricted to each stop's nearest neighbours (the usual speed-up for large
// tours): a move is only tried when it joins a stop to one of its K nearest stops. Same tour
// representation as tour.ts (stops 1..m, origin 0 fixed at both ends).

const EPSILON = 1e-9;
export const NEIGHBOURS = 10;

/** The K nearest stops (never the origin) of every node, nearest first. */
export function neighbourLists(matrix: Float64Array, n: number, k = NEIGHBOURS): Int32Array[] {
  const lists: Int32Array[] = [];
  const others = Array.from({ length: n - 1 }, (_, i) => i + 1);
  for (let a = 0; a < n; a++) {
    const row = a * n;
    const sorted = others.filter((b) => b !== a).sort((x, y) => matrix[row + x]! - matrix[row + y]!);
    lists.push(Int32Array.from(sorted.slice(0, k)));
  }
  return lists;
}

function positions(tour: readonly number[]): Int32Array {
  const pos = new Int32Array(tour.length);
  for (let i = 1; i < tour.length - 1; i++) pos[tour[i]!] = i;
  return pos;
}

function reverse(tour: number[], pos: Int32Array, i: number, j: number): void {
  while (i < j) {
    const t = tour[i]!;
    tour[i] = tour[j]!;
    tour[j] = t;
    pos[tour[i]!] = i;
    pos[tour[j]!] = j;
    i++;
    j--;
  }
  if (i === j) pos[tour[i]!] = i;
}

/** 2-opt over neighbour lists; returns whether it shortened the tour. */
export function twoOptNeighbours(matrix: Float64Array, n: number, order: number[], lists: Int32Array[]): boolean {
  const tour = [0, ...order, 0];
  const m = order.length;
  const pos = positions(tour);
  const d = (a: number, b: number) => matrix[a * n + b]!;
  let improvedAny = false;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i <= m; i++) {
      const a = tour[i]!;
      // Successor edge (a, an): join a to a near c.
      const an = tour[i + 1]!;
      const dSucc = d(a, an);
      for (const c of lists[a]!) {
        const dac = d(a, c);
        if (dac >= dSucc - EPSILON) break;
        const j = pos[c]!;
        const cn = tour[j + 1]!;
        const delta = dac + d(an, cn) - dSucc - d(c, cn);
        if (delta < -EPSILON) {
          if (j > i) reverse(tour, pos, i + 1, j);
          else reverse(tour, pos, j + 1, i);
          improved = improvedAny = true;
          break;
        }
      }
      if (tour[i] !== a) continue;
      // Predecessor edge (ap, a).
      const ap = tour[i - 1]!;
      const dPred = d(ap, a);
      for (const c of lists[a]!) {
        const dac = d(a, c);
        if (dac >= dPred - EPSILON) break;
        const j = pos[c]!;
        const cp = tour[j - 1]!;
        const delta = dac + d(ap, cp) - dPred - d(cp, c);
        if (delta < -EPSILON) {
          if (j < i) reverse(tour, pos, j, i - 1);
          else reverse(tour, pos, i, j - 1);
          improved = improvedAny = true;
          break;
        }
      }
    }
  }
  for (let i = 0; i < m; i++) order[i] = tour[i + 1]!;
  return improvedAny;
}

/** Or-opt (runs of 1 to 3 stops) inserted only next to a neighbour of the run's ends. */
export function orOptNeighbours(matrix: Float64Array, n: number, order: number[], lists: Int32Array[]): boolean {
  let tour = [0, ...order, 0];
  const m = order.length;
  let pos = positions(tour);
  const d = (a: number, b: number) => matrix[a * n + b]!;
  let improvedAny = false;
  let improved = true;
  while (improved) {
    improved = false;
    for (let length = 1; length <= Math.min(3, m - 1); length++) {
      for (let i = 1; i + length - 1 <= m; i++) {
        const j = i + length - 1;
        const prev = tour[i - 1]!;
        const next = tour[j + 1]!;
        const first = tour[i]!;
        const last = tour[j]!;
        const removeGain = d(prev, first) + d(last, next) - d(prev, next);
        if (removeGain <= EPSILON) continue;
        let bestDelta = -EPSILON;
        let bestP = -1;
        let bestReversed = false;
        const tryEdge = (p: number) => {
          if (p < 0 || p > m || (p >= i - 1 && p <= j)) return;
          const u = tour[p]!;
          const v = tour[p + 1]!;
          const uv = d(u, v);
          const forward = d(u, first) + d(last, v) - uv - removeGain;
          const backward = d(u, last) + d(first, v) - uv - removeGain;
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
        };
        tryEdge(0);
        tryEdge(m);
        for (const end of [first, last]) {
          for (const c of lists[end]!) {
            const p = pos[c]!;
            tryEdge(p - 1);
            tryEdge(p);
          }
        }
        if (bestP >= 0) {
          const segment = tour.slice(i, j + 1);
          if (bestReversed) segment.reverse();
          const rest = [...tour.slice(0, i), ...tour.slice(j + 1)];
          const at = bestP < i ? bestP + 1 : bestP + 1 - length;
          rest.splice(at, 0, ...segment);
          tour = rest;
          pos = positions(tour);
          improved = improvedAny = true;
        }
      }
    }
  }
  for (let k = 0; k < m; k++) order[k] = tour[k + 1]!;
  return improvedAny;
}
