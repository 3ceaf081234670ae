import { MOVEMENT_STATUSES, MOVEMENT_TYPES, type MovementType } from '@bodega/domain';

/** Spec 2 §9: movements 15 per page. */
export const MOVEMENTS_PAGE_SIZE = 15;

type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

/** Filters of spec 2 §2.3: status, type, date from, search. */
export interface MovementFilters {
  status: MovementStatus | '';
  type: MovementType | '';
  dateFrom: string;
  search: string;
}

export interface MovementListParams extends MovementFilters {
  /** 1-based, as the server counts. */
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the list state from the URL (estado, tipo, desde, q, pagina); anything invalid is dropped. */
export function readListParams(params: URLSearchParams): MovementListParams {
  const status = params.get('estado') ?? '';
  const type = params.get('tipo') ?? '';
  const dateFrom = params.get('desde') ?? '';
  const page = Number(params.get('pagina'));
  return {
    status: (MOVEMENT_STATUSES as readonly string[]).includes(status) ? (status as MovementStatus) : '',
    type: (MOVEMENT_TYPES as readonly string[]).includes(type) ? (type as MovementType) : '',
    dateFrom: DAY.test(dateFrom) ? dateFrom : '',
    search: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * Writes a change into the URL params. Changing a filter goes back to page 1; defaults
 * (empty filters, page 1) are left out so a clean list has a clean address.
 */
export function writeListParams(current: URLSearchParams, change: Partial<MovementListParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  if (change.status !== undefined) set('estado', change.status);
  if (change.type !== undefined) set('tipo', change.type);
  if (change.dateFrom !== undefined) set('desde', change.dateFrom);
  if (change.search !== undefined) set('q', change.search.trim());
  const filterChanged = ['status', 'type', 'dateFrom', 'search'].some((key) => key in change);
  const page = change.page ?? (filterChanged ? 1 : undefined);
  if (page !== undefined) set('pagina', page > 1 ? String(page) : '');
  return next;
}

/** The API's query string: the server's names (status, type, dateFrom, search) and, for the list, page and size. */
export function filtersQuery(filters: MovementFilters & { page?: number }, paged: boolean): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.type) query.set('type', filters.type);
  if (filters.dateFrom) query.set('dateFrom', filters.dateFrom);
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (paged) {
    query.set('page', String(filters.page ?? 1));
    query.set('per_page', String(MOVEMENTS_PAGE_SIZE));
  }
  return query;
}
