import { dispatchProductsText, santiagoDay } from '@bodega/domain';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../../lib/deps';
import { dateCell, sendSpreadsheet, type Line } from '../../../lib/spreadsheet-export';
import { exportPageOfDispatchIds, loadDispatches } from './dispatch-orders.repository';
import type { DispatchFilters } from './history.schemas';

/** Despachos_{date}.xlsx with these columns. */
const HEADERS = ['Referencia', 'Fecha', 'Destino', 'Estado', 'Productos', 'Origen'];
const WIDTHS = [14, 12, 30, 12, 80, 24];
const CHUNK = 200;

/** Every matching dispatch, read in keyset pages. */
async function* exportLines(deps: Deps, filters: DispatchFilters): AsyncGenerator<Line> {
  let after = 0;
  for (;;) {
    const ids = await exportPageOfDispatchIds(deps.db.kysely, filters, after, CHUNK);
    for (const d of await loadDispatches(deps.db.kysely, ids)) {
      const origin = d.source_location.description
        ? `${d.source_location.code} - ${d.source_location.description}`
        : d.source_location.code;
      yield [d.reference, dateCell(d.dispatch_date), d.destination, d.status, dispatchProductsText(d.items), origin];
    }
    if (ids.length < CHUNK) return;
    after = ids[ids.length - 1]!;
  }
}

export async function streamDispatchExport(deps: Deps, filters: DispatchFilters, reply: FastifyReply) {
  return sendSpreadsheet(reply, {
    format: 'xlsx',
    filename: `despachos_${santiagoDay()}.xlsx`,
    sheetName: 'Despachos',
    columns: HEADERS.map((header, i) => ({ header, width: WIDTHS[i] })),
    lines: exportLines(deps, filters),
    failure: 'error al exportar despachos a Excel',
  });
}
