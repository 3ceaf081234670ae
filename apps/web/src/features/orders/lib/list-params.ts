import { ORDER_STATUSES, type OrderStatus } from '@bodega/domain';

export const ORDERS_PAGE_SIZE = 10;

export interface OrdersFilters {
  status: OrderStatus | '';
  customerId: number | null;
  dateFrom: string;
  dateTo: string;
}

export interface OrdersListState extends OrdersFilters {
  /** 0-based, as the DataGrid counts. */
  page: number;
  pageSize: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | null {
  const n = Number(value);
  return value !== null && /^[1-9]\d{0,9}$/.test(value) && Number.isSafeInteger(n) ? n : null;
}

/** The list state kept in the URL: ?estado=&cliente=&desde=&hasta=&pagina=&por_pagina= */
export function readOrdersState(params: URLSearchParams): OrdersListState {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const status = params.get('estado') ?? '';
  return {
    status: (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : '',
    customerId: positiveInt(params.get('cliente')),
    dateFrom: day('desde'),
    dateTo: day('hasta'),
    page: (positiveInt(params.get('pagina')) ?? 1) - 1,
    pageSize: positiveInt(params.get('por_pagina')) ?? ORDERS_PAGE_SIZE,
  };
}

/** Writes a change into the URL; a filter change goes back to the first page. */
export function writeOrdersState(current: URLSearchParams, change: Partial<OrdersListState>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (change.status !== undefined) set('estado', change.status);
  if (change.customerId !== undefined) set('cliente', change.customerId ? String(change.customerId) : null);
  if (change.dateFrom !== undefined) set('desde', change.dateFrom);
  if (change.dateTo !== undefined) set('hasta', change.dateTo);
  const filtered = ['status', 'customerId', 'dateFrom', 'dateTo'].some((key) => key in change);
  if (change.pageSize !== undefined) set('por_pagina', change.pageSize === ORDERS_PAGE_SIZE ? null : String(change.pageSize));
  if (change.page !== undefined && !filtered) set('pagina', change.page > 0 ? String(change.page + 1) : null);
  else if (filtered || change.pageSize !== undefined) next.delete('pagina');
  return next;
}
