import { describe, expect, it } from 'vitest';
import { formatCLP, formatCOP } from './currency';

describe('formatCLP (es-CL, 0 decimals)', () => {
  it.each([
    [0, '$0'],
    [1234, '$1.234'],
    [1234567.5, '$1.234.568'],
    [-1500, '-$1.500'],
    [null, '$0'],
    [Number.NaN, '$0'],
  ])('%s → %s', (value, text) => {
    expect(formatCLP(value)).toBe(text);
  });

  it('allows up to two decimals on the cost screen', () => {
    expect(formatCLP(1234.5, { maximumDecimals: 2 })).toBe('$1.234,5');
    expect(formatCLP(1234.567, { maximumDecimals: 2 })).toBe('$1.234,57');
    expect(formatCLP(1234, { maximumDecimals: 2 })).toBe('$1.234');
  });
});

describe('formatCOP (es-CO, 0 decimals)', () => {
  it.each([
    [1234567, '$ 1.234.567'],
    [-2500, '-$ 2.500'],
    [-0.2, '$ 0'],
    [99.6, '$ 100'],
    [undefined, '$ 0'],
  ])('%s → %s', (value, text) => {
    expect(formatCOP(value)).toBe(text);
  });
});
