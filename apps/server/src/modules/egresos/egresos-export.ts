import { santiagoDay } from '@bodega/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PassThrough, Readable } from 'node:stream';
import { exportLines as readExportLines } from './egreso-list.repository';
import type { EgresoFilters } from './egresos.schemas';

const HEADERS = [
  'N° Orden', 'Fecha', 'Área/Servicio', 'Estrategia', 'Estado', 'Línea', 'SKU', 'Producto', 'Ubicación', 'Lote', 'Serie',
  'Vencimiento', 'Cantidad', 'GTIN', 'SSCC', 'Código Escaneado', 'Cumple Estrategia', 'Advertencia', 'Usuario', 'Notas',
];
const CHUNK = 1000;

type Line = Array<string | number>;

/** Every matching line, read in keyset pages so the export never holds them all in memory. */
async function* exportLines(app: FastifyInstance, filters: EgresoFilters): AsyncGenerator<Line> {
  let after = 0;
  for (;;) {
    const rows = await readExportLines(app.db.kysely, filters, after, CHUNK);
    for (const r of rows) {
      yield [
        r.order_number, r.created_at, r.area_servicio, r.strategy.toUpperCase(), r.status, r.line_no, r.sku, r.product_name, r.location_code,
        r.lot_number ?? '', r.serial_number ?? '', r.expiry_date ?? '', r.quantity, r.gtin ?? '', r.sscc ?? '', r.barcode_scanned ?? '',
        r.strategy_compliant ? 'Sí' : 'No', r.strategy_warning ?? '', r.username ?? '', r.notes ?? '',
      ];
    }
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1]!.item_id;
  }
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function* csvChunks(lines: AsyncGenerator<Line>): AsyncGenerator<string> {
  // The byte-order mark makes Excel read the file as UTF-8.
  let buffer = '\uFEFF' + HEADERS.map(csvCell).join(',') + '\r\n';
  for await (const line of lines) {
    buffer += line.map(csvCell).join(',') + '\r\n';
    if (buffer.length > 64_000) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

function xlsxStream(app: FastifyInstance, lines: AsyncGenerator<Line>): PassThrough {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Egresos');
  sheet.columns = HEADERS.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const line of lines) sheet.addRow(line).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    app.log.error({ err: error }, 'error al exportar egresos a Excel');
    output.destroy(error as Error);
  });
  return output;
}

export async function streamEgresosExport(app: FastifyInstance, query: EgresoFilters & { format: 'csv' | 'xlsx' }, reply: FastifyReply) {
  const { format, ...filters } = query;
  reply.header('content-disposition', `attachment; filename="egresos_${santiagoDay()}.${format}"`);
  if (format === 'xlsx') {
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(xlsxStream(app, exportLines(app, filters)));
  }
  reply.type('text/csv; charset=utf-8');
  return reply.send(Readable.from(csvChunks(exportLines(app, filters))));
}
