import { bulkImportBatches, type BulkSheetRow } from '@bodega/domain';
import type { BulkResult, BulkRowPayload } from '../api/bulk-import-products';

/** Rows per request: large files go in several calls so the progress bar moves. */
export const BULK_BATCH_ROWS = 1000;

export function toPayload(row: BulkSheetRow): BulkRowPayload {
  const optional = (value: string) => (value === '' ? undefined : value);
  return {
    row: row.row,
    sku: row.sku,
    name: row.name,
    barcode: row.barcode,
    category: optional(row.category),
    status: optional(row.status),
    min_stock: optional(row.min_stock),
    max_stock: optional(row.max_stock),
    bulk_import: true,
  };
}

/**
 * Sends every row (repeated SKUs in the same batch, so the server reports them as merged) and
 * adds up the server's answers; `onProgress` gets the fraction of rows sent.
 */
export async function runBulkImport(
  rows: readonly BulkSheetRow[],
  send: (batch: BulkRowPayload[]) => Promise<BulkResult>,
  onProgress: (fraction: number) => void,
): Promise<Omit<BulkResult, 'message'>> {
  const total = { created: 0, merged: 0, refused: 0, results: [] as BulkResult['results'] };
  let sent = 0;
  onProgress(0);
  for (const batch of bulkImportBatches(rows.map(toPayload), BULK_BATCH_ROWS)) {
    const answer = await send(batch);
    total.created += answer.created;
    total.merged += answer.merged;
    total.refused += answer.refused;
    total.results.push(...answer.results);
    sent += batch.length;
    onProgress(sent / rows.length);
  }
  total.results.sort((a, b) => a.row - b.row);
  return total;
}
