import { isLowStock } from '../stock/stock-status';
/**
 * KPIs of the analytics dashboard: each one for the chosen period and
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

/** Reorder point = minimum stock + safety stock. */
export function reorderPoint(minStock: number, safetyStock: number): number {
  return Math.max(0, minStock) + Math.max(0, safetyStock);
}

/** Percent with one decimal, as every percentage of the analytics screens is shown: 12,3 %. */
export function roundPercent(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Event types whose negative quantities are demand (issues, picks, dispatches, implants: a device
 * implanted is consumed); RETURN events (an annulled issue brings its units back) and EXPLANT
 * events (an explanted device back in stock) take demand away again. Holds, releases and the
 * transfers to a clinical service are no demand.
 */
export const OUTBOUND_EVENT_TYPES = ['DISPATCH', 'PICKING', 'IMPLANT'] as const;
export const RETURN_EVENT_TYPES = ['RETURN', 'EXPLANT'] as const;

/** One product's figures for the KPI snapshot, read from products and the ledger's events. */
export interface KpiProductInput {
  /** Stock now (in the chosen warehouse). */
  stock: number;
  min_stock: number;
  /** Centavos per unit (average cost, else unit price), null when unknown. */
  valuation_cents: number | null;
  /** True when the product existed at the end of the period / previous period. */
  existed_current: boolean;
  existed_previous: boolean;
  /** Net units that entered since the period started / since the previous period started. */
  net_since_current: number;
  net_since_previous: number;
  outbound_current: number;
  outbound_previous: number;
  /**
   * Centavos, each move valued at the valuation in force when it happened (the ledger's daily
   * rollup): the net value that entered since the period / the previous period started, and the
   * value of the outbound units of each period.
   */
  net_value_since_current: number;
  net_value_since_previous: number;
  outbound_value_current: number;
  outbound_value_previous: number;
  movements_current: number;
  movements_previous: number;
}

export interface KpiFigures {
  total_products: number;
  active_products: number;
  total_stock: number;
  /** Pesos. */
  total_value: number;
  low_stock_products: number;
  monthly_movements: number;
  inventory_turnover: number;
}

function valueOf(units: number, cents: number | null): number {
  return cents == null ? 0 : units * cents;
}

/**
 * KPIs of a period and of the previous one of the same length:
 * total_products that existed; active_products with at least one stock movement in the period;
 * total_stock and total_value (Σ stock × valuation) at the end of the period, the previous end
 * being today's stock minus what entered since; low_stock_products at or under their minimum at
 * that end; monthly_movements the stock movements in the period; inventory_turnover the outbound
 * value over the mean of the inventory value at the start and at the end of the period. Today's
 * value is stock × today's valuation; a past end's value is today's value less the net value that
 * moved since, and outbound value is what went out, each move valued at the cost in force when it
 * happened, so a past period is not valued at today's costs.
 */
export function kpiSnapshot(products: readonly KpiProductInput[]): { current: KpiFigures; previous: KpiFigures } {
  const zero = (): KpiFigures & { start_value: number; outbound_value: number } => ({
    total_products: 0,
    active_products: 0,
    total_stock: 0,
    total_value: 0,
    low_stock_products: 0,
    monthly_movements: 0,
    inventory_turnover: 0,
    start_value: 0,
    outbound_value: 0,
  });
  const cur = zero();
  const prev = zero();
  for (const p of products) {
    const endCurrent = Math.max(0, p.stock);
    const endPrevious = Math.max(0, p.stock - p.net_since_current);
    const startPrevious = Math.max(0, p.stock - p.net_since_previous);
    if (p.existed_current) cur.total_products += 1;
    if (p.existed_previous) prev.total_products += 1;
    if (p.movements_current > 0) cur.active_products += 1;
    if (p.movements_previous > 0) prev.active_products += 1;
    cur.total_stock += endCurrent;
    prev.total_stock += endPrevious;
    const valueNow = valueOf(endCurrent, p.valuation_cents);
    const valueThen = (units: number, netValueSince: number) => (units === 0 ? 0 : Math.max(0, valueNow - netValueSince));
    const valueEndPrevious = valueThen(endPrevious, p.net_value_since_current);
    cur.total_value += valueNow;
    prev.total_value += valueEndPrevious;
    cur.start_value += valueEndPrevious;
    prev.start_value += valueThen(startPrevious, p.net_value_since_previous);
    if (p.existed_current && isLowStock(endCurrent, p.min_stock)) cur.low_stock_products += 1;
    if (p.existed_previous && isLowStock(endPrevious, p.min_stock)) prev.low_stock_products += 1;
    cur.monthly_movements += p.movements_current;
    prev.monthly_movements += p.movements_previous;
    cur.outbound_value += p.outbound_value_current;
    prev.outbound_value += p.outbound_value_previous;
  }
  const finish = (f: ReturnType<typeof zero>): KpiFigures => ({
    total_products: f.total_products,
    active_products: f.active_products,
    total_stock: f.total_stock,
    total_value: Math.round(f.total_value / 100),
    low_stock_products: f.low_stock_products,
    monthly_movements: f.monthly_movements,
    inventory_turnover: Math.round(inventoryTurnover(f.outbound_value, (f.start_value + f.total_value) / 2) * 10_000) / 10_000,
  });
  return { current: finish(cur), previous: finish(prev) };
}

export function kpiChanges(current: KpiFigures, previous: KpiFigures): Record<keyof KpiFigures, number | null> {
  const keys = Object.keys(current) as (keyof KpiFigures)[];
  return Object.fromEntries(keys.map((key) => [key, percentChange(current[key], previous[key])])) as Record<
    keyof KpiFigures,
    number | null
  >;
}

/** Status on the cost screen: discontinued, out of stock, low stock, else active. */
export function productCostStatus(product: {
  status: string;
  current_stock: number;
  min_stock: number;
}): 'active' | 'discontinued' | 'low_stock' | 'out_of_stock' {
  if (product.status !== 'Activo') return 'discontinued';
  if (product.current_stock <= 0) return 'out_of_stock';
  if (isLowStock(product.current_stock, product.min_stock)) return 'low_stock';
  return 'active';
}
