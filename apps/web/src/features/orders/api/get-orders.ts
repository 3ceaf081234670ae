import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { OrdersFilters } from '../lib/list-params';
import { ordersQueryKey } from './keys';
import type { OrdersPage } from './types';

export interface OrdersPageRequest {
  filters: OrdersFilters;
  /** 1-based, as the server counts. */
  page: number;
  perPage: number;
}

/** GET /orders: one page, only the non-empty filters. */
export function getOrders({ filters, page, perPage }: OrdersPageRequest, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.customerId) query.set('customer_id', String(filters.customerId));
  if (filters.dateFrom) query.set('date_from', filters.dateFrom);
  if (filters.dateTo) query.set('date_to', filters.dateTo);
  query.set('page', String(page));
  query.set('per_page', String(perPage));
  return apiRequest<OrdersPage>(`/orders?${query.toString()}`, { signal });
}

export const ordersQueryOptions = (request: OrdersPageRequest) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'list', request],
    queryFn: ({ signal }) => getOrders(request, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(request: OrdersPageRequest) {
  return useQuery(ordersQueryOptions(request));
}
