import { downloadFile } from '../../../../lib/download';
import { filtersQuery, type DispatchFilters } from '../lib/list-params';
import { DISPATCHES_BASE } from './types';

/** The server writes despachos_{date}.xlsx of every dispatch matching the filters. */
export function exportDispatches(filters: DispatchFilters): Promise<string> {
  return downloadFile(`${DISPATCHES_BASE}/export?${filtersQuery(filters, false).toString()}`, 'despachos.xlsx');
}
