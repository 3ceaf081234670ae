export const DEMAND_HORIZONS = [3, 6, 12] as const;
export type DemandHorizon = (typeof DEMAND_HORIZONS)[number];
export const DEFAULT_DEMAND_HORIZON: DemandHorizon = 3;
export const DEMAND_MIN_HISTORY_DAYS = 30;
export const MIN_ROTATION_INDEX = 0.1;

export interface DemandInput {
  total_movements: number;
  rotation_index: number;
}

export interface DemandPoint {
  /** 'YYYY-MM' of the predicted month. */
  month: string;
  value: number;
}

/**
 * Seasonal factor of a calendar month (0 = January): 1 + 0.1 · sin(2π · month / 12).
 */
export function seasonalFactor(monthIndex: number): number {
  return 1 + 0.1 * Math.sin((2 * Math.PI * monthIndex) / 12);
}

/**
 * Demand prediction: base = total movements × rotation index (floored at 0.1),
 * times the seasonal factor of each predicted calendar month, rounded and floored at 0.
 * Months start with the one after `from`.
 */
export function predictDemand(product: DemandInput, months: number, from: Date = new Date()): DemandPoint[] {
  const base = Math.max(0, product.total_movements || 0) * Math.max(MIN_ROTATION_INDEX, product.rotation_index || 0);
  const points: DemandPoint[] = [];
  for (let i = 1; i <= months; i += 1) {
    const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1));
    const month = date.getUTCMonth();
    points.push({
      month: `${date.getUTCFullYear()}-${String(month + 1).padStart(2, '0')}`,
      value: Math.max(0, Math.round(base * seasonalFactor(month))),
    });
  }
  return points;
}

export function hasEnoughDemandHistory(historyDays: number): boolean {
  return historyDays >= DEMAND_MIN_HISTORY_DAYS;
}

/** Rotation index = units moved over average stock in the period; 0 without stock. */
export function rotationIndex(totalMovements: number, averageStock: number): number {
  return averageStock > 0 ? totalMovements / averageStock : 0;
}

/** Low-stock deficit: how far the stock is under the minimum, never negative. */
export function stockDeficit(minStock: number, currentStock: number): number {
  return Math.max(0, minStock - currentStock);
}
