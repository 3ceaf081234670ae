import { describe, expect, it } from 'vitest';
import { buildLayout, coordinateNumber, DEFAULT_LAYOUT_PARAMS, type LayoutLocation } from './layout';
import { costMatrix, tourCost, travelCost, walkDistance } from './distance';
import { heldKarpTour } from './exact';
import { costRoute, planRoute, routeOrder, shortestPath } from './plan';
import { optimizeTour, sShapeTour } from './tour';
import { gridLocations, sampleLocations, seededRandom } from './synthetic-layouts';

const P = DEFAULT_LAYOUT_PARAMS;

function location(
  id: number,
  aisle: string | null,
  rack: string | null,
  level = '1',
  zone = 1,
  zoneWeight = 1,
  weight = 1,
): LayoutLocation {
  return { id, code: `L${id}`, aisle, rack, level, position: '1', zone_id: zone, zone_weight: zoneWeight, weight };
}

/** Every permutation's cost: the exact optimum by brute force, to check Held–Karp itself. */
function bruteForce(matrix: Float64Array, n: number): number {
  const nodes = Array.from({ length: n - 1 }, (_, i) => i + 1);
  let best = Infinity;
  const permute = (prefix: number[], rest: number[]) => {
    if (!rest.length) best = Math.min(best, tourCost(matrix, n, prefix));
    rest.forEach((node, i) => permute([...prefix, node], [...rest.slice(0, i), ...rest.slice(i + 1)]));
  };
  permute([], nodes);
  return best;
}

describe('layout coordinates', () => {
  it('reads numbers out of coordinate labels', () => {
    expect(coordinateNumber('03')).toBe(3);
    expect(coordinateNumber('R2')).toBe(2);
    expect(coordinateNumber('A')).toBeNull();
    expect(coordinateNumber(null)).toBeNull();
  });

  it('orders aisles naturally and places racks along the aisle', () => {
    const layout = buildLayout([location(1, 'P10', '01'), location(2, 'P2', '01'), location(3, 'P2', '03', '2')]);
    expect(layout.aisles).toEqual(['P2', 'P10']);
    expect(layout.points.get(2)!.x).toBe(0);
    expect(layout.points.get(1)!.x).toBe(P.aisleSpacing);
    expect(layout.points.get(3)!.y - layout.points.get(2)!.y).toBeCloseTo(2 * P.rackLength);
    expect(layout.points.get(3)!.z).toBe(1);
    expect(layout.depth).toBeCloseTo(2 * P.crossAisleDepth + 3 * P.rackLength);
  });

  it('puts the origin at its location, or at the front of the first aisle', () => {
    const locations = [location(1, 'A', '01'), location(2, 'B', '05'), location(9, null, null)];
    expect(buildLayout(locations).origin).toMatchObject({ x: 0, y: 0, z: 0 });
    expect(buildLayout(locations, 2).origin).toMatchObject({ x: P.aisleSpacing, y: buildLayout(locations).points.get(2)!.y });
    expect(buildLayout(locations, 9).origin).toMatchObject({ x: 0, y: 0 });
  });
});

describe('distance model', () => {
  const layout = buildLayout([
    location(1, 'A', '01'),
    location(2, 'A', '10'),
    location(3, 'C', '01'),
    location(4, 'C', '10'),
    location(5, 'B', '05'),
    location(6, 'A', '10', '3'),
  ]);
  const at = (id: number) => layout.points.get(id)!;

  it('walks along one aisle in a straight line', () => {
    expect(walkDistance(at(1), at(2), layout.depth)).toBeCloseTo(9 * P.rackLength);
  });

  it('crosses between aisles by the nearer cross aisle', () => {
    // Both near the front: out by the front.
    expect(walkDistance(at(1), at(3), layout.depth)).toBeCloseTo(at(1).y + at(3).y + 2 * P.aisleSpacing);
    // Both near the back: out by the back.
    expect(walkDistance(at(2), at(4), layout.depth)).toBeCloseTo(2 * layout.depth - at(2).y - at(4).y + 2 * P.aisleSpacing);
  });

  it('charges height within a bay by the difference, elsewhere down and up', () => {
    expect(travelCost(at(2), at(6), layout)).toBeCloseTo(2 * P.levelCost);
    expect(travelCost(at(1), at(6), layout)).toBeCloseTo(9 * P.rackLength + 2 * P.levelCost);
  });

  it('charges a zone change by the mean weight of both zones', () => {
    const zoned = buildLayout([location(1, 'A', '01', '1', 1, 0.4), location(2, 'A', '02', '1', 2, 1.2)]);
    expect(travelCost(zoned.points.get(1)!, zoned.points.get(2)!, zoned)).toBeCloseTo(P.rackLength + 0.8 * P.zoneChangeCost);
  });

  it('is symmetric and keeps the triangle inequality on a zoned grid', () => {
    const grid = buildLayout(gridLocations({ aisles: 4, racks: 5, levels: 3, zones: 2, zoneWeight: (z) => z * 0.5 }));
    const points = [...grid.points.values()];
    const random = seededRandom(7);
    for (let k = 0; k < 2000; k++) {
      const [a, b, c] = [0, 0, 0].map(() => points[Math.floor(random() * points.length)]!) as [
        (typeof points)[0],
        (typeof points)[0],
        (typeof points)[0],
      ];
      expect(travelCost(a, b, grid)).toBeCloseTo(travelCost(b, a, grid));
      expect(travelCost(a, c, grid)).toBeLessThanOrEqual(travelCost(a, b, grid) + travelCost(b, c, grid) + 1e-9);
    }
  });
});

describe('Held–Karp', () => {
  it('equals brute force on small random sets', () => {
    const grid = buildLayout(gridLocations({ aisles: 6, racks: 8, levels: 3, zones: 3, zoneWeight: (z) => z * 0.4 }));
    const all = [...grid.points.values()];
    const random = seededRandom(11);
    for (let trial = 0; trial < 15; trial++) {
      const points = sampleLocations(all, 2 + (trial % 6), random);
      const matrix = costMatrix(grid.origin, points, grid);
      const n = points.length + 1;
      expect(heldKarpTour(matrix, n).cost).toBeCloseTo(bruteForce(matrix, n));
    }
  });
});

describe('tour optimisation against the exact optimum', () => {
  const cases = [
    { name: '5 pasillos × 10 racks × 3 niveles', aisles: 5, racks: 10, levels: 3, zones: 1 },
    { name: '12 pasillos × 20 racks × 4 niveles, 3 zonas', aisles: 12, racks: 20, levels: 4, zones: 3 },
    { name: '40 pasillos × 20 racks × 5 niveles, 4 zonas', aisles: 40, racks: 20, levels: 5, zones: 4 },
  ];
  for (const grid of cases) {
    it(`stays within 2 % of the optimum on ${grid.name}`, () => {
      const layout = buildLayout(gridLocations({ ...grid, zoneWeight: (z) => 0.3 + 0.3 * z }));
      const all = [...layout.points.values()];
      const random = seededRandom(grid.aisles * 31 + grid.racks);
      let worst = 1;
      for (let trial = 0; trial < 40; trial++) {
        const points = sampleLocations(all, 3 + (trial % 10), random);
        const matrix = costMatrix(layout.origin, points, layout);
        const n = points.length + 1;
        const exact = heldKarpTour(matrix, n).cost;
        const heuristic = optimizeTour(matrix, points).cost;
        expect(heuristic).toBeGreaterThanOrEqual(exact - 1e-6);
        worst = Math.max(worst, heuristic / exact);
      }
      expect(worst).toBeLessThanOrEqual(1.02);
    });
  }

  it('finds the obvious tour: one aisle up and back', () => {
    const layout = buildLayout([location(1, 'A', '01'), location(2, 'A', '02'), location(3, 'A', '03'), location(4, 'A', '04')]);
    const route = planRoute(layout, [
      { location_id: 3, code: 'L3', quantity: 1 },
      { location_id: 1, code: 'L1', quantity: 1 },
      { location_id: 4, code: 'L4', quantity: 1 },
      { location_id: 2, code: 'L2', quantity: 1 },
    ]);
    const ids = route.steps.map((s) => s.location_id);
    expect(ids[0] === 1 ? ids : [...ids].reverse()).toEqual([1, 2, 3, 4]);
    expect(route.total_distance).toBeCloseTo(2 * layout.points.get(4)!.y);
  });

  it('keeps the levels of one bay together', () => {
    const layout = buildLayout([
      location(1, 'A', '05', '1'),
      location(2, 'A', '05', '4'),
      location(3, 'B', '05', '4'),
      location(4, 'B', '05', '1'),
    ]);
    const stops = [1, 2, 3, 4].map((id) => ({ location_id: id, code: `L${id}`, quantity: 1 }));
    const order = planRoute(layout, stops).steps.map((s) => s.location_id);
    const aisleOf = (id: number) => (id <= 2 ? 'A' : 'B');
    expect(aisleOf(order[0]!)).toBe(aisleOf(order[1]!));
    expect(aisleOf(order[2]!)).toBe(aisleOf(order[3]!));
  });

  it('groups the stops of a heavy zone when zones weigh', () => {
    // Zone 2 (weight 3) interleaved with zone 1 along one aisle: the weighted route enters zone 2 once.
    const locations = [1, 2, 3, 4, 5, 6].map((r) => location(r, 'A', String(r), '1', r % 2 === 0 ? 2 : 1, r % 2 === 0 ? 3 : 0.2));
    const layout = buildLayout(locations);
    const stops = locations.map((l) => ({ location_id: l.id, code: l.code, quantity: 1 }));
    const zoneChanges = (ids: number[]) => ids.slice(1).filter((id, i) => id % 2 !== ids[i]! % 2).length;
    expect(zoneChanges(planRoute(layout, stops, 'zone_weight_optimized').steps.map((s) => s.location_id))).toBe(1);
    expect(zoneChanges(planRoute(layout, stops, 'shortest_distance').steps.map((s) => s.location_id))).toBeGreaterThan(1);
  });
});

describe('route plans', () => {
  const layout = buildLayout(gridLocations({ aisles: 8, racks: 10, levels: 2 }));
  const all = [...layout.points.keys()];

  it('costs legs, return and totals consistently', () => {
    const stops = sampleLocations(all, 9, seededRandom(3)).map((id) => ({ location_id: id, code: `C${id}`, quantity: 2 }));
    const route = planRoute(layout, stops);
    expect(route.steps.map((s) => s.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const walked = route.steps.reduce((sum, s) => sum + s.distance_from_previous, 0) + route.return_distance;
    expect(walked).toBeCloseTo(route.total_distance, 1);
    const minutes = route.steps.reduce((sum, s) => sum + s.estimated_time_minutes, 0);
    expect(route.total_minutes).toBeGreaterThanOrEqual(minutes - 0.05);
    for (const step of route.steps) expect(step.handling_minutes).toBeCloseTo(P.stopMinutes + 2 * P.unitMinutes);
  });

  it('merges stops at one location and beats code order on a scattered set', () => {
    const random = seededRandom(5);
    const ids = sampleLocations(all, 30, random);
    const stops = ids.map((id) => ({ location_id: id, code: `X${String(id).padStart(4, '0')}`, quantity: 1 }));
    const optimized = planRoute(layout, [...stops, { ...stops[0]!, quantity: 4 }]);
    expect(optimized.steps).toHaveLength(30);
    expect(optimized.steps.find((s) => s.location_id === ids[0])!.quantity).toBe(5);
    const byCode = planRoute(layout, stops, 'location_code');
    expect(optimized.total_cost).toBeLessThan(byCode.total_cost);
  });

  it('orders an S-shape by aisle, alternating direction', () => {
    const points = [1, 2, 3].map((id) => layout.points.get(id)!);
    expect(sShapeTour(points)).toHaveLength(3);
    const ids = [location(1, 'A', '01'), location(2, 'A', '05'), location(3, 'B', '01'), location(4, 'B', '05')];
    const small = buildLayout(ids);
    const stops = ids.map((l) => ({ location_id: l.id, code: l.code, quantity: 1 }));
    expect(routeOrder(small, stops, 's_shape').map((i) => stops[i]!.location_id)).toEqual([1, 2, 4, 3]);
    expect(costRoute(small, stops, 's_shape').steps).toHaveLength(4);
  });

  it('answers the shortest path between two locations and which cross aisle it uses', () => {
    const path = shortestPath(layout, 1, [...layout.points.keys()].at(-1)!);
    expect(path.distance).toBeGreaterThan(0);
    expect(['front', 'back']).toContain(path.via);
    expect(shortestPath(layout, 1, 3).via).toBe('same_aisle');
    expect(shortestPath(layout, null, 1).distance).toBeCloseTo(layout.points.get(1)!.y);
    expect(() => shortestPath(layout, 1, 99999)).toThrow();
  });
});
