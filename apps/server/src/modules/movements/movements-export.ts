import { santiagoDay } from '@bodega/domain';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import { movementsRepository } from './movements.repository';
import type { MovementFilters } from './movements.schemas';

/** Spec 2 §7.4: movimientos_internos_{date}.xlsx with these columns. */
const HEADERS = ['Referencia', 'Fecha', 'Tipo', 'Estado', 'Productos', 'Notas'];
const CHUNK = 500;

export async function streamMovementsExport(app: FastifyInstance, filters: MovementFilters, reply: FastifyReply) {
  const repo = movementsRepository(app.db.kysely);
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Movimientos');
  sheet.columns = [
    { header: HEADERS[0], width: 14 },
    { header: HEADERS[1], width: 22 },
    { header: HEADERS[2], width: 22 },
    { header: HEADERS[3], width: 12 },
    { header: HEADERS[4], width: 80 },
    { header: HEADERS[5], width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    let after = 0;
    for (;;) {
      const page = await repo.exportPage(filters, after, CHUNK);
      for (const m of page) {
        const products = m.details.map((d) => `${d.product.name} (${d.product.sku}) ×${d.quantity}: ${d.source_location.code} → ${d.destination_location.code}`).join('; ');
        sheet.addRow([m.reference, m.created_at, m.movement_type_label, m.status, products, m.notes ?? '']).commit();
      }
      if (page.length < CHUNK) break;
      after = page[page.length - 1]!.id;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    app.log.error({ err: error }, 'error al exportar movimientos a Excel');
    output.destroy(error as Error);
  });
  reply.header('content-disposition', `attachment; filename="movimientos_internos_${santiagoDay()}.xlsx"`);
  reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return reply.send(output);
}
