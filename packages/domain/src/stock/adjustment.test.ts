import { describe, expect, it } from 'vitest';
import { applyAdjustment } from './adjustment';

describe('applyAdjustment', () => {
  it.each([
    [10, 'add', 5, 15],
    [10, 'subtract', 4, 6],
    [10, 'subtract', 10, 0],
    [10, 'set', 3, 3],
    [10, 'set', 0, 0],
  ] as const)('%s %s %s → %s', (current, type, quantity, expected) => {
    expect(applyAdjustment(current, type, quantity)).toEqual({ ok: true, quantity: expected });
  });

  it('never goes above MAX_QUANTITY', () => {
    expect(applyAdjustment(999_999_999, 'add', 2)).toEqual({
      ok: false,
      error: 'La cantidad resultante no puede superar 1.000.000.000',
    });
    expect(applyAdjustment(999_999_999, 'add', 1)).toEqual({ ok: true, quantity: 1_000_000_000 });
  });

  it('never goes below zero', () => {
    expect(applyAdjustment(3, 'subtract', 4)).toEqual({ ok: false, error: 'La cantidad resultante no puede ser negativa' });
  });
});
