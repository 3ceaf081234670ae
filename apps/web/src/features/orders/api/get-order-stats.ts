import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from './keys';
import type { OrderStats } from './types';

/** GET /orders/dashboard/stats (Order stats). */
export const orderStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'stats'],
    queryFn: ({ signal }) => apiClient.get<OrderStats>('/orders/dashboard/stats', signal),
  });

export function useOrderStats() {
  return useQuery(orderStatsQueryOptions());
}
