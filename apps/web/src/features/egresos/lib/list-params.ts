import { defineListParams } from '../../../lib/list-params';
import type { EgresoFilters } from '../api/types';

/** The issues list shows 10 rows per page. */
export const EGRESOS_PAGE_SIZE = 10;

export interface EgresosListState extends EgresoFilters {
  /** 0-based, as the DataGrid counts. */
  page: number;
  pageSize: number;
}

const listParams = defineListParams({
  filters: {
    dateFrom: { kind: 'day', param: 'desde' },
    dateTo: { kind: 'day', param: 'hasta' },
    search: { kind: 'text', param: 'q', trim: true },
    includeCancelled: { kind: 'flag', param: 'anuladas' },
  },
  page: { param: 'pagina', base: 0 },
  pageSize: { param: 'por_pagina', default: EGRESOS_PAGE_SIZE },
});

/** The list state kept in the URL: ?desde=&hasta=&q=&anuladas=1&pagina=&por_pagina= */
export const readListState: (params: URLSearchParams) => EgresosListState = listParams.read;

/** Writes a change of the list state into the URL; a filter change goes back to page 1. */
export const writeListState: (current: URLSearchParams, change: Partial<EgresosListState>) => URLSearchParams = listParams.write;

/** Query string of the filters for the list, stats and export endpoints. */
export function filtersQuery(filters: EgresoFilters, extra: Record<string, string | number> = {}): string {
  const query = new URLSearchParams();
  if (filters.dateFrom) query.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) query.set('dateTo', filters.dateTo);
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.includeCancelled) query.set('include_cancelled', 'true');
  for (const [key, value] of Object.entries(extra)) query.set(key, String(value));
  return query.toString();
}
