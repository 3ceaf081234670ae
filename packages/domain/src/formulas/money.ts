/** IVA 19 % of the subtotal; total = subtotal + tax. */
export const IVA_RATE = 0.19;

/** Rounds to cents so sums of prices like 1.234,56 do not carry float noise. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function lineTotal(line: { quantity: number; unit_price: number }): number {
  return roundMoney(line.quantity * line.unit_price);
}

export function ivaOf(subtotal: number): number {
  return roundMoney(subtotal * IVA_RATE);
}

export interface OrderTotals {
  subtotal: number;
  tax_amount: number;
  total_amount: number;
}

export function orderTotals(lines: readonly { quantity: number; unit_price: number }[]): OrderTotals {
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + lineTotal(line), 0));
  const tax = ivaOf(subtotal);
  return { subtotal, tax_amount: tax, total_amount: roundMoney(subtotal + tax) };
}
