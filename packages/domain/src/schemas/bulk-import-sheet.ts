import { BULK_IMPORT_MESSAGES, missingBulkImportColumns } from './product.schema';

/** One data row of a bulk-import spreadsheet, as text, with its line number in the sheet. */
export interface BulkSheetRow {
  /** Spreadsheet line (the header is line 1). */
  row: number;
  sku: string;
  name: string;
  barcode: string;
  category: string;
  status: string;
  min_stock: string;
  max_stock: string;
}

/** A product of the preview: the first row of its SKU, with the first non-empty barcode. */
export interface BulkSheetProduct extends BulkSheetRow {
  /** Lines of the file merged into this one (same SKU). */
  merged_rows: number[];
}

export type BulkSheetResult =
  { ok: false; error: string } | { ok: true; rows: BulkSheetRow[]; products: BulkSheetProduct[]; skipped: number };

/** Header → field; accents, case and spaces do not matter ('Categoría', 'STOCK MÍNIMO'). */
const COLUMN_FIELDS: Record<string, keyof Omit<BulkSheetRow, 'row'>> = {
  SKU: 'sku',
  NOMBRE: 'name',
  'CODIGO DE BARRAS': 'barcode',
  CATEGORIA: 'category',
  ESTADO: 'status',
  'STOCK MINIMO': 'min_stock',
  'STOCK MIN': 'min_stock',
  'STOCK MAXIMO': 'max_stock',
  'STOCK MAX': 'max_stock',
};

function normaliseHeader(value: unknown): string {
  return cellText(value)
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\s_]+/g, ' ');
}

/** A spreadsheet cell as text; whole numbers keep every digit (EAN codes are read as numbers). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  return String(value).trim();
}

/**
 * Reads the first sheet of a bulk-import workbook, given as rows of cells (Excel bulk
 * import): at least a header and one data row; SKU, NOMBRE and CODIGO DE BARRAS required
 * (case-insensitive); rows without SKU are skipped; rows repeating an SKU merge into the first,
 * which takes the first non-empty barcode. The server applies the same merge and reports it per
 * row; this gives the preview its unique products before anything is sent.
 */
export function readBulkImportSheet(table: readonly (readonly unknown[])[]): BulkSheetResult {
  const nonEmpty = table.filter((cells) => cells.some((cell) => cellText(cell) !== ''));
  if (nonEmpty.length < 2) return { ok: false, error: BULK_IMPORT_MESSAGES.tooFewRows };
  const headerIndex = table.indexOf(nonEmpty[0]!);
  const header = table[headerIndex]!;
  const missing = missingBulkImportColumns(header.map((cell) => normaliseHeader(cell)));
  if (missing.length > 0) return { ok: false, error: BULK_IMPORT_MESSAGES.missingColumns(missing) };

  const columns = new Map<keyof Omit<BulkSheetRow, 'row'>, number>();
  header.forEach((cell, index) => {
    const field = COLUMN_FIELDS[normaliseHeader(cell)];
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const read = (cells: readonly unknown[], field: keyof Omit<BulkSheetRow, 'row'>) => {
    const index = columns.get(field);
    return index === undefined ? '' : cellText(cells[index]);
  };

  const rows: BulkSheetRow[] = [];
  const bySku = new Map<string, BulkSheetProduct>();
  const products: BulkSheetProduct[] = [];
  let skipped = 0;
  for (let i = headerIndex + 1; i < table.length; i++) {
    const cells = table[i]!;
    if (!cells.some((cell) => cellText(cell) !== '')) continue;
    const row: BulkSheetRow = {
      row: i + 1,
      sku: read(cells, 'sku'),
      name: read(cells, 'name'),
      barcode: read(cells, 'barcode'),
      category: read(cells, 'category'),
      status: read(cells, 'status'),
      min_stock: read(cells, 'min_stock'),
      max_stock: read(cells, 'max_stock'),
    };
    if (!row.sku) {
      skipped++;
      continue;
    }
    rows.push(row);
    const first = bySku.get(row.sku);
    if (first) {
      first.merged_rows.push(row.row);
      if (!first.barcode && row.barcode) first.barcode = row.barcode;
      continue;
    }
    const product = { ...row, merged_rows: [] };
    bySku.set(row.sku, product);
    products.push(product);
  }
  if (rows.length === 0) return { ok: false, error: BULK_IMPORT_MESSAGES.tooFewRows };
  return { ok: true, rows, products, skipped };
}

/**
 * Splits rows into batches of about `size` for sending, never separating rows of one SKU, so the
 * server still sees every repetition together and reports it as merged.
 */
export function bulkImportBatches<T extends { sku: string }>(rows: readonly T[], size: number): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.sku);
    if (group) group.push(row);
    else groups.set(row.sku, [row]);
  }
  const batches: T[][] = [];
  let current: T[] = [];
  for (const group of groups.values()) {
    if (current.length > 0 && current.length + group.length > size) {
      batches.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
