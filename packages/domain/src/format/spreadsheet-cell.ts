/**
 * CSV / spreadsheet formula injection (OWASP "CSV Injection"): a text cell that starts with '=',
 * '+', '-', '@', a tab or a carriage return is read as a formula by Excel, LibreOffice and Google
 * Sheets ('=HYPERLINK("http://evil.example","x")', '@SUM(1+1)', '-2+3+cmd|…'). Every export
 * writes text cells through `neutraliseCell`, which prefixes such a cell with a single quote so
 * it stays text. Numbers are written as numbers and are never formulas, so they pass unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** The cell as an export writes it: text that could start a formula gets a leading "'". */
export function neutraliseCell<T extends string | number | null | undefined>(value: T): T extends string ? string : T {
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}` as never;
  return value as never;
}

/**
 * The text a neutralised cell stood for, for a file that comes back (a filled-in template): the
 * added quote is dropped only where `neutraliseCell` would have added it.
 */
export function restoreNeutralisedCell(text: string): string {
  return text.length > 1 && text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** One CSV field (RFC 4180): neutralised, then quoted when it holds a comma, semicolon, quote or line break. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(neutraliseCell(value));
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV line of fields, ending in CRLF. */
export function csvLine(values: ReadonlyArray<string | number | null | undefined>): string {
  return values.map(csvField).join(',') + '\r\n';
}
