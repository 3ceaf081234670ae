import { fetchFile, saveBlob } from '../../../lib/download';
import { filtersQuery } from '../lib/query';
import type { AnalyticsFilters } from './types';

/** GET /analytics/export?format=xlsx: the workbook (KPIs, Análisis ABC, Bajo Stock) made on the server. */
export async function exportAnalytics(filters: AnalyticsFilters): Promise<string> {
  const file = await fetchFile(`/analytics/export?${filtersQuery(filters, { format: 'xlsx' })}`, 'analisis_inventario.xlsx');
  saveBlob(file.blob, file.filename);
  return file.filename;
}
