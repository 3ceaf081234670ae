import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from './keys';
import type { OrderDetail } from './types';

/** GET /orders/{id}: lines with allocated quantities and reservations. */
export const getOrder = (id: number, signal?: AbortSignal) => apiClient.get<OrderDetail>(`/orders/${id}`, signal);

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ordersQueryKey, 'detail', id], queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: number | null) {
  return useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
}
