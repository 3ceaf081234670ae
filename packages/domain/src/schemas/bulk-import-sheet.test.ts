import { describe, expect, it } from 'vitest';
import { bulkImportBatches, cellText, readBulkImportSheet } from './bulk-import-sheet';

const HEADER = ['sku', 'Nombre', 'Código de Barras', 'Categoría'];

describe('bulk-import sheet (Excel bulk import)', () => {
  it('needs a header and a data row', () => {
    expect(readBulkImportSheet([])).toEqual({ ok: false, error: 'El archivo debe tener al menos 2 filas (encabezados + datos)' });
    expect(readBulkImportSheet([HEADER, ['', '', '']])).toEqual({
      ok: false,
      error: 'El archivo debe tener al menos 2 filas (encabezados + datos)',
    });
  });

  it('names the missing required columns', () => {
    expect(
      readBulkImportSheet([
        ['SKU', 'Descripción'],
        ['A', 'x'],
      ]),
    ).toEqual({ ok: false, error: 'Faltan columnas requeridas: NOMBRE, CODIGO DE BARRAS' });
  });

  it('skips rows without SKU and merges repeated SKUs, taking the first non-empty barcode', () => {
    const result = readBulkImportSheet([
      HEADER,
      ['A-1', 'Gasa', '', 'Insumos'],
      ['', 'Sin SKU', '7800000000001', ''],
      [],
      ['A-1', 'Gasa otra', 7800042000104, ''],
      ['B-2', 'Suero', '7800000000002', ''],
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.skipped).toBe(1);
    expect(result.rows.map((r) => r.row)).toEqual([2, 5, 6]);
    expect(result.products).toHaveLength(2);
    expect(result.products[0]).toMatchObject({
      row: 2,
      sku: 'A-1',
      name: 'Gasa',
      barcode: '7800042000104',
      category: 'Insumos',
      merged_rows: [5],
    });
    expect(result.products[1]).toMatchObject({ sku: 'B-2', barcode: '7800000000002', merged_rows: [] });
  });

  it('reads optional columns whatever their accents', () => {
    const result = readBulkImportSheet([
      ['SKU', 'NOMBRE', 'CODIGO DE BARRAS', 'Estado', 'Stock Mínimo', 'STOCK_MAXIMO'],
      ['C', 'Catéter', '', 'Inactivo', 5, 50],
    ]);
    expect(result.ok && result.products[0]).toMatchObject({ status: 'Inactivo', min_stock: '5', max_stock: '50', barcode: '' });
  });

  it('refuses a file whose rows all lack an SKU', () => {
    expect(readBulkImportSheet([HEADER, ['', 'x', '1']])).toEqual({
      ok: false,
      error: 'El archivo debe tener al menos 2 filas (encabezados + datos)',
    });
  });

  it('keeps every digit of numeric cells', () => {
    expect(cellText(7800042000104)).toBe('7800042000104');
    expect(cellText(2.5)).toBe('2.5');
    expect(cellText(null)).toBe('');
    expect(cellText('  x ')).toBe('x');
  });

  it('batches rows without splitting an SKU', () => {
    const rows = ['a', 'b', 'a', 'c', 'd', 'c'].map((sku) => ({ sku }));
    expect(bulkImportBatches(rows, 2)).toEqual([
      [{ sku: 'a' }, { sku: 'a' }],
      [{ sku: 'b' }],
      [{ sku: 'c' }, { sku: 'c' }],
      [{ sku: 'd' }],
    ]);
    expect(bulkImportBatches([], 10)).toEqual([]);
  });
});
