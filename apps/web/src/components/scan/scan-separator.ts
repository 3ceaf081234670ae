/** ASCII 29, the GS1 group separator (FNC1 in the middle of a code). */
export const GS = '\x1d';

const STORAGE_KEY = 'bodega.scan.separator';

/**
 * The character this device's keyboard-wedge scanner sends for the group separator. Scanners
 * that cannot type ASCII 29 are configured to send a printable character instead (often `~` or
 * `|`); it is kept per browser because it belongs to the hardware, not to the user.
 */
export function readScanSeparator(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string {
  try {
    const value = storage?.getItem(STORAGE_KEY);
    return value && value.length === 1 ? value : GS;
  } catch {
    return GS;
  }
}

export function writeScanSeparator(value: string, storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  if (value === GS || value.length !== 1) storage.removeItem(STORAGE_KEY);
  else storage.setItem(STORAGE_KEY, value);
}

/** How a separator is shown to people: ASCII 29 has no glyph. */
export function separatorLabel(separator: string): string {
  return separator === GS ? 'GS (ASCII 29)' : separator;
}
