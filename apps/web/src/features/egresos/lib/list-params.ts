import type { EgresoFilters } from '../api/types';

/** Spec 1 §9: the issues list shows 10 rows per page. */
export const EGRESOS_PAGE_SIZE = 10;

export interface EgresosListState extends EgresoFilters {
  /** 0-based, as the DataGrid counts. */
  page: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/** The list state kept in the URL: ?desde=&hasta=&q=&anuladas=1&pagina=&por_pagina= */
export function readListState(params: URLSearchParams): EgresosListState {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    dateFrom: day('desde'),
    dateTo: day('hasta'),
    search: params.get('q') ?? '',
    includeCancelled: params.get('anuladas') === '1',
    page: (positiveInt(params.get('pagina')) ?? 1) - 1,
    pageSize: positiveInt(params.get('por_pagina')) ?? EGRESOS_PAGE_SIZE,
  };
}

/** Writes a change of the list state into the URL; a filter change goes back to page 1. */
export function writeListState(current: URLSearchParams, change: Partial<EgresosListState>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (change.dateFrom !== undefined) set('desde', change.dateFrom);
  if (change.dateTo !== undefined) set('hasta', change.dateTo);
  if (change.search !== undefined) set('q', change.search.trim());
  if (change.includeCancelled !== undefined) set('anuladas', change.includeCancelled ? '1' : null);
  const filtered = ['dateFrom', 'dateTo', 'search', 'includeCancelled'].some((key) => key in change);
  if (change.pageSize !== undefined) set('por_pagina', change.pageSize === EGRESOS_PAGE_SIZE ? null : String(change.pageSize));
  if (change.page !== undefined && !filtered) set('pagina', change.page > 0 ? String(change.page + 1) : null);
  else if (filtered || change.pageSize !== undefined) next.delete('pagina');
  return next;
}

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
