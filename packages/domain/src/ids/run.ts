export const RUN_MESSAGES = {
  invalid: 'RUN inválido',
  hint: 'Formato: 12345678-9',
  rutRequired: 'RUT es requerido',
  rutInvalid: 'RUT inválido',
} as const;

/** After removing dots and dashes: 7–8 digits and a check character (Implant). */
export const RUN_PATTERN = /^\d{7,8}[\dkK]$/;

function compact(run: string): string {
  return run.trim().replace(/[.\-\s]/g, '');
}

/** Mod-11 check digit of a RUN/RUT body: '0'–'9' or 'K'. */
export function runCheckDigit(body: string | number): string {
  const digits = String(body).replace(/\D/g, '');
  let sum = 0;
  let factor = 2;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    sum += Number(digits[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  if (rest === 11) return '0';
  if (rest === 10) return 'K';
  return String(rest);
}

/** A Chilean RUN/RUT with or without dots and dash, whose check digit is right. */
export function isValidRun(run: unknown): boolean {
  if (typeof run !== 'string') return false;
  const value = compact(run);
  if (value.length < 8 || value.length > 9 || !RUN_PATTERN.test(value)) return false;
  return runCheckDigit(value.slice(0, -1)) === value.slice(-1).toUpperCase();
}

/**
 * Normalised form `12345678-K`: no dots, a dash before the check digit, K upper case.
 * Input that does not have the RUN shape is returned trimmed, unchanged otherwise.
 */
export function formatRun(run: string): string {
  const value = compact(run);
  if (!RUN_PATTERN.test(value)) return run.trim();
  return `${value.slice(0, -1)}-${value.slice(-1).toUpperCase()}`;
}

/** Display form with thousands dots: `12.345.678-K`. */
export function formatRunWithDots(run: string): string {
  const normal = formatRun(run);
  const match = /^(\d+)-([\dK])$/.exec(normal);
  if (!match) return normal;
  const body = match[1]!.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${body}-${match[2]}`;
}
