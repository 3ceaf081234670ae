import { tryParseGs1 } from '@bodega/domain';
import type { DmDevice } from '../api/types';

/** What a scanned UDI says: the string exactly as read, and its GS1 fields when it parses. */
export interface UdiScan {
  raw: string;
  gtin: string | null;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  /** The parser's Spanish message when the code is not a valid GS1 string (the raw text is still kept). */
  error: string | null;
}

export function readUdi(raw: string, separator?: string): UdiScan {
  const parsed = tryParseGs1(raw, separator ? { separator } : undefined);
  if (!parsed.ok)
    return { raw, gtin: null, lot_number: null, serial_number: null, expiry_date: null, error: parsed.error.message };
  const value = parsed.value;
  return {
    raw,
    gtin: value.gtin ?? null,
    lot_number: value.lot_number ?? null,
    serial_number: value.serial_number ?? null,
    expiry_date: value.expiry_date ?? null,
    error: null,
  };
}

/** The search text that finds the scanned unit among the devices in stock: its serial, else its lot. */
export function udiSearch(scan: UdiScan): string | null {
  return scan.serial_number ?? scan.lot_number;
}

/** The device in stock the scan names: same serial (and lot when both carry one), or the lot row of a lot-tracked device. */
export function matchDevice(devices: readonly DmDevice[], scan: UdiScan): DmDevice | null {
  if (scan.serial_number) {
    return (
      devices.find(
        (d) => d.serial_number === scan.serial_number && (!scan.lot_number || !d.lot_number || d.lot_number === scan.lot_number),
      ) ?? null
    );
  }
  if (scan.lot_number) return devices.find((d) => !d.serial_number && d.lot_number === scan.lot_number) ?? null;
  return null;
}
