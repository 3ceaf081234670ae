import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface WarehouseOption {
  id: number;
  name: string;
}

/** GET /warehouses for the 'Bodega' filter. */
export function useWarehouseOptions() {
  return useQuery({
    queryKey: ['analytics', 'warehouses'],
    queryFn: ({ signal }) => apiClient.get<WarehouseOption[]>('/warehouses', signal),
    staleTime: 60_000,
  });
}
