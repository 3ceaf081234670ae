import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { csvChunks, dateCell, percentCell, xlsxFromLines, xlsxWorkbook } from '../src/lib/spreadsheet-export';
import { readXlsx } from './xlsx';

async function* linesOf<T>(lines: readonly T[]) {
  yield* lines;
}

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
      { name: 'Vacía', columns: [{ header: '@Total' }], lines: [] },
    ]);
    const book = readXlsx(body);
    expect(book.names).toEqual(['KPIs', 'Vacía']);
    expect(book.rows('KPIs')).toEqual([
      ['Indicador', 'Valor', 'Cambio'],
      ['Stock total', -5, -5.8 / 100],
      ['\'=HYPERLINK("http://x")', 12.5, 'sin comparación'],
    ]);
    expect(book.cell('KPIs', 'B2')).toMatchObject({ t: 'n', v: -5 });
    expect(book.cell('KPIs', 'C2')).toMatchObject({ t: 'n', z: '0.0%' });
    expect(book.cell('KPIs', 'C2')!.v).toBeCloseTo(-0.058, 10);
    expect(book.cell('KPIs', 'A3')).toMatchObject({ t: 's' });
    expect(book.cell('KPIs', 'A3')!.f).toBeUndefined();
    expect(book.rows('Vacía')).toEqual([["'@Total"]]);
  });

  it('writes one sheet from a generator: the header row with a filter, widths, every line', async () => {
    const many = Array.from({ length: 1234 }, (_, i) => [`P-${i}`, i, '+56 9'] as const);
    const body = await xlsxFromLines(
      'Inventario',
      [{ header: 'SKU' }, { header: 'Cantidad', width: 30 }, { header: 'Teléfono de contacto' }],
      linesOf(many),
    );
    const book = readXlsx(body);
    const rows = book.rows('Inventario');
    expect(rows[0]).toEqual(['SKU', 'Cantidad', 'Teléfono de contacto']);
    expect(rows).toHaveLength(1 + 1234);
    expect(rows[1234]).toEqual(['P-1233', 1233, "'+56 9"]);
    const sheet = book.sheet('Inventario');
    // Widths in characters: at least 12, else the header's length + 2, unless the column sets its own.
    expect(sheet['!cols']?.map((column) => column.wch)).toEqual([12, 30, 22]);
    expect(sheet['!autofilter']).toEqual({ ref: 'A1:C1235' });
  });

  it('refuses a workbook past its bound in Spanish, without reading the lines after it', async () => {
    let read = 0;
    async function* lines() {
      for (let i = 0; i < 50; i++) {
        read++;
        yield [`P-${i}`, i] as const;
      }
    }
    const columns = [{ header: 'SKU' }, { header: 'Cantidad' }];
    const refusal = await xlsxFromLines('Inventario', columns, lines(), { maxRows: 10, csvOffered: true }).catch((e) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'EXPORT_TOO_LARGE', status: 400 });
    expect(refusal.message).toBe(
      'El filtro selecciona más de 10 filas, el máximo de una exportación a Excel. Acote el filtro (por ejemplo, un rango de fechas más corto) o exporte en CSV, que no tiene ese límite.',
    );
    expect(read).toBe(11);
    // At the bound the workbook is written; an export without CSV does not offer it.
    expect(
      readXlsx(
        await xlsxFromLines('Inventario', columns, linesOf(Array.from({ length: 10 }, (_, i) => [`P-${i}`, i])), { maxRows: 10 }),
      ).rows('Inventario'),
    ).toHaveLength(11);
    const noCsv = await xlsxFromLines('Despachos', columns, lines(), { maxRows: 10 }).catch((e) => e);
    expect(noCsv.message).not.toContain('CSV');
  });

  it('writes a percentage as its number in a CSV', async () => {
    let text = '';
    async function* lines() {
      yield ['Rotación', percentCell(-5.8)] as const;
    }
    for await (const chunk of csvChunks(['Indicador', 'Cambio'], lines())) text += chunk;
    expect(text).toContain('Rotación,-5.8\r\n');
  });

  it('writes days and instants as date cells in Santiago, dd-mm-aaaa, and as the same text in a CSV', async () => {
    const body = await xlsxWorkbook([
      {
        name: 'Fechas',
        columns: [{ header: 'Vence' }, { header: 'Fecha' }, { header: 'Vacía' }],
        // 02:30 UTC on 1 March is still 28 February, 23:30 in Santiago (UTC−3).
        lines: [[dateCell('2027-01-31'), dateCell('2025-03-01T02:30:00.000Z', true), dateCell(null)]],
      },
    ]);
    const book = readXlsx(body);
    expect(book.cell('Fechas', 'A2')).toMatchObject({ t: 'n', v: 46_418, z: 'dd-mm-yyyy' });
    const instant = book.cell('Fechas', 'B2')!;
    expect(instant).toMatchObject({ t: 'n', z: 'dd-mm-yyyy hh:mm' });
    // 45716 is 28-02-2025; 23:30 is 0.979166… of a day.
    expect(instant.v as number).toBeCloseTo(45_716 + 23.5 / 24, 8);
    let text = '';
    async function* lines() {
      yield [dateCell('2027-01-31'), dateCell('2025-03-01T02:30:00.000Z', true)] as const;
    }
    for await (const chunk of csvChunks(['Vence', 'Fecha'], lines())) text += chunk;
    expect(text).toContain('31-01-2027,28-02-2025 23:30\r\n');
  });
});
