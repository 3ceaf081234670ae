import { describe, expect, it } from 'vitest';
import { averageStock, inventoryTurnover, isLowStock, percentChange, reorderPoint } from './kpis';

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
