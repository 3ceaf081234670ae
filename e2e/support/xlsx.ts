import * as XLSX from '@e965/xlsx';
import { readFile } from 'node:fs/promises';

/**
 * Workbooks in the tests, with the library the app itself uses (@e965/xlsx): a downloaded file
 * read back as its sheet names and rows of raw cells, and a workbook to upload.
 */
export async function readXlsxFile(file: string) {
  const book = XLSX.read(await readFile(file), { type: 'buffer' });
  return {
    names: book.SheetNames,
    rows: (name: string = book.SheetNames[0]!): unknown[][] =>
      XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1, raw: true, defval: '', blankrows: false }),
  };
}

/** An .xlsx of one sheet holding these rows (the first one the headers). */
export function xlsxOf(sheetName: string, rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
