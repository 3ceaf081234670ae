import { DISPATCH_STATUSES, type DispatchStatus } from '@bodega/domain';
import { defineListParams } from '../../../../lib/list-params';

/** Spec 2 §9: dispatch history 10 per page. */
export const DISPATCHES_PAGE_SIZE = 10;

/** Filters of spec 2 §2.1 History: status, date from, date to, search. */
export interface DispatchFilters {
  status: DispatchStatus | '';
  dateFrom: string;
  dateTo: string;
  search: string;
}

export interface DispatchListParams extends DispatchFilters {
  /** 1-based, as the server counts. */
  page: number;
}

// Prefixed: the area shares the /despachos address with the page's other tabs.
const listParams = defineListParams({
  filters: {
    status: { kind: 'choice', param: 'hist_estado', values: DISPATCH_STATUSES },
    dateFrom: { kind: 'day', param: 'hist_desde' },
    dateTo: { kind: 'day', param: 'hist_hasta' },
    search: { kind: 'text', param: 'hist_q', trim: true },
  },
  page: { param: 'hist_pagina', base: 1 },
});

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
