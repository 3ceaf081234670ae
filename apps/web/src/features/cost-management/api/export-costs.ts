import { downloadFile } from '../../../lib/download';
import { costQuery } from '../lib/query';
import type { CostFilters } from './types';

/** GET /analytics/products/export: costos_productos_{date}.xlsx made on the server. */
export function exportCosts(filters: CostFilters): Promise<string> {
  return downloadFile(`/analytics/products/export?${costQuery(filters)}`, 'costos_productos.xlsx');
}
