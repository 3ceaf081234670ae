import { describe, expect, it } from 'vitest';
import { abcColor, deficitColor, dinColor, efficiencyColor, rotationColor, workloadColor, zoneWeightColor } from './colours';

describe('colours', () => {
  it.each([
    ['A', 'success'],
    ['B', 'warning'],
    ['C', 'error'],
    [null, 'default'],
    ['X', 'default'],
  ] as const)('ABC %s → %s', (category, color) => {
    expect(abcColor(category)).toBe(color);
  });

  it.each([
    ['D', 'success'],
    ['I', 'warning'],
    ['N', 'error'],
    [undefined, 'default'],
  ] as const)('DIN %s → %s', (category, color) => {
    expect(dinColor(category)).toBe(color);
  });

  it.each([
    [2, 'success'],
    [3.5, 'success'],
    [1.99, 'warning'],
    [1, 'warning'],
    [0.99, 'error'],
    [0, 'error'],
  ] as const)('rotation %s → %s', (index, color) => {
    expect(rotationColor(index)).toBe(color);
  });

  it.each([
    [1, 'warning'],
    [5, 'warning'],
    [6, 'error'],
    [10, 'error'],
    [11, 'default'],
  ] as const)('deficit %s → %s', (deficit, color) => {
    expect(deficitColor(deficit)).toBe(color);
  });

  it.each([
    [0, 'success'],
    [1, 'warning'],
    [2, 'warning'],
    [3, 'error'],
  ] as const)('workload %s → %s', (tasks, color) => {
    expect(workloadColor(tasks)).toBe(color);
  });

  it.each([
    [0.49, 'success'],
    [0.5, 'info'],
    [0.99, 'info'],
    [1, 'warning'],
    [1.49, 'warning'],
    [1.5, 'error'],
  ] as const)('zone weight %s → %s', (weight, color) => {
    expect(zoneWeightColor(weight)).toBe(color);
  });

  it.each([
    [120, 'success'],
    [100, 'success'],
    [99, 'warning'],
    [80, 'warning'],
    [79, 'error'],
  ] as const)('efficiency %s → %s', (efficiency, color) => {
    expect(efficiencyColor(efficiency)).toBe(color);
  });
});
