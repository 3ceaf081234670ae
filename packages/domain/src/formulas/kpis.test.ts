import { describe, expect, it } from 'vitest';
import { isLowStock } from '../stock/stock-status';
import { averageStock, inventoryTurnover, kpiChanges, kpiSnapshot, percentChange, productCostStatus, reorderPoint } from './kpis';

describe('KPIs', () => {
  it('percentChange with one decimal', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(5, 0)).toBeNull();
  });
  it('turnover = outbound value / average inventory value', () => {
    expect(inventoryTurnover(50_000, 200_000)).toBe(0.25);
    expect(inventoryTurnover(50_000, 0)).toBe(0);
  });
  it('average stock from the end stock and the net change (ended with 40 after +20 net → (20 + 40) / 2)', () => {
    expect(averageStock(40, 20)).toBe(30);
    expect(averageStock(40, -10)).toBe(45);
    expect(averageStock(0, 10)).toBe(0);
  });
  it('reorder point and low stock', () => {
    expect(reorderPoint(10, 5)).toBe(15);
    expect(isLowStock(10, 10)).toBe(true);
    expect(isLowStock(11, 10)).toBe(false);
    expect(isLowStock(0, 0)).toBe(false);
  });
});

describe('kpiSnapshot (hand-computed)', () => {
  const base = {
    existed_current: true,
    existed_previous: true,
    outbound_previous: 0,
    movements_previous: 0,
    net_since_previous: 0,
    outbound_value_previous: 0,
  };
  it('two products over a period and the previous one', () => {
    const { current, previous } = kpiSnapshot([
      // 40 now; +20 net this period (so 20 at its start); 100 centavos; 10 out; 3 moves; previous: +10 net since the previous start.
      {
        ...base,
        stock: 40,
        min_stock: 5,
        valuation_cents: 100_00,
        net_since_current: 20,
        net_since_previous: 30,
        outbound_current: 10,
        movements_current: 3,
        outbound_previous: 5,
        movements_previous: 1,
        net_value_since_current: 20 * 100_00,
        net_value_since_previous: 30 * 100_00,
        outbound_value_current: 10 * 100_00,
        outbound_value_previous: 5 * 100_00,
      },
      // 2 now, minimum 5 (low); no cost; created this period.
      {
        ...base,
        existed_previous: false,
        stock: 2,
        min_stock: 5,
        valuation_cents: null,
        net_since_current: 2,
        net_since_previous: 2,
        outbound_current: 0,
        movements_current: 1,
        net_value_since_current: 0,
        net_value_since_previous: 0,
        outbound_value_current: 0,
      },
    ]);
    expect(current).toEqual({
      total_products: 2,
      active_products: 2,
      total_stock: 42,
      total_value: 4_000, // 40 × $100
      low_stock_products: 1,
      monthly_movements: 4,
      inventory_turnover: 0.3333, // $1 000 out / mean($2 000, $4 000)
    });
    expect(previous).toEqual({
      total_products: 1,
      active_products: 1,
      total_stock: 20, // 40 − 20, the 2 of the new product were not there: 2 − 2 = 0
      total_value: 2_000,
      low_stock_products: 0,
      monthly_movements: 1,
      inventory_turnover: 0.3333, // $500 out / mean($1 000 at 10 units, $2 000)
    });
    expect(kpiChanges(current, previous).total_value).toBe(100);
  });
  it('a past period is valued at the cost in force then, not today', () => {
    // 10 units at $100 at the previous end; this period 10 went out at $100 and 10 came in at $200
    // (average now $200): net 0 units, net value +$1 000.
    const { current, previous } = kpiSnapshot([
      {
        ...base,
        stock: 10,
        min_stock: 0,
        valuation_cents: 200_00,
        net_since_current: 0,
        net_since_previous: 0,
        outbound_current: 10,
        movements_current: 2,
        net_value_since_current: -10 * 100_00 + 10 * 200_00,
        net_value_since_previous: -10 * 100_00 + 10 * 200_00,
        outbound_value_current: 10 * 100_00,
      },
    ]);
    expect(current.total_value).toBe(2_000);
    expect(previous.total_value).toBe(1_000); // 10 × $100, not 10 × today's $200
    expect(current.inventory_turnover).toBe(0.6667); // $1 000 out / mean($1 000, $2 000)
    expect(previous.inventory_turnover).toBe(0);
    expect(kpiChanges(current, previous).total_value).toBe(100);
  });
  it('product status on the cost screen', () => {
    expect(productCostStatus({ status: 'Descontinuado', current_stock: 9, min_stock: 1 })).toBe('discontinued');
    expect(productCostStatus({ status: 'Activo', current_stock: 0, min_stock: 1 })).toBe('out_of_stock');
    expect(productCostStatus({ status: 'Activo', current_stock: 1, min_stock: 1 })).toBe('low_stock');
    expect(productCostStatus({ status: 'Activo', current_stock: 2, min_stock: 1 })).toBe('active');
  });
});
