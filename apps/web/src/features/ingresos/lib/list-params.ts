import { INGRESO_STATUSES } from '@bodega/domain';
import { defineListParams, type ListFilters } from '../../../lib/list-params';

const filters = {
  status: { kind: 'choice', param: 'status', values: INGRESO_STATUSES },
  dateFrom: { kind: 'day', param: 'dateFrom' },
  dateTo: { kind: 'day', param: 'dateTo' },
  search: { kind: 'text', param: 'search', max: 200 },
} as const;

/** The list's state as it lives in the URL (page is 1-based, as the API takes it). */
export type IngresosListParams = ListFilters<typeof filters> & { page: number };

const listParams = defineListParams({ filters, page: { param: 'page', base: 1 } });

export const readListParams: (search: URLSearchParams) => IngresosListParams = listParams.read;

/** Writes `changes` over the current params; a filter change goes back to page 1. */
export const writeListParams: (current: URLSearchParams, changes: Partial<IngresosListParams>) => URLSearchParams =
  listParams.write;
