import { classifyBarcode, mergeScan, type BarcodeClassification, type IngresoLineInput } from '@bodega/domain';
import type { Product } from '../api/types';

export type LineValues = IngresoLineInput;

/** A new, empty line of the receipt form. */
export function emptyLine(): LineValues {
  return {
    product_id: undefined as unknown as number,
    quantity: 1,
    lot_number: '',
    serial_number: '',
    expiry_date: '',
    forma_adquisicion: null,
    fecha_recepcion_conforme: '',
    numero_registro_sanitario: '',
    numero_inventario_activo_fijo: '',
  };
}

/** The product flags the line's DM rules read (copied into the line, re-checked by the server). */
export function withProduct(line: LineValues, product: Product): LineValues {
  return {
    ...line,
    product_id: product.id,
    es_dm_priorizado: product.es_dm_priorizado,
    requiere_registro_sanitario: product.requiere_registro_sanitario,
    tipo_dm: product.tipo_dm,
    requiere_serie: product.requiere_serie === true,
  };
}

export function isEmptyLine(line: LineValues): boolean {
  return typeof line.product_id !== 'number';
}

export type ScanOutcome =
  | { kind: 'found'; product: Product; line: LineValues; classification: BarcodeClassification }
  | { kind: 'gs1-without-product'; code: string; classification: BarcodeClassification }
  | { kind: 'not-found'; code: string; classification: BarcodeClassification }
  | { kind: 'invalid'; message: string };

/**
 * What a scanned code means for a receipt (scan flow classification): GS1 codes
 * fill GTIN, lot, serial and expiry; the product is looked up by GTIN (the server matches a
 * GTIN-14 to its EAN-13) or by the code as scanned.
 */
export async function resolveScan(
  code: string,
  separator: string,
  findByBarcode: (code: string) => Promise<Product | null>,
): Promise<ScanOutcome> {
  const classification = classifyBarcode(code, { context: 'receipts', separator });
  if (classification.gs1_error) return { kind: 'invalid', message: classification.gs1_error.message };
  const gs1 = classification.gs1;
  const key = classification.gtin ?? (gs1 ? undefined : code.trim());
  const product = key ? await findByBarcode(key) : null;
  if (!product) {
    return gs1 ? { kind: 'gs1-without-product', code, classification } : { kind: 'not-found', code, classification };
  }
  return { kind: 'found', product, classification, line: scannedLine(product, classification, code) };
}

/**
 * The line a scan adds: a serialised unit is 1; otherwise one box (cantidad_x_caja). A priority
 * device's line keeps the scanned string exactly as read (`udi_raw`) beside the parsed fields.
 */
export function scannedLine(product: Product, classification: BarcodeClassification, code?: string): LineValues {
  const gs1 = classification.gs1;
  const serial = gs1?.serial_number ?? '';
  const line = withProduct(emptyLine(), product);
  return {
    ...line,
    quantity: serial ? 1 : Math.max(1, product.cantidad_x_caja || 1),
    lot_number: gs1?.lot_number ?? '',
    serial_number: serial,
    expiry_date: gs1?.expiry_date ?? '',
    barcode_type: gs1 ? 'GS1' : classification.type,
    auto_filled: Boolean(gs1 && (gs1.lot_number || gs1.serial_number || gs1.expiry_date)),
    ...(product.es_dm_priorizado && code ? { udi_raw: code } : {}),
  };
}

/**
 * Adds a scanned line with the domain's merge rule (same product, lot, expiry and serial adds
 * cantidad_x_caja; serialised items stay apart). An untouched empty line is replaced.
 */
export function addScannedLine(
  lines: readonly LineValues[],
  scanned: LineValues,
  boxQuantity: (productId: number) => number,
): LineValues[] {
  const filled = lines.filter((line) => !isEmptyLine(line));
  const withBox = filled.map((line) => ({
    ...line,
    product_id: line.product_id as number,
    cantidad_x_caja: boxQuantity(line.product_id as number),
  }));
  const merged = mergeScan(withBox, {
    ...scanned,
    product_id: scanned.product_id as number,
    cantidad_x_caja: boxQuantity(scanned.product_id as number),
  });
  return merged.map(({ cantidad_x_caja: _box, ...line }) => line);
}
