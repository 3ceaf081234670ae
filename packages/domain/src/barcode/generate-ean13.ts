import { gs1CheckDigit, hasValidCheckDigit } from '../gs1/check-digit';

/** Check digit of an EAN-13 from its first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError('Se requieren exactamente 12 dígitos');
  return gs1CheckDigit(first12);
}

/**
 * A new internal EAN-13 for a product without a barcode: 789, then 00, then 7 random
 * digits, then the check digit.
 */
export function generateEan13(random: () => number = Math.random): string {
  let code = '78900';
  for (let i = 0; i < 7; i++) code += Math.min(9, Math.floor(random() * 10));
  return code + ean13CheckDigit(code);
}

/** Labels are printed only for EAN-13 codes starting 789 (the ones generated here). */
export function isPrintableEan13(code: string): boolean {
  return /^789\d{10}$/.test(code) && hasValidCheckDigit(code);
}
