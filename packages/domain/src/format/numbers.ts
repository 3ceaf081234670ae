/** Group thousands with dots and use a comma for decimals: 1234.5 → '1.234,5'. */
export function formatNumberCL(value: number, maximumDecimals = 0, minimumDecimals = 0): string {
  if (!Number.isFinite(value)) return '0';
  const fixed = Math.abs(value).toFixed(maximumDecimals);
  const [whole = '0', fraction = ''] = fixed.split('.');
  let decimals = fraction.replace(/0+$/, '');
  if (decimals.length < minimumDecimals) decimals = decimals.padEnd(minimumDecimals, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${decimals ? `,${decimals}` : ''}`;
}

/** Percentages are shown with one decimal: 12.345 → '12,3%'. */
export function formatPercent(value: number, decimals = 1): string {
  return `${formatNumberCL(value, decimals, decimals)}%`;
}

/**
 * The cost screen's unit-price text: dot-separated thousands and up to two decimals after a
 * comma (Edit cost form).
 */
export const UNIT_PRICE_PATTERN = /^\d{1,3}(\.\d{3})*(,\d{1,2})?$/;

export const UNIT_PRICE_FORMAT_MESSAGE = 'Formato inválido. Use puntos para separar miles y coma para decimales';

export function isValidUnitPriceText(text: string): boolean {
  return UNIT_PRICE_PATTERN.test(text.trim());
}

/** '1.234,56' → 1234.56: dots removed, comma as decimal mark; 0 when not a number. */
export function parseUnitPriceText(text: string | null | undefined): number {
  if (text == null) return 0;
  const normalised = String(text).trim().replace(/\./g, '').replace(',', '.');
  if (normalised === '') return 0;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : 0;
}

/** 1234.56 → '1.234,56'; up to two decimals, none when whole. */
export function formatUnitPriceText(value: number): string {
  return formatNumberCL(value, 2);
}

/**
 * Formats what the user types in the unit-price field: everything but digits and the first comma
 * is stripped, thousands are regrouped, decimals cut to two. A trailing comma is kept so the
 * user can go on typing decimals.
 */
export function autoFormatUnitPriceInput(raw: string): string {
  const cleaned = raw.replace(/[^\d,]/g, '');
  const commaAt = cleaned.indexOf(',');
  const wholeDigits = (commaAt === -1 ? cleaned : cleaned.slice(0, commaAt)).replace(/^0+(?=\d)/, '');
  const decimals =
    commaAt === -1
      ? null
      : cleaned
          .slice(commaAt + 1)
          .replace(/,/g, '')
          .slice(0, 2);
  const whole = wholeDigits === '' && decimals !== null ? '0' : wholeDigits;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals === null ? grouped : `${grouped},${decimals}`;
}
