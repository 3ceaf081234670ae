import { describe, expect, it } from 'vitest';
import { hasEnoughDemandHistory, predictDemand, rotationIndex, seasonalFactor, stockDeficit } from './demand';

describe('predictDemand', () => {
  const from = new Date(Date.UTC(2025, 0, 15));

  it('applies rotation and the seasonal factor per calendar month', () => {
    const points = predictDemand({ total_movements: 100, rotation_index: 2 }, 3, from);
    expect(points.map((p) => p.month)).toEqual(['2025-02', '2025-03', '2025-04']);
    expect(points.map((p) => p.value)).toEqual([
      Math.round(200 * (1 + 0.1 * Math.sin((2 * Math.PI * 1) / 12))),
      Math.round(200 * (1 + 0.1 * Math.sin((2 * Math.PI * 2) / 12))),
      Math.round(200 * 1.1),
    ]);
  });

  it('floors the rotation index at 0.1 and the result at 0', () => {
    const december = new Date(Date.UTC(2024, 11, 1));
    // January's seasonal factor is exactly 1.
    expect(predictDemand({ total_movements: 100, rotation_index: 0 }, 1, december)[0]!.value).toBe(10);
    expect(predictDemand({ total_movements: -50, rotation_index: 1 }, 1, from)[0]!.value).toBe(0);
  });

  it('crosses the year and gives the requested horizon', () => {
    const points = predictDemand({ total_movements: 10, rotation_index: 1 }, 12, new Date(Date.UTC(2025, 10, 1)));
    expect(points).toHaveLength(12);
    expect(points[1]!.month).toBe('2026-01');
    expect(predictDemand({ total_movements: 10, rotation_index: 1 }, 6)).toHaveLength(6);
  });

  it('seasonal factor stays within 0.9–1.1', () => {
    expect(seasonalFactor(0)).toBe(1);
    expect(seasonalFactor(3)).toBeCloseTo(1.1);
    expect(seasonalFactor(9)).toBeCloseTo(0.9);
  });

  it('needs 30 days of history', () => {
    expect(hasEnoughDemandHistory(29)).toBe(false);
    expect(hasEnoughDemandHistory(30)).toBe(true);
  });

  it('computes rotation and deficit', () => {
    expect(rotationIndex(120, 60)).toBe(2);
    expect(rotationIndex(10, 0)).toBe(0);
    expect(stockDeficit(10, 4)).toBe(6);
    expect(stockDeficit(10, 40)).toBe(0);
  });
});
