import { describe, expect, it } from 'vitest';
import { cm3ToM3, volumeCm3 } from './volume';

describe('location volume', () => {
  it.each([
    [100, 50, 200, 1_000_000],
    [10.5, 2, 1, 21],
    [0, 5, 5, 0],
    [null, 5, 5, 0],
    [-1, 5, 5, 0],
  ])('%s × %s × %s = %s cm³', (w, l, h, cm3) => {
    expect(volumeCm3(w, l, h)).toBe(cm3);
  });

  it('converts to m³', () => {
    expect(cm3ToM3(1_000_000)).toBe(1);
    expect(cm3ToM3(250_000)).toBe(0.25);
  });
});
