import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inventoryKey, type InventoryRowDetail } from './types';

/** GET /inventory/{id}: one lot row with its product and location. */
export function getInventoryRow(id: number, signal?: AbortSignal): Promise<InventoryRowDetail> {
  return apiClient.get<InventoryRowDetail>(`/inventory/${id}`, signal);
}

export const inventoryRowQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...inventoryKey, 'row', id],
    queryFn: ({ signal }) => getInventoryRow(id!, signal),
    enabled: id !== null,
  });

export function useInventoryRow(id: number | null) {
  return useQuery(inventoryRowQueryOptions(id));
}
