import { MOVEMENT_STATUSES, MOVEMENT_TYPES, type MovementType } from '@bodega/domain';
import { defineListParams } from '../../../lib/list-params';

/** Movements 15 per page. */
export const MOVEMENTS_PAGE_SIZE = 15;

type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

/** Filters: status, type, date from, search. */
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

const listParams = defineListParams({
  filters: {
    status: { kind: 'choice', param: 'estado', values: MOVEMENT_STATUSES },
    type: { kind: 'choice', param: 'tipo', values: MOVEMENT_TYPES },
    dateFrom: { kind: 'day', param: 'desde' },
    search: { kind: 'text', param: 'q', trim: true },
  },
  page: { param: 'pagina', base: 1 },
});

/** Reads the list state from the URL (estado, tipo, desde, q, pagina); anything invalid is dropped. */
export const readListParams: (params: URLSearchParams) => MovementListParams = listParams.read;

/**
 * Writes a change into the URL params. Changing a filter goes back to page 1; defaults
 * (empty filters, page 1) are left out so a clean list has a clean address.
 */
export const writeListParams: (current: URLSearchParams, change: Partial<MovementListParams>) => URLSearchParams =
  listParams.write;

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
