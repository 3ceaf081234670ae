import { describe, expect, it } from 'vitest';
import { centsToPesos, hasAtMostTwoDecimals, movingAverageCost, pesosToCents, valuationCents } from './cost';

describe('movingAverageCost', () => {
  it('weights the stock before and the receipt (10 at $100 + 30 at $200 → $175)', () => {
    expect(movingAverageCost(10, 10_000, 30, 20_000)).toBe(17_500);
  });
  it('rounds half up to the centavo (1 at $1 + 2 at $1,01 → $1,0067 → 101 centavos)', () => {
    expect(movingAverageCost(1, 100, 2, 101)).toBe(101);
    expect(movingAverageCost(1, 100, 1, 101)).toBe(101); // 100,5 → 101
  });
  it('takes the receipt cost when there was no stock or no average', () => {
    expect(movingAverageCost(0, 5_000, 4, 7_000)).toBe(7_000);
    expect(movingAverageCost(12, null, 4, 7_000)).toBe(7_000);
  });
  it('a receipt without cost keeps the average', () => {
    expect(movingAverageCost(12, 5_000, 4, null)).toBe(5_000);
  });
});

describe('centavos', () => {
  it('converts exactly', () => {
    expect(pesosToCents(1234.56)).toBe(123_456);
    expect(pesosToCents(0.29)).toBe(29);
    expect(centsToPesos(123_456)).toBe(1234.56);
    expect(centsToPesos(null)).toBeNull();
  });
  it('accepts at most two decimals', () => {
    expect(hasAtMostTwoDecimals(1234.56)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(1.005)).toBe(false);
  });
  it('values with the average cost, else the unit price', () => {
    expect(valuationCents({ average_cost_cents: 500, unit_price_cents: 900 })).toBe(500);
    expect(valuationCents({ average_cost_cents: null, unit_price_cents: 900 })).toBe(900);
    expect(valuationCents({ average_cost_cents: 0, unit_price_cents: null })).toBeNull();
  });
});
