import { DISPATCH_STATUSES } from '@bodega/domain';
import { defineListParams, type ListFilters } from '../../../../lib/list-params';

/** Dispatch history 10 per page. */
export const DISPATCHES_PAGE_SIZE = 10;

// Prefixed: the area shares the /despachos address with the page's other tabs.
const filters = {
  status: { kind: 'choice', param: 'hist_estado', values: DISPATCH_STATUSES },
  dateFrom: { kind: 'day', param: 'hist_desde' },
  dateTo: { kind: 'day', param: 'hist_hasta' },
  search: { kind: 'text', param: 'hist_q', trim: true },
} as const;

/** Filters History: status, date from, date to, search. */
export type DispatchFilters = ListFilters<typeof filters>;

/** With the page, 1-based as the server counts. */
export type DispatchListParams = DispatchFilters & { page: number };

const listParams = defineListParams({ filters, page: { param: 'hist_pagina', base: 1 } });

export const readListParams: (params: URLSearchParams) => DispatchListParams = listParams.read;
export const writeListParams: (current: URLSearchParams, change: Partial<DispatchListParams>) => URLSearchParams =
  listParams.write;

/** The API's query string (status, dateFrom, dateTo, search) and, for the list, page and size. */
export function filtersQuery(filters: DispatchFilters & { page?: number }, paged: boolean): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.dateFrom) query.set('dateFrom', filters.dateFrom);
  if (filters.dateTo) query.set('dateTo', filters.dateTo);
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (paged) {
    query.set('page', String(filters.page ?? 1));
    query.set('per_page', String(DISPATCHES_PAGE_SIZE));
  }
  return query;
}
