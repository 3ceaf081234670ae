import { csvLine, formatDateCL, formatDateTimeCL, neutraliseCell, santiagoDateTimeInput } from '@bodega/domain';
import * as XLSX from '@e965/xlsx';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { AppError } from './app-error';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * The one writer of every CSV and Excel export: lines come from an async
 * generator (read in pages); every text cell passes the domain's
 * `neutraliseCell`, so a product named '=HYPERLINK(…)' or a category '@SUM(1+1)' is written as
 * text and never runs as a formula. Numbers are written as numbers. Workbooks are written with
 * @e965/xlsx (SheetJS), the library the web reads spreadsheets with.
 */
export type Cell = string | number | PercentCell | DateCell | null | undefined;
export type Line = ReadonlyArray<Cell>;

/** A percentage (in percent: -5.8) written as a number cell shown '-5,8 %', never as text. */
export interface PercentCell {
  percent: number;
}

export const percentCell = (percent: number): PercentCell => ({ percent });

/**
 * A day ('YYYY-MM-DD') or an instant (ISO) written as Excel writes dates: a date cell shown
 * 'dd-mm-aaaa' (or 'dd-mm-aaaa hh:mm' with `time`), Santiago's calendar and clock, so a column
 * of dates sorts and filters as dates. In CSV, the same text the screens show.
 */
export interface DateCell {
  date: string;
  time: boolean;
}

export const dateCell = (date: string | null | undefined, time = false): DateCell | null => (date ? { date, time } : null);

const isPercent = (cell: Cell): cell is PercentCell => typeof cell === 'object' && cell !== null && 'percent' in cell;
const isDate = (cell: Cell): cell is DateCell => typeof cell === 'object' && cell !== null && 'date' in cell;

const dateText = (cell: DateCell) => (cell.time ? formatDateTimeCL(cell.date) : formatDateCL(cell.date)) || cell.date;

/** A CSV field: a percentage as its number in percent, a date as the screens show it. */
const csvValue = (cell: Cell) => (isPercent(cell) ? cell.percent : isDate(cell) ? dateText(cell) : cell);

const EXCEL_EPOCH_DAYS = 25_569; // 1970-01-01 as an Excel serial day

/** Santiago's wall clock of the cell as an Excel serial number (days since 1899-12-30, no zone). */
function excelSerial(cell: DateCell): number | null {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(cell.date);
  const wall = dayOnly ? `${cell.date}T00:00` : santiagoDateTimeInput(cell.date);
  const time = wall ? Date.parse(`${wall}:00Z`) : Number.NaN;
  if (Number.isNaN(time)) return null;
  const days = time / 86_400_000 + EXCEL_EPOCH_DAYS;
  return cell.time ? days : Math.floor(days);
}

/**
 * SheetJS deflates with its own JavaScript unless handed Node's zlib, which writes files about a
 * third the size in less time. It checks zlib through `bytesRead`, Node's deprecated name of
 * `bytesWritten`: the inflater it is given answers that name itself, without the warning.
 */
function createInflateRaw() {
  const inflate = zlib.createInflateRaw();
  Object.defineProperty(inflate, 'bytesRead', { get: () => inflate.bytesWritten });
  return inflate;
}
(XLSX.CFB as { utils: { use_zlib(lib: object): void } }).utils.use_zlib({
  InflateRaw: createInflateRaw,
  deflateRawSync: zlib.deflateRawSync,
});

/** A cell as SheetJS writes it: text neutralised, numbers as numbers, percentages as numbers in % format. */
function sheetCell(cell: Cell): XLSX.CellObject {
  if (isPercent(cell)) return { t: 'n', v: cell.percent / 100, z: '0.0%' };
  if (isDate(cell)) {
    const serial = excelSerial(cell);
    if (serial === null) return { t: 's', v: neutraliseCell(cell.date) };
    return { t: 'n', v: serial, z: cell.time ? 'dd-mm-yyyy hh:mm' : 'dd-mm-yyyy' };
  }
  if (typeof cell === 'number') return { t: 'n', v: cell };
  return { t: 's', v: neutraliseCell(cell ?? '') };
}

export interface Column {
  header: string;
  width?: number;
}

/** A sheet holding its header row (filterable, since the free build writes no bold) and column widths. */
function newSheet(columns: readonly Column[]): XLSX.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet([columns.map((column) => neutraliseCell(column.header))], { dense: true });
  sheet['!cols'] = columns.map((column) => ({ wch: column.width ?? Math.max(12, column.header.length + 2) }));
  return sheet;
}

const addLines = (sheet: XLSX.WorkSheet, lines: readonly Line[]) =>
  XLSX.utils.sheet_add_aoa(
    sheet,
    lines.map((line) => line.map(sheetCell)),
    { origin: -1 },
  );

/** Closes a sheet: the header row's filter spans every line. */
function finishSheet(sheet: XLSX.WorkSheet): XLSX.WorkSheet {
  sheet['!autofilter'] = { ref: sheet['!ref'] ?? 'A1' };
  return sheet;
}

/** The .xlsx file of a workbook, compressed, its texts in a shared table as Excel writes them. */
const workbookBytes = (book: XLSX.WorkBook): Buffer =>
  XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true, bookSST: true }) as Buffer;

/** How many lines go into the sheet at once while the generator is read. */
const BATCH = 500;

/**
 * The most lines an Excel export writes. SheetJS builds the whole workbook in memory and
 * `XLSX.write` compresses it in one synchronous call (about 65 µs a line on the 2-core machine
 * under load: 60 000 lines kept the server from every other request for 3.9 s), so a workbook
 * is bounded to well under a second of it; a CSV export streams page by page and has no bound.
 */
export const XLSX_MAX_ROWS = 10_000;

/** The refusal of an Excel export whose filter selects more than XLSX_MAX_ROWS lines (nothing is written). */
export function xlsxTooLargeMessage(maxRows: number, csvOffered: boolean): string {
  const max = maxRows.toLocaleString('es-CL');
  return `El filtro selecciona más de ${max} filas, el máximo de una exportación a Excel. Acote el filtro (por ejemplo, un rango de fechas más corto)${csvOffered ? ' o exporte en CSV, que no tiene ese límite' : ''}.`;
}

/**
 * The .xlsx of one sheet filled from the generator, read in batches. Past `maxRows` lines the
 * generator is left (no further page is read) and the export is refused with EXPORT_TOO_LARGE.
 */
export async function xlsxFromLines(
  sheetName: string,
  columns: readonly Column[],
  lines: AsyncIterable<Line>,
  { maxRows = XLSX_MAX_ROWS, csvOffered = false }: { maxRows?: number; csvOffered?: boolean } = {},
): Promise<Buffer> {
  const sheet = newSheet(columns);
  let batch: Line[] = [];
  let count = 0;
  for await (const line of lines) {
    if (++count > maxRows) throw new AppError('EXPORT_TOO_LARGE', xlsxTooLargeMessage(maxRows, csvOffered));
    batch.push(line);
    if (batch.length === BATCH) {
      addLines(sheet, batch);
      batch = [];
    }
  }
  addLines(sheet, batch);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, finishSheet(sheet), sheetName);
  return workbookBytes(book);
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

/** Logs what failed in the export's own words (a refusal of the request is not a failure), then lets the error answer the request. */
async function logged<T>(log: FastifyBaseLogger, failure: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof AppError)) log.error({ err: error }, failure);
    throw error;
  }
}

/** Sends an export as an attachment, CSV (streamed) or Excel. */
export async function sendSpreadsheet(
  reply: FastifyReply,
  options: {
    format: 'csv' | 'xlsx';
    filename: string;
    sheetName: string;
    columns: readonly Column[];
    lines: AsyncIterable<Line>;
    failure: string;
    /** The endpoint also writes CSV (`format=csv`): the refusal of a too large workbook says so. */
    csvOffered?: boolean;
  },
) {
  if (options.format === 'xlsx') {
    const body = await logged(
      reply.log,
      options.failure,
      xlsxFromLines(options.sheetName, options.columns, options.lines, { csvOffered: options.csvOffered ?? false }),
    );
    reply.header('content-disposition', `attachment; filename="${options.filename}"`);
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(body);
  }
  reply.header('content-disposition', `attachment; filename="${options.filename}"`);
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
 * A small workbook of several sheets (a recall report, the analytics workbooks: parts are already
 * read): each sheet a header row and neutralised text cells, like `xlsxFromLines`.
 */
export async function xlsxWorkbook(
  sheets: ReadonlyArray<{ name: string; columns: readonly Column[]; lines: readonly Line[] }>,
): Promise<Buffer> {
  const book = XLSX.utils.book_new();
  for (const part of sheets) {
    const sheet = newSheet(part.columns);
    addLines(sheet, part.lines);
    XLSX.utils.book_append_sheet(book, finishSheet(sheet), part.name);
  }
  return workbookBytes(book);
}
