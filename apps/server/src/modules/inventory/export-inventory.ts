import { santiagoDay, STOCK_STATUS_LABELS } from '@bodega/domain';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../lib/deps';
import { dateCell, sendSpreadsheet, type Line } from '../../lib/spreadsheet-export';
import type { InventoryFilters } from './inventory.schemas';
import { inventoryPage } from './inventory-list.repository';

const HEADERS = [
  'SKU',
  'Producto',
  'Categoría',
  'Código de Barras',
  'Lote',
  'Serie',
  'Vencimiento',
  'Ubicación',
  'Cantidad',
  'Reservado',
  'Stock Mínimo',
  'Stock Máximo',
  'Estado Stock',
  'Estado Producto',
];
const CHUNK = 500;
/** What a quantity cell says at a location under a blind count (operators' exports). */
const UNDER_COUNT = 'En conteo';

/**
 * Every inventory row matching the filters, one line per lot row and one line for a product
 * without stock, in the list's order. Products are read in pages so the export never holds the
 * whole inventory in memory. Lots at `hidden` locations (under a blind count, for an operator)
 * keep their line without quantities.
 */
async function* exportLines(deps: Deps, filters: InventoryFilters, hidden: Set<number>): AsyncGenerator<Line> {
  for (let page = 1; ; page++) {
    const { groups } = await inventoryPage(deps.db.kysely, deps.db.dialect, { ...filters, page, per_page: CHUNK });
    for (const group of groups) {
      const p = group.product;
      const base = [p.sku, p.name, p.category, p.barcode ?? ''];
      const tail = (status: string) => [p.min_stock, p.max_stock, status, p.status];
      if (group.lots.length === 0) {
        yield [...base, '', '', '', '', 0, 0, ...tail(STOCK_STATUS_LABELS.agotado)];
        continue;
      }
      for (const lot of group.lots) {
        if (hidden.has(lot.location_id)) {
          // Blind count: the row is listed, its quantities are not.
          const place = [lot.lot_number ?? '', lot.serial_number ?? '', dateCell(lot.expiry_date), lot.location_code ?? ''];
          yield [...base, ...place, UNDER_COUNT, UNDER_COUNT, ...tail(UNDER_COUNT)];
          continue;
        }
        yield [
          ...base,
          lot.lot_number ?? '',
          lot.serial_number ?? '',
          dateCell(lot.expiry_date),
          lot.location_code ?? '',
          lot.quantity,
          lot.reserved_quantity,
          ...tail(lot.stock_status.label),
        ];
      }
    }
    if (groups.length < CHUNK) return;
  }
}

export async function streamInventoryExport(
  deps: Deps,
  query: InventoryFilters & { format: 'csv' | 'xlsx' },
  reply: FastifyReply,
  hidden: Set<number> = new Set(),
) {
  const { format, ...filters } = query;
  return sendSpreadsheet(reply, {
    format,
    filename: `inventario_${santiagoDay()}.${format}`,
    sheetName: 'Inventario',
    columns: HEADERS.map((header) => ({ header })),
    lines: exportLines(deps, filters, hidden),
    failure: 'error al exportar inventario',
    csvOffered: true,
  });
}
