/**
 * Formula injection (DESIGN §8): a text cell starting with =, +, -, @, tab or CR is written with a
 * leading apostrophe so a spreadsheet shows it as text instead of running it. Numbers stay numbers.
 */
export function neutraliseCell<T>(value: T): T | string {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
