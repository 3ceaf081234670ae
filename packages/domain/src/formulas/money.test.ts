import { describe, expect, it } from 'vitest';
import { IVA_RATE, ivaOf, lineTotal, orderTotals, roundMoney } from './money';

describe('IVA and order totals', () => {
  it('is 19 %', () => {
    expect(IVA_RATE).toBe(0.19);
    expect(ivaOf(10000)).toBe(1900);
  });

  it.each([
    [[{ quantity: 2, unit_price: 5000 }], 10000, 1900, 11900],
    [
      [
        { quantity: 3, unit_price: 1234.56 },
        { quantity: 1, unit_price: 100 },
      ],
      3803.68,
      722.7,
      4526.38,
    ],
    [[], 0, 0, 0],
  ])('%j', (lines, subtotal, tax, total) => {
    expect(orderTotals(lines)).toEqual({ subtotal, tax_amount: tax, total_amount: total });
  });

  it('rounds lines to cents', () => {
    expect(lineTotal({ quantity: 3, unit_price: 0.1 })).toBe(0.3);
    expect(roundMoney(1.005)).toBe(1.01);
  });
});
