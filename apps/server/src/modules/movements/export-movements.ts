import { santiagoDay } from '@bodega/domain';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../lib/deps';
import { dateCell, sendSpreadsheet, type Line } from '../../lib/spreadsheet-export';
import { movementExportPage } from './movement-read.repository';
import type { MovementFilters } from './movements.schemas';

/** Movimientos_internos_{date}.xlsx with these columns. */
const HEADERS = ['Referencia', 'Fecha', 'Tipo', 'Estado', 'Productos', 'Notas'];
const CHUNK = 500;

/** Every matching movement, read in keyset pages. */
async function* exportLines(deps: Deps, filters: MovementFilters): AsyncGenerator<Line> {
  let after = 0;
  for (;;) {
    const page = await movementExportPage(deps.db.kysely, filters, after, CHUNK);
    for (const m of page) {
      const products = m.details
        .map(
          (d) =>
            `${d.product.name} (${d.product.sku}) ×${d.quantity}: ${d.source_location.code} → ${d.destination_location.code}`,
        )
        .join('; ');
      yield [m.reference, dateCell(m.created_at, true), m.movement_type_label, m.status, products, m.notes ?? ''];
    }
    if (page.length < CHUNK) return;
    after = page[page.length - 1]!.id;
  }
}

export async function streamMovementsExport(deps: Deps, filters: MovementFilters, reply: FastifyReply) {
  return sendSpreadsheet(reply, {
    format: 'xlsx',
    filename: `movimientos_internos_${santiagoDay()}.xlsx`,
    sheetName: 'Movimientos',
    columns: HEADERS.map((header, i) => ({ header, width: [14, 22, 22, 12, 80, 40][i] })),
    lines: exportLines(deps, filters),
    failure: 'error al exportar movimientos a Excel',
  });
}
