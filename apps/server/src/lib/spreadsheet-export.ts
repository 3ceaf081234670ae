import { csvLine, neutraliseCell } from '@bodega/domain';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { PassThrough, Readable } from 'node:stream';

/**
 * The one writer of every CSV and Excel export: lines come from an async
 * generator (read in pages, never all in memory); every text cell passes the domain's
 * `neutraliseCell`, so a product named '=HYPERLINK(…)' or a category '@SUM(1+1)' is written as
 * text and never runs as a formula. Numbers are written as numbers.
 */
export type Cell = string | number | PercentCell | null | undefined;
export type Line = ReadonlyArray<Cell>;

/** A percentage (in percent: -5.8) written as a number cell shown '-5,8 %', never as text. */
export interface PercentCell {
  percent: number;
}

export const percentCell = (percent: number): PercentCell => ({ percent });

const isPercent = (cell: Cell): cell is PercentCell => typeof cell === 'object' && cell !== null;

/** A CSV field: a percentage as its number in percent. */
const csvValue = (cell: Cell) => (isPercent(cell) ? cell.percent : cell);

/** Adds a line to a sheet: text neutralised, numbers as numbers, percentages as numbers in % format. */
function addLine(sheet: ExcelJS.Worksheet, line: Line): ExcelJS.Row {
  const row = sheet.addRow(line.map((cell) => (isPercent(cell) ? cell.percent / 100 : neutraliseCell(cell ?? ''))));
  line.forEach((cell, index) => {
    if (isPercent(cell)) row.getCell(index + 1).numFmt = '0.0%';
  });
  return row;
}

export interface Column {
  header: string;
  width?: number;
}

/** The CSV text in chunks of about 64 KB, with a byte-order mark so Excel reads UTF-8 (accents). */
export async function* csvChunks(headers: readonly string[], lines: AsyncIterable<Line>): AsyncGenerator<string> {
  let buffer = '\uFEFF' + csvLine(headers);
  for await (const line of lines) {
    buffer += csvLine(line.map(csvValue));
    if (buffer.length > 64_000) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/** An .xlsx written as it streams: one sheet, a bold header row, neutralised text cells. */
export function xlsxStream(
  log: FastifyBaseLogger,
  sheetName: string,
  columns: readonly Column[],
  lines: AsyncIterable<Line>,
  failure: string,
): PassThrough {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: neutraliseCell(column.header),
    width: column.width ?? Math.max(12, column.header.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const line of lines) addLine(sheet, line).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    log.error({ err: error }, failure);
    output.destroy(error as Error);
  });
  return output;
}

/** Sends an export as an attachment, CSV or Excel. */
export function sendSpreadsheet(
  reply: FastifyReply,
  options: {
    format: 'csv' | 'xlsx';
    filename: string;
    sheetName: string;
    columns: readonly Column[];
    lines: AsyncIterable<Line>;
    failure: string;
  },
) {
  reply.header('content-disposition', `attachment; filename="${options.filename}"`);
  if (options.format === 'xlsx') {
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(xlsxStream(reply.log, options.sheetName, options.columns, options.lines, options.failure));
  }
  reply.type('text/csv; charset=utf-8');
  return reply.send(
    Readable.from(
      csvChunks(
        options.columns.map((column) => column.header),
        options.lines,
      ),
    ),
  );
}

/**
 * A small workbook of several sheets written in memory (a recall report, the analytics workbooks: parts
 * are already read): each sheet a bold header row and neutralised text cells, like `xlsxStream`.
 */
export async function xlsxWorkbook(
  sheets: ReadonlyArray<{ name: string; columns: readonly Column[]; lines: readonly Line[] }>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const part of sheets) {
    const sheet = workbook.addWorksheet(part.name);
    sheet.columns = part.columns.map((column) => ({
      header: neutraliseCell(column.header),
      width: column.width ?? Math.max(12, column.header.length + 2),
    }));
    sheet.getRow(1).font = { bold: true };
    for (const line of part.lines) addLine(sheet, line);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
