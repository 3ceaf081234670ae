/**
 * SKU for a product created from a scan: 'AUTO' plus the first 8 characters of the
 * code in upper case, or the first 6 when the code is shorter than 8. Separators, spaces and
 * other control characters a scanner may send are left out first.
 */
export function autoSkuFor(code: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = code.replace(/[\s\x00-\x1f\x7f]/g, '');
  const take = clean.length >= 8 ? 8 : 6;
  return `AUTO${clean.slice(0, take).toUpperCase()}`;
}
