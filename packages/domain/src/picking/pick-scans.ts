// A pick is confirmed by scans, as in a scanner-first warehouse (docs/modules.md 'Picking'): the
// location the units leave and the product taken from it. Piece-by-piece lists have already
// scanned every unit, so their pick needs the location only. An admin can turn scanning off for
// a list (a site without scanners); the list then says so.
import { isValidGtin } from '../gs1/check-digit';
import { matchPickingScan, ownGtin, type ExpectedUnit, type ScanMismatch } from './scan-match';

export interface PickedItemPlace extends ExpectedUnit {
  location_code: string;
  location_barcode: string | null;
}

export interface PickScans {
  location_scan?: string | null | undefined;
  product_scan?: string | null | undefined;
}

export const PICK_SCAN_MESSAGES = {
  locationRequired: 'Escanee la ubicación antes de recolectar',
  productRequired: 'Escanee el producto antes de recolectar',
  wrongLocation: (scanned: string, expected: string) =>
    `La ubicación escaneada (${scanned}) no corresponde a la ubicación del item ${expected}`,
  serialRequired: (serial: string, name: string) =>
    `Escanee el código con la serie ${serial} de ${name} (GS1 con identificador 21)`,
  lotRequired: (lot: string, name: string) => `Escanee el código con el lote ${lot} de ${name} (GS1 con identificador 10)`,
  scanningOff: 'Escaneo desactivado',
} as const;

export type PickScanCheck =
  | { ok: true }
  | {
      ok: false;
      field: 'location_scan' | 'product_scan';
      reason: 'missing' | 'location' | ScanMismatch;
      message: string;
    };

/** A product whose barcode is a valid GTIN: its GS1 label can carry the lot. */
const hasGs1Label = (barcode: string | null) => {
  const gtin = ownGtin(barcode);
  return gtin !== null && isValidGtin(gtin);
};
const blank = (value: string | null | undefined) => !value || !value.trim();
const sameCode = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the scans sent with a pick confirm it: the location's code or barcode, then the
 * product (its own code, a GTIN, a GS1 element string or a Digital Link, with the reserved lot,
 * serial and expiry when the scan carries them). An item that names a serial needs a scan that
 * names it too: a unit-level product is confirmed unit by unit. Likewise an item that names a lot
 * of a product with a valid GTIN needs a scan carrying that lot (or the unit's serial): a plain GTIN
 * does not say which lot was taken.
 */
export function checkPickScans(item: PickedItemPlace, scans: PickScans, pieceByPiece: boolean): PickScanCheck {
  if (blank(scans.location_scan))
    return { ok: false, field: 'location_scan', reason: 'missing', message: PICK_SCAN_MESSAGES.locationRequired };
  const location = scans.location_scan!.trim();
  if (!sameCode(item.location_code, location) && !sameCode(item.location_barcode, location))
    return {
      ok: false,
      field: 'location_scan',
      reason: 'location',
      message: PICK_SCAN_MESSAGES.wrongLocation(location, item.location_code),
    };
  if (pieceByPiece) return { ok: true };
  if (blank(scans.product_scan))
    return { ok: false, field: 'product_scan', reason: 'missing', message: PICK_SCAN_MESSAGES.productRequired };
  const match = matchPickingScan(item, scans.product_scan!);
  if (!match.ok) return { ok: false, field: 'product_scan', reason: match.reason, message: match.message };
  const serial = item.serial_number?.trim();
  if (serial && !match.serial_number)
    return {
      ok: false,
      field: 'product_scan',
      reason: 'serial',
      message: PICK_SCAN_MESSAGES.serialRequired(serial, item.product_name),
    };
  const lot = item.lot_number?.trim();
  if (lot && !serial && !match.lot_number && hasGs1Label(item.product_barcode))
    return {
      ok: false,
      field: 'product_scan',
      reason: 'lot',
      message: PICK_SCAN_MESSAGES.lotRequired(lot, item.product_name),
    };
  return { ok: true };
}

export interface ListScanMode {
  scan_required: boolean;
  scan_off_at: string | null;
  scan_off_username: string | null;
}

/**
 * What a list says about its scanning: nothing while scans were always required; 'Escaneo
 * desactivado' while it is off; and, once turned on again, that it was off (and since when, by whom).
 */
export function scanModeNotice(list: ListScanMode, formatWhen: (iso: string) => string): string | null {
  if (!list.scan_off_at) return list.scan_required ? null : PICK_SCAN_MESSAGES.scanningOff;
  const who = list.scan_off_username ? ` por ${list.scan_off_username}` : '';
  const when = `${who} el ${formatWhen(list.scan_off_at)}`;
  return list.scan_required ? `Escaneo estuvo desactivado (${when.trim()})` : `${PICK_SCAN_MESSAGES.scanningOff}${when}`;
}

/**
 * What the unit's label reads, as a scan that confirms its pick: the GTIN with the item's serial
 * (AI 21) or lot (AI 10) as a GS1 element string; the product's own code when it has no valid GTIN.
 */
export function unitLabelScan(item: {
  product_barcode: string | null;
  product_sku: string;
  lot_number?: string | null;
  serial_number?: string | null;
}): string {
  const code = (item.product_barcode ?? item.product_sku).trim();
  if (!hasGs1Label(code)) return code;
  const gtin = `(01)${ownGtin(code)}`;
  if (item.serial_number?.trim()) return `${gtin}(21)${item.serial_number.trim()}`;
  return item.lot_number?.trim() ? `${gtin}(10)${item.lot_number.trim()}` : code;
}
