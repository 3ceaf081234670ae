import { classifyBarcode } from '@bodega/domain';
import { AppError } from '../../lib/app-error';

function sameCode(a: string | null | undefined, b: string): boolean {
  return !!a && a.trim().toLowerCase() === b.toLowerCase();
}

interface ProductCodes {
  product_name: string;
  product_sku: string;
  product_barcode: string | null;
  product_codigo_fabrica: string | null;
  lot_number: string | null;
  serial_number: string | null;
}

/**
 * Whether a scanned code is this item's product: the product's barcode, SKU or manufacturer code
 * as typed, or — for EAN/UPC and GS1 codes — the same 14-digit GTIN (the domain classifier
 * extracts it from GS1 element strings, Digital Link URLs and retail codes). A GS1 code that
 * carries a lot or serial must also carry this item's lot or serial.
 */
export function matchScannedProduct(item: ProductCodes, scanned: string): { ok: true } | { ok: false; error: AppError } {
  const code = scanned.trim();
  const mismatch = () => {
    const message = `El código escaneado no corresponde al producto ${item.product_name}`;
    return {
      ok: false as const,
      error: new AppError('PRODUCT_MISMATCH', message, undefined, {
        product_name: item.product_name,
        expected: item.product_barcode ?? item.product_sku,
        scanned: code,
      }),
    };
  };
  if (sameCode(item.product_barcode, code) || sameCode(item.product_sku, code) || sameCode(item.product_codigo_fabrica, code))
    return { ok: true };
  const scan = classifyBarcode(code, { context: 'receipts' });
  const own =
    item.product_barcode && /^\d{8,14}$/.test(item.product_barcode.trim()) ? item.product_barcode.trim().padStart(14, '0') : null;
  if (!scan.gtin || !own || scan.gtin !== own) return mismatch();
  const lot = scan.gs1?.lot_number;
  if (lot && item.lot_number && lot !== item.lot_number) {
    return {
      ok: false,
      error: new AppError(
        'LOT_MISMATCH',
        `El lote escaneado (${lot}) no corresponde al lote ${item.lot_number} de ${item.product_name}`,
        undefined,
        { product_name: item.product_name, expected: item.lot_number, scanned: lot },
      ),
    };
  }
  const serial = scan.gs1?.serial_number;
  if (serial && item.serial_number && serial !== item.serial_number) {
    return {
      ok: false,
      error: new AppError(
        'LOT_MISMATCH',
        `La serie escaneada (${serial}) no corresponde a la serie ${item.serial_number} de ${item.product_name}`,
        undefined,
        { product_name: item.product_name, expected: item.serial_number, scanned: serial },
      ),
    };
  }
  return { ok: true };
}
