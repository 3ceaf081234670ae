import { MAX_QUANTITY } from '../schemas/bounds';

export const ADJUSTMENT_TYPES = ['add', 'subtract', 'set'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

export const ADJUSTMENT_RESULT_NEGATIVE = 'La cantidad resultante no puede ser negativa';
export const ADJUSTMENT_RESULT_TOO_LARGE = `La cantidad resultante no puede superar ${MAX_QUANTITY.toLocaleString('es-CL')}`;

/**
 * New stock after an adjustment: add and subtract are relative, set is the new absolute total.
 * Stock never goes below zero: a subtraction larger than the stock is an error, not a clamp;
 * nor above MAX_QUANTITY per row.
 */
export function applyAdjustment(
  current: number,
  type: AdjustmentType,
  quantity: number,
): { ok: true; quantity: number } | { ok: false; error: string } {
  const next = type === 'add' ? current + quantity : type === 'subtract' ? current - quantity : quantity;
  if (next < 0) return { ok: false, error: ADJUSTMENT_RESULT_NEGATIVE };
  if (next > MAX_QUANTITY) return { ok: false, error: ADJUSTMENT_RESULT_TOO_LARGE };
  return { ok: true, quantity: next };
}
