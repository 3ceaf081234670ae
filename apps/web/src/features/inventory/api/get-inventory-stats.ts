import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { INVENTORY_REFRESH_MS } from './get-inventory';
import { inventoryKey, type InventoryStats } from './types';

export function getInventoryStats(signal?: AbortSignal): Promise<InventoryStats> {
  return apiClient.get<InventoryStats>('/inventory/stats', signal);
}

export const inventoryStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...inventoryKey, 'stats'],
    queryFn: ({ signal }) => getInventoryStats(signal),
    refetchInterval: INVENTORY_REFRESH_MS,
  });

export function useInventoryStats() {
  return useQuery(inventoryStatsQueryOptions());
}
