import { santiagoDay, STOCK_STATUS_LABELS } from '@bodega/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PassThrough, Readable } from 'node:stream';
import type { InventoryFilters } from './inventory.schemas';
import { inventoryRepository } from './inventory.repository';

const HEADERS = ['SKU', 'Producto', 'Categoría', 'Código de Barras', 'Lote', 'Serie', 'Vencimiento', 'Ubicación', 'Cantidad', 'Reservado', 'Stock Mínimo', 'Stock Máximo', 'Estado Stock', 'Estado Producto'];
const CHUNK = 500;

type Line = Array<string | number>;

/**
 * Every inventory row matching the filters, one line per lot row and one line for a product
 * without stock, in the list's order. Products are read in pages so the export never holds the
 * whole inventory in memory.
 */
async function* exportLines(app: FastifyInstance, filters: InventoryFilters): AsyncGenerator<Line> {
  const repo = inventoryRepository(app.db.kysely, app.db.dialect);
  for (let page = 1; ; page++) {
    const { groups } = await repo.list({ ...filters, page, per_page: CHUNK });
    for (const group of groups) {
      const p = group.product;
      const base = [p.sku, p.name, p.category, p.barcode ?? ''];
      const tail = (status: string) => [p.min_stock, p.max_stock, status, p.status];
      if (group.lots.length === 0) {
        yield [...base, '', '', '', '', 0, 0, ...tail(STOCK_STATUS_LABELS.agotado)];
        continue;
      }
      for (const lot of group.lots) {
        yield [...base, lot.lot_number ?? '', lot.serial_number ?? '', lot.expiry_date ?? '', lot.location_code ?? '', lot.quantity, lot.reserved_quantity, ...tail(lot.stock_status.label)];
      }
    }
    if (groups.length < CHUNK) return;
  }
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function* csvChunks(lines: AsyncGenerator<Line>): AsyncGenerator<string> {
  // The byte-order mark makes Excel read the file as UTF-8 (accents in names and categories).
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
  const sheet = workbook.addWorksheet('Inventario');
  sheet.columns = HEADERS.map((header) => ({ header, width: Math.max(12, header.length + 2) }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const line of lines) sheet.addRow(line).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    app.log.error({ err: error }, 'error al exportar inventario a Excel');
    output.destroy(error as Error);
  });
  return output;
}

export async function streamInventoryExport(app: FastifyInstance, query: InventoryFilters & { format: 'csv' | 'xlsx' }, reply: FastifyReply) {
  const { format, ...filters } = query;
  const filename = `inventario_${santiagoDay()}.${format}`;
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  if (format === 'xlsx') {
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(xlsxStream(app, exportLines(app, filters)));
  }
  reply.type('text/csv; charset=utf-8');
  return reply.send(Readable.from(csvChunks(exportLines(app, filters))));
}
