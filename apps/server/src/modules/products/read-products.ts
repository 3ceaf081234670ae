import { PRODUCT_MESSAGES, classifyBarcode, generateEan13 } from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/app-error';
import type { Product } from './products.mapper';
import {
  barcodeTaken,
  findProductRow,
  findProductRowByBarcodes,
  findProductRowBySku,
  searchProductRows,
  selectProductPage,
  type ProductListQuery,
} from './products.repository';
import type { Tx } from '../../db/handle';

/** A barcode no product has yet: the domain's internal EAN-13 (789 00 …), retried on collision. */
export async function uniqueEan13(db: Tx, taken: Set<string> = new Set()): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const code = generateEan13();
    if (taken.has(code)) continue;
    if (!(await barcodeTaken(db, code))) return code;
  }
  throw new AppError('CONFLICT', 'No se pudo generar un código de barras único');
}

/**
 * Codes a scanned barcode may be stored as: itself, its 14-digit GTIN, and the GTIN without the
 * leading zeros that pad an EAN-13, UPC-A or EAN-8 to 14 digits.
 */
export function barcodeCandidates(code: string): string[] {
  const trimmed = code.trim();
  const candidates = [trimmed];
  const gtin = classifyBarcode(trimmed, { context: 'issues' }).gtin;
  if (gtin) {
    candidates.push(gtin);
    if (gtin.startsWith('0')) candidates.push(gtin.slice(1));
    if (gtin.startsWith('00')) candidates.push(gtin.slice(2));
    if (gtin.startsWith('000000')) candidates.push(gtin.slice(6));
  }
  return [...new Set(candidates.filter(Boolean))];
}

function found(product: Product | undefined, message: string = PRODUCT_MESSAGES.notFound): Product {
  if (!product) throw new AppError('NOT_FOUND', message);
  return product;
}

export async function getProduct(deps: Deps, id: number, message?: string): Promise<Product> {
  return found(await findProductRow(deps.db.kysely, id), message);
}

export function listProducts(deps: Deps, query: ProductListQuery) {
  return selectProductPage(deps.db.kysely, deps.db.dialect, query);
}

export async function findProductBySku(deps: Deps, sku: string): Promise<Product> {
  return found(await findProductRowBySku(deps.db.kysely, sku.trim()));
}

/** From 2 characters, at most 20 products. */
export async function quickSearchProducts(deps: Deps, text: string): Promise<Product[]> {
  return text.trim().length < 2 ? [] : searchProductRows(deps.db.kysely, deps.db.dialect, text, 20);
}

export async function findProductByBarcode(deps: Deps, code: string): Promise<Product> {
  return found(await findProductRowByBarcodes(deps.db.kysely, barcodeCandidates(code)));
}
