import type { BulkSheetRow } from '@bodega/domain';
import { describe, expect, it, vi } from 'vitest';
import type { BulkRowPayload } from '../api/bulk-import-products';
import { runBulkImport, toPayload } from './bulk-import-run';

const row = (n: number, sku: string, extra: Partial<BulkSheetRow> = {}): BulkSheetRow => ({
  row: n,
  sku,
  name: `P ${sku}`,
  barcode: '',
  category: '',
  status: '',
  min_stock: '',
  max_stock: '',
  ...extra,
});

describe('bulk import run', () => {
  it('leaves empty optional cells out of the payload', () => {
    expect(toPayload(row(2, 'A', { category: 'Insumos', min_stock: '5' }))).toEqual({
      row: 2,
      sku: 'A',
      name: 'P A',
      barcode: '',
      category: 'Insumos',
      status: undefined,
      min_stock: '5',
      max_stock: undefined,
      bulk_import: true,
    });
  });

  it('adds up the answers of every batch and reports progress', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => row(i + 2, `S${i}`));
    const send = vi.fn(async (batch: BulkRowPayload[]) => ({
      created: batch.length - 1,
      merged: 0,
      refused: 1,
      message: '',
      results: batch.map((r, i) => ({
        row: r.row,
        sku: r.sku,
        status: i === 0 ? ('refused' as const) : ('created' as const),
        reason: i === 0 ? 'x' : null,
        product_id: null,
        barcode: null,
        auto_generated: false,
      })),
    }));
    const progress: number[] = [];
    const result = await runBulkImport(rows, send, (f) => progress.push(f));
    expect(send).toHaveBeenCalledTimes(3);
    expect(result.created).toBe(2497);
    expect(result.refused).toBe(3);
    expect(result.results).toHaveLength(2500);
    expect(result.results[0]!.row).toBe(2);
    expect(progress).toEqual([0, 0.4, 0.8, 1]);
  });
});
