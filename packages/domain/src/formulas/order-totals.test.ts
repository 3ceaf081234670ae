import { describe, expect, it } from 'vitest';
import { MAX_MONEY } from '../schemas/bounds';
import { clpIva, clpLineTotal, clpOrderTotals, orderTotalsWithinBounds } from './order-totals';

describe('order totals in whole pesos', () => {
  it('multiplies exactly and rounds IVA half a peso up', () => {
    expect(clpLineTotal({ quantity: 3, unit_price: 1990 })).toBe(5970);
    expect(clpIva(100)).toBe(19);
    expect(clpIva(150)).toBe(29); // 28.5 → 29
    expect(clpIva(149)).toBe(28); // 28.31 → 28
    expect(clpIva(1050)).toBe(200); // 199.5 → 200
  });

  it('totals lines: subtotal + IVA', () => {
    expect(
      clpOrderTotals([
        { quantity: 2, unit_price: 1500 },
        { quantity: 1, unit_price: 999 },
      ]),
    ).toEqual({ subtotal: 3999, tax_amount: 760, total_amount: 4759 });
  });

  it('bounds the total at MAX_MONEY', () => {
    expect(orderTotalsWithinBounds([{ quantity: 1, unit_price: 1000 }])).toBe(true);
    expect(orderTotalsWithinBounds([{ quantity: 1_000_000_000, unit_price: MAX_MONEY }])).toBe(false);
  });
});
