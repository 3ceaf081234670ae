import { santiagoDay } from '@bodega/domain';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../lib/deps';
import { dateCell, sendSpreadsheet, type Line } from '../../lib/spreadsheet-export';
import { exportLines as readExportLines } from './egreso-list.repository';
import type { EgresoFilters } from './egresos.schemas';

const HEADERS = [
  'N° Orden',
  'Fecha',
  'Área/Servicio',
  'Estrategia',
  'Estado',
  'Línea',
  'SKU',
  'Producto',
  'Ubicación',
  'Lote',
  'Serie',
  'Vencimiento',
  'Cantidad',
  'GTIN',
  'SSCC',
  'Código Escaneado',
  'Cumple Estrategia',
  'Advertencia',
  'Usuario',
  'Notas',
];
const CHUNK = 1000;

/** Every matching line, read in keyset pages so the export never holds them all in memory. */
async function* exportLines(deps: Deps, filters: EgresoFilters): AsyncGenerator<Line> {
  let after = 0;
  for (;;) {
    const rows = await readExportLines(deps.db.kysely, filters, after, CHUNK);
    for (const r of rows) {
      yield [
        r.order_number,
        dateCell(r.created_at, true),
        r.area_servicio,
        r.strategy.toUpperCase(),
        r.status,
        r.line_no,
        r.sku,
        r.product_name,
        r.location_code,
        r.lot_number ?? '',
        r.serial_number ?? '',
        dateCell(r.expiry_date),
        r.quantity,
        r.gtin ?? '',
        r.sscc ?? '',
        r.barcode_scanned ?? '',
        r.strategy_compliant ? 'Sí' : 'No',
        r.strategy_warning ?? '',
        r.username ?? '',
        r.notes ?? '',
      ];
    }
    if (rows.length < CHUNK) return;
    after = rows[rows.length - 1]!.item_id;
  }
}

export async function streamEgresosExport(deps: Deps, query: EgresoFilters & { format: 'csv' | 'xlsx' }, reply: FastifyReply) {
  const { format, ...filters } = query;
  return sendSpreadsheet(reply, {
    format,
    filename: `egresos_${santiagoDay()}.${format}`,
    sheetName: 'Egresos',
    columns: HEADERS.map((header) => ({ header })),
    lines: exportLines(deps, filters),
    failure: 'error al exportar egresos',
    csvOffered: true,
  });
}
