import { INGRESO_STATUSES, type IngresoStatus } from '@bodega/domain';

/** The list's state as it lives in the URL (page is 1-based, as the API takes it). */
export interface IngresosListParams {
  page: number;
  status: IngresoStatus | '';
  dateFrom: string;
  dateTo: string;
  search: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readListParams(search: URLSearchParams): IngresosListParams {
  const page = Number(search.get('page'));
  const status = search.get('status') ?? '';
  const dateFrom = search.get('dateFrom') ?? '';
  const dateTo = search.get('dateTo') ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    status: (INGRESO_STATUSES as readonly string[]).includes(status) ? (status as IngresoStatus) : '',
    dateFrom: DAY.test(dateFrom) ? dateFrom : '',
    dateTo: DAY.test(dateTo) ? dateTo : '',
    search: (search.get('search') ?? '').slice(0, 200),
  };
}

/** Writes `changes` over the current params; a filter change goes back to page 1. */
export function writeListParams(current: URLSearchParams, changes: Partial<IngresosListParams>): URLSearchParams {
  const next = { ...readListParams(current), ...changes };
  if (!('page' in changes)) next.page = 1;
  const out = new URLSearchParams(current);
  for (const key of ['page', 'status', 'dateFrom', 'dateTo', 'search'] as const) {
    const value = next[key];
    if (value === '' || (key === 'page' && value === 1)) out.delete(key);
    else out.set(key, String(value));
  }
  return out;
}
