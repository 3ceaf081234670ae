// Whether a scan at picking is the reserved unit:
// the product's own codes as typed, or the same GTIN from an EAN/UPC, a GS1 element string or a
// Digital Link; a GS1 scan that carries a lot, serial or expiry must carry the reserved one.
import { classifyBarcode } from '../barcode/classify-barcode';

export interface ExpectedUnit {
  product_name: string;
  product_sku: string;
  product_barcode: string | null;
  product_codigo_fabrica?: string | null;
  /** The reserved unit's lot, serial and expiry ('' or null when the stock has none). */
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
}

export type ScanMismatch = 'product' | 'lot' | 'serial' | 'expiry';

export type ScanMatch =
  | { ok: true; gtin: string | null; lot_number: string | null; serial_number: string | null }
  | { ok: false; reason: ScanMismatch; message: string; expected: string; scanned: string };

export const SCAN_MESSAGES = {
  product: (name: string) => `El código escaneado no corresponde al producto ${name}`,
  lot: (scanned: string, expected: string, name: string) =>
    `El lote escaneado (${scanned}) no corresponde al lote reservado ${expected} de ${name}`,
  serial: (scanned: string, expected: string, name: string) =>
    `La serie escaneada (${scanned}) no corresponde a la serie reservada ${expected} de ${name}`,
  expiry: (scanned: string, expected: string, name: string) =>
    `El vencimiento escaneado (${scanned}) no corresponde al vencimiento reservado ${expected} de ${name}`,
} as const;

const same = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.toLowerCase();
const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** The product's own barcode as a 14-digit GTIN, when it is a retail or GTIN code. */
export function ownGtin(barcode: string | null): string | null {
  const code = barcode?.trim();
  return code && /^\d{8,14}$/.test(code) ? code.padStart(14, '0') : null;
}

export function matchPickingScan(expected: ExpectedUnit, scanned: string): ScanMatch {
  const code = scanned.trim();
  if (same(expected.product_barcode, code) || same(expected.product_sku, code) || same(expected.product_codigo_fabrica, code)) {
    return { ok: true, gtin: ownGtin(expected.product_barcode), lot_number: null, serial_number: null };
  }
  const scan = classifyBarcode(code, { context: 'issues' });
  const own = ownGtin(expected.product_barcode);
  const mismatch = (reason: ScanMismatch, message: string, want: string, got: string): ScanMatch => ({
    ok: false,
    reason,
    message,
    expected: want,
    scanned: got,
  });
  if (!scan.gtin || !own || scan.gtin !== own) {
    return mismatch(
      'product',
      SCAN_MESSAGES.product(expected.product_name),
      expected.product_barcode ?? expected.product_sku,
      code,
    );
  }
  const lot = blankToNull(scan.gs1?.lot_number);
  const wantLot = blankToNull(expected.lot_number);
  if (lot && wantLot && lot !== wantLot)
    return mismatch('lot', SCAN_MESSAGES.lot(lot, wantLot, expected.product_name), wantLot, lot);
  const serial = blankToNull(scan.gs1?.serial_number);
  const wantSerial = blankToNull(expected.serial_number);
  if (serial && wantSerial && serial !== wantSerial)
    return mismatch('serial', SCAN_MESSAGES.serial(serial, wantSerial, expected.product_name), wantSerial, serial);
  const expiry = scan.gs1?.elements['17'] !== undefined ? blankToNull(scan.gs1?.expiry_date) : null;
  const wantExpiry = blankToNull(expected.expiry_date);
  if (expiry && wantExpiry && expiry !== wantExpiry.slice(0, 10)) {
    return mismatch(
      'expiry',
      SCAN_MESSAGES.expiry(expiry, wantExpiry.slice(0, 10), expected.product_name),
      wantExpiry.slice(0, 10),
      expiry,
    );
  }
  return { ok: true, gtin: scan.gtin, lot_number: lot, serial_number: serial };
}
