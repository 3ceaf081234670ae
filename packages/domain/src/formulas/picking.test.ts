import { describe, expect, it } from 'vitest';
import {
  actualTimeFromNotes,
  averageEfficiency,
  dashboardEfficiency,
  efficiencyPercent,
  estimatePickingMinutes,
  progressPercent,
} from './picking';

describe('estimatePickingMinutes: 2 per line + 0.5 per item, rounded', () => {
  it.each([
    [[], 0],
    [[{ quantity: 1 }], 3],
    [[{ quantity: 10 }, { quantity: 5 }], 12],
    [[{ quantity: 3 }], 4],
    [[{ quantity: Number.NaN }], 2],
  ])('%j → %s', (lines, minutes) => {
    expect(estimatePickingMinutes(lines)).toBe(minutes);
  });
});

describe('efficiencyPercent: estimated / actual × 100 clamped to 0–150, 95 without data', () => {
  it.each([
    [30, 30, 100],
    [30, 60, 50],
    [60, 30, 150],
    [100, 10, 150],
    [20, 30, 67],
    [0, 30, 95],
    [30, 0, 95],
    [null, 10, 95],
    [10, undefined, 95],
    [-5, 10, 95],
  ])('%s / %s → %s', (estimated, actual, efficiency) => {
    expect(efficiencyPercent(estimated, actual)).toBe(efficiency);
  });

  it('averages measured tasks', () => {
    expect(averageEfficiency([])).toBe(95);
    expect(
      averageEfficiency([
        { estimated_time: 30, actual_time: 30 },
        { estimated_time: 30, actual_time: 60 },
        { estimated_time: 30, actual_time: null },
      ]),
    ).toBe(75);
  });
});

describe('progress and dashboard efficiency', () => {
  it.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [-1, 3, 0],
  ])('progress %s/%s → %s', (done, total, percent) => {
    expect(progressPercent(done, total)).toBe(percent);
  });

  it.each([
    [0, 0, 100],
    [1, 4, 25],
    [2, 3, 67],
  ])('dashboard %s/%s → %s', (done, total, percent) => {
    expect(dashboardEfficiency(done, total)).toBe(percent);
  });

  it('reads actual_time from notes', () => {
    expect(actualTimeFromNotes('urgente|actual_time:42|ok')).toBe(42);
    expect(actualTimeFromNotes('actual_time: 7.5')).toBe(7.5);
    expect(actualTimeFromNotes('sin tiempo')).toBeNull();
    expect(actualTimeFromNotes(null)).toBeNull();
  });
});
