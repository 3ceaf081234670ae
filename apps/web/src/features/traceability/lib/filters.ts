import { TRACEABILITY_PAGE_SIZE, isEventType, type EventType } from '@bodega/domain';

/** The filter set: product, event type, location, lot, date from, date to. */
export interface EventFilters {
  product_id: number | null;
  event_type: EventType | '';
  location_id: number | null;
  lot_number: string;
  date_from: string;
  date_to: string;
}

export interface EventListParams extends EventFilters {
  /** Starts at 1. */
  page: number;
}

export const NO_FILTERS: EventFilters = {
  product_id: null,
  event_type: '',
  location_id: null,
  lot_number: '',
  date_from: '',
  date_to: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** The URL's producto, tipo, ubicacion, lote, desde, hasta and pagina; invalid values are dropped. */
export function readEventParams(params: URLSearchParams): EventListParams {
  const type = params.get('tipo');
  const from = params.get('desde') ?? '';
  const to = params.get('hasta') ?? '';
  const page = Number(params.get('pagina'));
  return {
    product_id: positiveId(params.get('producto')),
    event_type: isEventType(type) ? type : '',
    location_id: positiveId(params.get('ubicacion')),
    lot_number: (params.get('lote') ?? '').trim(),
    date_from: DAY.test(from) ? from : '',
    date_to: DAY.test(to) ? to : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Applying filters (Buscar or Limpiar) resets to page 1; other URL params are kept. */
export function writeEventFilters(current: URLSearchParams, filters: EventFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | number | null) =>
    value === null || value === '' ? next.delete(key) : next.set(key, String(value));
  set('producto', filters.product_id);
  set('tipo', filters.event_type);
  set('ubicacion', filters.location_id);
  set('lote', filters.lot_number.trim());
  set('desde', filters.date_from);
  set('hasta', filters.date_to);
  next.delete('pagina');
  return next;
}

export function writeEventPage(current: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page > 1) next.set('pagina', String(page));
  else next.delete('pagina');
  return next;
}

/** The API's query: the active filters and, for the list, page and per_page 25. */
export function eventsQuery(filters: EventFilters, page?: number): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.product_id) query.set('product_id', String(filters.product_id));
  if (filters.event_type) query.set('event_type', filters.event_type);
  if (filters.location_id) query.set('location_id', String(filters.location_id));
  if (filters.lot_number.trim()) query.set('lot_number', filters.lot_number.trim());
  if (filters.date_from) query.set('date_from', filters.date_from);
  if (filters.date_to) query.set('date_to', filters.date_to);
  if (page !== undefined) {
    query.set('page', String(page));
    query.set('per_page', String(TRACEABILITY_PAGE_SIZE));
  }
  return query;
}

export function activeFilterCount(filters: EventFilters): number {
  return Object.values(filters).filter((value) => value !== null && value !== '').length;
}
