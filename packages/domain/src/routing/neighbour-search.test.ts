import { describe, expect, it } from 'vitest';
import { costMatrix, tourCost } from './distance';
import { buildLayout } from './layout';
import { neighbourLists, orOptNeighbours, twoOptNeighbours } from './neighbour-search';
import { nearestNeighbourTour, optimizeTour, sShapeTour } from './tour';
import { gridLocations, sampleLocations, seededRandom } from './synthetic-layouts';

const layout = buildLayout(gridLocations({ aisles: 40, racks: 20, levels: 5, zones: 4, zoneWeight: (z) => 0.3 + 0.3 * z }));
const all = [...layout.points.values()];

function sample(count: number, seed: number) {
  const points = sampleLocations(all, count, seededRandom(seed));
  return { points, matrix: costMatrix(layout.origin, points, layout), n: points.length + 1 };
}

describe('neighbour lists for large tours (more than 60 stops)', () => {
  it('lists each stop’s k nearest others, nearest first, never itself', () => {
    const { matrix, n } = sample(80, 7);
    const lists = neighbourLists(matrix, n, 5);
    expect(lists).toHaveLength(n);
    for (let i = 0; i < n; i++) {
      const list = [...lists[i]!];
      expect(list).toHaveLength(5);
      expect(list).not.toContain(i);
      for (let k = 1; k < list.length; k++)
        expect(matrix[i * n + list[k]!]!).toBeGreaterThanOrEqual(matrix[i * n + list[k - 1]!]!);
    }
  });

  it('2-opt and Or-opt over neighbour lists only shorten a tour and keep every stop once', () => {
    const { matrix, n } = sample(120, 11);
    const lists = neighbourLists(matrix, n);
    const order = nearestNeighbourTour(matrix, n).slice();
    const before = tourCost(matrix, n, order);
    twoOptNeighbours(matrix, n, order, lists);
    orOptNeighbours(matrix, n, order, lists);
    const after = tourCost(matrix, n, order);
    expect(after).toBeLessThanOrEqual(before + 1e-9);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n - 1 }, (_, i) => i + 1));
  });

  it('the optimiser on 200 stops beats the S-shape walk and visits each stop once', () => {
    const { points, matrix, n } = sample(200, 23);
    const result = optimizeTour(matrix, points);
    expect([...result.order].sort((a, b) => a - b)).toEqual(Array.from({ length: n - 1 }, (_, i) => i + 1));
    expect(result.cost).toBeLessThanOrEqual(tourCost(matrix, n, sShapeTour(points)) + 1e-9);
  });
});
