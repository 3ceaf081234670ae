import { describe, expect, it } from 'vitest';
import { overlappingPairs, overlapPercentage, suggestionEfficiency } from './location-overlap';

describe('location overlap', () => {
  it('is shared over union with one decimal', () => {
    expect(overlapPercentage(new Set([1, 2, 3]), new Set([2, 3, 4]))).toEqual({ shared: 2, union: 4, percentage: 50 });
    expect(overlapPercentage(new Set([1, 2]), new Set([2, 3, 4]))).toEqual({ shared: 1, union: 4, percentage: 25 });
    expect(overlapPercentage(new Set([1, 2, 3]), new Set([3]))).toEqual({ shared: 1, union: 3, percentage: 33.3 });
    expect(overlapPercentage(new Set(), new Set())).toEqual({ shared: 0, union: 0, percentage: 0 });
  });

  it('lists only the pairs that share, most overlapping first', () => {
    const pairs = overlappingPairs([
      { id: 1, location_ids: new Set([1, 2]) },
      { id: 2, location_ids: new Set([2, 3, 4]) },
      { id: 3, location_ids: new Set([1, 2]) },
      { id: 4, location_ids: new Set([9]) },
    ]);
    expect(pairs.map((p) => [p.order_ids, p.overlap_percentage])).toEqual([
      [[1, 3], 100],
      [[1, 2], 25],
      [[2, 3], 25],
    ]);
  });

  it('computes the suggestion efficiency', () => {
    expect(suggestionEfficiency([], 20)).toEqual({ average_orders_per_wave: 0, location_utilization: 0 });
    expect(
      suggestionEfficiency(
        [
          { order_count: 3, estimated_locations: 10 },
          { order_count: 2, estimated_locations: 5 },
        ],
        20,
      ),
    ).toEqual({
      average_orders_per_wave: 2.5,
      location_utilization: 0.375,
    });
  });
});
