import { tryParseGs1 } from '@bodega/domain';

/**
 * The serial a unit's field keeps from what was typed or scanned: a GS1 string (bracketed, raw
 * with the scanner's separator, or a Digital Link) gives its AI 21; anything else is the serial
 * as typed, trimmed.
 */
export function serialFromInput(text: string, separator: string): string {
  const value = text.trim();
  if (!value) return '';
  const parsed = tryParseGs1(value, { separator });
  return parsed.ok && parsed.value.serial_number ? parsed.value.serial_number : value;
}

/** The line's serial list resized to its quantity: kept values first, empty fields for the rest. */
export function resizeSerials(serials: readonly string[] | undefined, quantity: number, max: number): string[] {
  const size = Math.max(0, Math.min(Number.isInteger(quantity) ? quantity : 0, max));
  return Array.from({ length: size }, (_, k) => serials?.[k] ?? '');
}
