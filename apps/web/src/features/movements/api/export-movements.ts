import { downloadFile } from '../../../lib/download';
import { filtersQuery, type MovementFilters } from '../lib/list-params';
import { MOVEMENTS_BASE } from './types';

/** The server writes movimientos_internos_{date}.xlsx of every movement matching the filters. */
export function exportMovements(filters: MovementFilters): Promise<string> {
  return downloadFile(`${MOVEMENTS_BASE}/export?${filtersQuery(filters, false).toString()}`, 'movimientos_internos.xlsx');
}
