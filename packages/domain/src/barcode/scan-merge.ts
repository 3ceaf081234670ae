/** The fields of a receipt or issue line that the scan-merge rule looks at. */
export interface ScanLine {
  product_id: number | string;
  quantity: number;
  lot_number?: string | null;
  expiry_date?: string | null;
  serial_number?: string | null;
  cantidad_x_caja?: number | null;
}

const norm = (value: string | null | undefined) => (value ?? '').trim();

/** Whether a scan adds to `line` rather than opening a new line. */
export function isSameScanLine(line: ScanLine, scanned: ScanLine): boolean {
  if (norm(line.serial_number) !== '' || norm(scanned.serial_number) !== '') return false;
  return (
    String(line.product_id) === String(scanned.product_id) &&
    norm(line.lot_number) === norm(scanned.lot_number) &&
    norm(line.expiry_date) === norm(scanned.expiry_date)
  );
}

/**
 * The scan-merge rule: a scan of the same product, lot, expiry and serial as an existing
 * line adds the product's `cantidad_x_caja` (1 when unset) to that line's quantity; serialised items
 * are never merged, so each serial stays on its own line. Returns a new array; the lines passed in
 * are not changed.
 */
export function mergeScan<L extends ScanLine>(lines: readonly L[], scanned: L): L[] {
  const index = lines.findIndex((line) => isSameScanLine(line, scanned));
  if (index < 0) return [...lines, scanned];
  const step = scanned.cantidad_x_caja ?? lines[index]!.cantidad_x_caja ?? 1;
  const next = [...lines];
  next[index] = { ...lines[index]!, quantity: lines[index]!.quantity + (step > 0 ? step : 1) };
  return next;
}
