/**
 * Money of costs and prices. Amounts are kept as whole hundredths of a peso
 * ("centavos") so a price such as 1.234,56 and a moving average stay exact integers;
 * the API shows them as pesos with at most two decimals. Rounding is half up, once, here.
 */
export function pesosToCents(pesos: number): number {
  return Math.round(pesos * 100 + (pesos >= 0 ? 1e-9 : -1e-9));
}

export function centsToPesos(cents: number | null | undefined): number | null {
  return cents == null ? null : cents / 100;
}

/** True when the amount has at most two decimals (what the price field accepts). */
export function hasAtMostTwoDecimals(pesos: number): boolean {
  return Number.isFinite(pesos) && Math.abs(pesos * 100 - Math.round(pesos * 100)) < 1e-6;
}

/**
 * Moving weighted average cost after a receipt: (stock before × average before + received ×
 * unit cost) / (stock before + received), in centavos rounded half up. With no stock before (or
 * no known average) the receipt's cost is the new average. A receipt without cost leaves it as is.
 */
export function movingAverageCost(
  stockBefore: number,
  averageBeforeCents: number | null,
  received: number,
  unitCostCents: number | null,
): number | null {
  if (unitCostCents == null || received <= 0) return averageBeforeCents;
  const before = Math.max(0, stockBefore);
  if (averageBeforeCents == null || before === 0) return unitCostCents;
  return Math.round((before * averageBeforeCents + received * unitCostCents) / (before + received));
}

/** The cost that values a product: its average cost, else its unit price. */
export function valuationCents(product: { average_cost_cents: number | null; unit_price_cents: number | null }): number | null {
  return product.average_cost_cents != null && product.average_cost_cents > 0
    ? product.average_cost_cents
    : product.unit_price_cents;
}
