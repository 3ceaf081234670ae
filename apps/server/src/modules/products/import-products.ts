import {
  BULK_IMPORT_DEFAULTS,
  BULK_IMPORT_MESSAGES,
  bulkImportProductSchema,
  type BulkImportResultOut,
  type BulkImportRowOut,
  type ProductBulkImport,
} from '@bodega/domain';
import type { Deps } from '../../lib/deps';
import { z } from 'zod';
import { nowIso } from '../../lib/clock';
import { productSearchText } from './products.mapper';
import { existingBarcodes, existingSkus } from './products.repository';
import { DUPLICATE_BARCODE, DUPLICATE_SKU } from './write-products';
import { uniqueEan13 } from './read-products';

type BulkResult = BulkImportResultOut;
type RowResult = BulkImportRowOut;

type BulkRowInput = ProductBulkImport['products'][number];

const MERGED = (row: number) => `SKU repetido en el archivo: se unió con la fila ${row}`;
const CHUNK = 200;

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** First issue of a row that does not pass the domain schema, as "campo: mensaje". */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issue.message : 'Fila inválida';
}

/**
 * Excel bulk import: rows with the same SKU merge into the first (taking the first
 * non-empty barcode); an SKU or barcode already in the database is refused and reported, never
 * overwritten; a missing barcode gets a generated EAN-13; new categories are registered.
 * All valid products are created in one transaction.
 */
export async function importProducts(deps: Deps, rows: BulkRowInput[]): Promise<BulkResult> {
  const db = deps.db.kysely;
  const results: RowResult[] = [];
  const firstBySku = new Map<string, { index: number; row: number; input: BulkRowInput; barcode: string }>();
  const rowNumber = (input: BulkRowInput, index: number) => input.row ?? index + 1;

  // 1. Merge duplicate SKUs of the file into their first row.
  const pending: Array<{ row: number; sku: string; input: BulkRowInput }> = [];
  rows.forEach((input, index) => {
    const row = rowNumber(input, index);
    const sku = text(input.sku);
    const first = firstBySku.get(sku);
    if (sku && first) {
      if (!first.barcode && text(input.barcode)) first.barcode = text(input.barcode);
      results.push({
        row,
        sku,
        status: 'merged',
        reason: MERGED(first.row),
        product_id: null,
        barcode: null,
        auto_generated: false,
      });
      return;
    }
    if (sku) firstBySku.set(sku, { index, row, input, barcode: text(input.barcode) });
    pending.push({ row, sku, input });
  });

  // 2. Refuse what the database already has; validate each row with the domain schema.
  const skus = pending.map((p) => p.sku).filter(Boolean);
  const barcodes = [...firstBySku.values()].map((f) => f.barcode).filter(Boolean);
  const [takenSkus, takenBarcodes] = await Promise.all([existingSkus(db, skus), existingBarcodes(db, barcodes)]);
  const usedBarcodes = new Set<string>();
  const toCreate: Array<{ result: RowResult; product: z.infer<typeof bulkImportProductSchema> }> = [];
  for (const { row, sku, input } of pending) {
    const result: RowResult = {
      row,
      sku,
      status: 'refused',
      reason: null,
      product_id: null,
      barcode: null,
      auto_generated: false,
    };
    results.push(result);
    const merged = firstBySku.get(sku);
    let barcode = merged?.barcode ?? text(input.barcode);
    if (sku && takenSkus.has(sku)) {
      result.reason = DUPLICATE_SKU(sku);
      continue;
    }
    if (barcode && (takenBarcodes.has(barcode) || usedBarcodes.has(barcode))) {
      result.reason = DUPLICATE_BARCODE(barcode);
      continue;
    }
    if (!barcode && sku) {
      barcode = await uniqueEan13(db, usedBarcodes);
      result.auto_generated = true;
    }
    const optionalText = (value: unknown) => (text(value) === '' ? undefined : text(value));
    const parsed = bulkImportProductSchema.safeParse({
      sku,
      barcode,
      name: text(input.name),
      category: text(input.category) || BULK_IMPORT_DEFAULTS.category,
      min_stock:
        input.min_stock === undefined || input.min_stock === null || text(input.min_stock) === ''
          ? undefined
          : Number(input.min_stock),
      max_stock:
        input.max_stock === undefined || input.max_stock === null || text(input.max_stock) === ''
          ? undefined
          : Number(input.max_stock),
      status: optionalText(input.status),
      ...(input.bulk_import === undefined ? {} : { bulk_import: input.bulk_import }),
      ...(input.auto_generated === undefined ? {} : { auto_generated: input.auto_generated }),
      ...(optionalText(input.barcode_type) === undefined ? {} : { barcode_type: optionalText(input.barcode_type) }),
      ...(optionalText(input.barcode_original) === undefined ? {} : { barcode_original: optionalText(input.barcode_original) }),
    });
    if (!parsed.success) {
      result.reason = firstIssue(parsed.error);
      result.auto_generated = false;
      continue;
    }
    usedBarcodes.add(barcode);
    result.barcode = barcode;
    toCreate.push({ result, product: parsed.data });
  }

  // 3. One transaction: new categories, then the products in chunks.
  if (toCreate.length > 0) {
    await db.transaction().execute(async (trx) => {
      const at = nowIso();
      const categories = [...new Set(toCreate.map((c) => c.product.category))];
      const known = new Set(
        (await trx.selectFrom('categories').select('name').where('name', 'in', categories).execute()).map((c) => c.name),
      );
      const fresh = categories.filter((name) => !known.has(name));
      if (fresh.length > 0)
        await trx
          .insertInto('categories')
          .values(fresh.map((name) => ({ name, created_at: at, updated_at: at })))
          .execute();
      for (let i = 0; i < toCreate.length; i += CHUNK) {
        const chunk = toCreate.slice(i, i + CHUNK);
        const ids = await trx
          .insertInto('products')
          .values(
            chunk.map(({ product }) => ({
              sku: product.sku,
              barcode: product.barcode,
              codigo_fabrica: null,
              name: product.name,
              description: null,
              category: product.category,
              abc_category: null,
              warehouse_id: null,
              zone_id: null,
              location_id: null,
              min_stock: product.min_stock,
              max_stock: product.max_stock,
              weight: null,
              length: null,
              width: null,
              height: null,
              status: product.status === 'active' ? 'Activo' : product.status,
              tipo_dm: null,
              categorizacion_implantable: null,
              search_text: productSearchText(product),
              deleted_at: null,
              created_at: at,
              updated_at: at,
            })),
          )
          .returning(['id', 'sku'])
          .execute();
        const idBySku = new Map(ids.map((r) => [r.sku, r.id]));
        for (const { result } of chunk) {
          result.status = 'created';
          result.product_id = idBySku.get(result.sku) ?? null;
        }
      }
    });
  }

  results.sort((a, b) => a.row - b.row);
  const count = (status: RowResult['status']) => results.filter((r) => r.status === status).length;
  return {
    created: count('created'),
    merged: count('merged'),
    refused: count('refused'),
    message: BULK_IMPORT_MESSAGES.created(count('created')),
    results,
  };
}
