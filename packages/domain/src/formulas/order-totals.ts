import { MAX_MONEY } from '../schemas/bounds';

/**
 * Money of sales orders, written down once here and used by the web form
 * and the server alike. Everything is whole Chilean pesos (CLP has no minor unit), in integer
 * arithmetic, never a binary fraction:
 * - a unit price is a whole number of pesos;
 * - line_total = quantity × unit_price, exact;
 * - subtotal = Σ line_total, exact;
 * - tax_amount (IVA 19 %) = subtotal × 19 / 100 rounded to the nearest peso, half a peso up
 *   (computed as ⌊(subtotal × 19 + 50) / 100⌋, so no fraction is ever formed);
 * - total_amount = subtotal + tax_amount.
 * The subtotal is capped at MAX_MONEY, which keeps subtotal × 19 far inside the exact range of a
 * double (2^53).
 */
export const IVA_PERCENT = 19;

export function clpLineTotal(line: { quantity: number; unit_price: number }): number {
  return line.quantity * line.unit_price;
}

export function clpIva(subtotal: number): number {
  return Math.floor((subtotal * IVA_PERCENT + 50) / 100);
}

export interface ClpOrderTotals {
  subtotal: number;
  tax_amount: number;
  total_amount: number;
}

export function clpOrderTotals(lines: readonly { quantity: number; unit_price: number }[]): ClpOrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + clpLineTotal(line), 0);
  const tax = clpIva(subtotal);
  return { subtotal, tax_amount: tax, total_amount: subtotal + tax };
}

export const ORDER_TOTAL_TOO_LARGE = `El total de la orden no puede superar ${MAX_MONEY.toLocaleString('es-CL')} pesos`;

/** Whether an order's totals stay within MAX_MONEY (the schema refuses larger orders). */
export function orderTotalsWithinBounds(lines: readonly { quantity: number; unit_price: number }[]): boolean {
  const { total_amount, subtotal } = clpOrderTotals(lines);
  return Number.isSafeInteger(subtotal) && total_amount <= MAX_MONEY;
}
