/**
 * KPIs of the analytics dashboard (spec 3 §2.3; DESIGN §9): each one for the chosen period and
 * for the previous period of the same length, with the percent change between them.
 */

/** Percent change from the previous value, one decimal; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return null;
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** Turnover = value that went out in the period / average inventory value; 0 without inventory. */
export function inventoryTurnover(outboundValue: number, averageInventoryValue: number): number {
  return averageInventoryValue > 0 ? outboundValue / averageInventoryValue : 0;
}

/**
 * Average stock over a period from the stock at its end and the net units that entered during it:
 * the mean of the stock at the start (end − net) and at the end. Never negative.
 */
export function averageStock(stockAtEnd: number, netChangeInPeriod: number): number {
  const atStart = Math.max(0, stockAtEnd - netChangeInPeriod);
  return (atStart + Math.max(0, stockAtEnd)) / 2;
}

/** Reorder point = minimum stock + safety stock (issue 28). */
export function reorderPoint(minStock: number, safetyStock: number): number {
  return Math.max(0, minStock) + Math.max(0, safetyStock);
}

/** Low stock: current at or under the minimum, for a product that has a minimum. */
export function isLowStock(currentStock: number, minStock: number): boolean {
  return minStock > 0 && currentStock <= minStock;
}

/** Percent with one decimal, as every percentage of the analytics screens is shown: 12,3 %. */
export function roundPercent(value: number): number {
  return Math.round(value * 10) / 10;
}
