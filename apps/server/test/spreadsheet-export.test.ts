import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvChunks, percentCell, xlsxWorkbook } from '../src/lib/spreadsheet-export';

describe('exports: only text cells are neutralised', () => {
  it('writes numbers and percentages as number cells, and a text that starts like a formula as text', async () => {
    const body = await xlsxWorkbook([
      {
        name: 'KPIs',
        columns: [{ header: 'Indicador' }, { header: 'Valor' }, { header: 'Cambio' }],
        lines: [
          ['Stock total', -5, percentCell(-5.8)],
          ['=HYPERLINK("http://x")', 12.5, 'sin comparación'],
        ],
      },
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('KPIs')!;
    expect(sheet.getRow(2).getCell(2).value).toBe(-5);
    const change = sheet.getRow(2).getCell(3);
    expect(change.value).toBeCloseTo(-0.058, 10);
    expect(change.numFmt).toBe('0.0%');
    expect(sheet.getRow(3).getCell(1).value).toBe('\'=HYPERLINK("http://x")');
    expect(sheet.getRow(3).getCell(3).value).toBe('sin comparación');
  });

  it('writes a percentage as its number in a CSV', async () => {
    let text = '';
    async function* lines() {
      yield ['Rotación', percentCell(-5.8)] as const;
    }
    for await (const chunk of csvChunks(['Indicador', 'Cambio'], lines())) text += chunk;
    expect(text).toContain('Rotación,-5.8\r\n');
  });
});
