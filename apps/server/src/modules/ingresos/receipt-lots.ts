import { registerLots } from '../lots';
import type { ReceiptContext, ReceiptLine } from './receipt.types';

/**
 * The receipt's lines with their lot master's expiry (one lot, one expiry, modules/lots): a line
 * without an expiry takes its lot's, an unknown lot is registered, a known lot with another
 * expiry is refused with 409 naming the stored one (keyed `details.N.expiry_date`).
 */
export async function withLotExpiries<T extends ReceiptLine>(
  c: ReceiptContext,
  lines: readonly T[],
  field: 'items' | 'details',
  ctx: { reference: string; user_id: number | null },
): Promise<T[]> {
  const expiries = await registerLots(
    c.trx,
    lines.map((line, i) => ({
      product_id: line.product_id,
      lot_number: line.lot_number,
      expiry_date: line.expiry_date,
      field: `${field}.${i}.expiry_date`,
    })),
    { source: 'ingreso', reference: ctx.reference.trim(), user_id: ctx.user_id },
  );
  return lines.map((line, i) => (line.lot_number?.trim() ? { ...line, expiry_date: expiries[i] || null } : line));
}
