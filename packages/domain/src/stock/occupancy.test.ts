import { describe, expect, it } from 'vitest';
import { locationUsageColor, occupancyColor, occupancyLevel, occupancyPercentage, type OccupancyInput } from './occupancy';

describe('occupancyPercentage', () => {
  it.each<[string, OccupancyInput, number]>([
    ['volumetric', { is_volumetric: true, volumetric_capacity: 1000, current_volume_usage: 250, usage_percentage: 90 }, 25],
    ['volumetric capped at 100', { is_volumetric: true, volumetric_capacity: 1000, current_volume_usage: 5000 }, 100],
    ['volumetric without usage', { is_volumetric: true, volumetric_capacity: 1000 }, 0],
    ['volumetric without capacity falls back', { is_volumetric: true, volumetric_capacity: 0, usage_percentage: 40 }, 40],
    ['server percentage', { usage_percentage: 42.5, current_usage: 1, capacity: 10 }, 42.5],
    ['server percentage capped', { usage_percentage: 130 }, 100],
    ['units over capacity', { current_usage: 3, capacity: 4 }, 75],
    ['units capped', { current_usage: 9, capacity: 4 }, 100],
    ['no capacity', { current_usage: 9, capacity: 0 }, 0],
    ['nothing', {}, 0],
    ['negative usage', { current_usage: -2, capacity: 4 }, 0],
  ])('%s', (_name, location, expected) => {
    expect(occupancyPercentage(location)).toBe(expected);
  });
});

describe('occupancy colours (configurable thresholds)', () => {
  it.each([
    [0, 'green', 'success'],
    [60, 'green', 'success'],
    [60.5, 'yellow', 'warning'],
    [85, 'yellow', 'warning'],
    [86, 'red', 'error'],
    [100, 'red', 'error'],
  ] as const)('%s%% with the defaults is %s', (percent, level, color) => {
    expect(occupancyLevel(percent)).toBe(level);
    expect(occupancyColor(percent)).toBe(color);
  });

  it('uses custom thresholds', () => {
    const thresholds = { green_max: 30, yellow_max: 50 };
    expect(occupancyColor(30, thresholds)).toBe('success');
    expect(occupancyColor(31, thresholds)).toBe('warning');
    expect(occupancyColor(51, thresholds)).toBe('error');
  });
});

describe('locationUsageColor', () => {
  it.each([
    [0, 'success'],
    [49.9, 'success'],
    [50, 'warning'],
    [79.9, 'warning'],
    [80, 'error'],
  ] as const)('%s → %s', (percent, color) => {
    expect(locationUsageColor(percent)).toBe(color);
  });
});
