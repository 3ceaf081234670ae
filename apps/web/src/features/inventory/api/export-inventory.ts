import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download';
import { inventoryFilterQuery, type InventoryParams } from '../lib/inventory-params';
import { toQueryString } from '../lib/query-string';

export type ExportFormat = 'csv' | 'xlsx';

/**
 * GET /inventory/export: the file (inventario_{fecha}.csv or .xlsx) of everything matching the
 * current filters, built by the server and saved by the browser.
 */
export function exportInventory({ params, format }: { params: InventoryParams; format: ExportFormat }): Promise<string> {
  return downloadFile(`/inventory/export${toQueryString({ ...inventoryFilterQuery(params), format })}`, `inventario.${format}`);
}

export function useExportInventory() {
  return useMutation({ mutationFn: exportInventory });
}
