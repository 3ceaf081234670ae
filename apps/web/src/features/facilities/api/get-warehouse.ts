import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { facilitiesKey, type Warehouse } from './types';

export function getWarehouse(id: number, signal?: AbortSignal): Promise<Warehouse> {
  return apiClient.get<Warehouse>(`/warehouses/${id}`, signal);
}

/** GET /warehouses/{id}: the warehouse the address names (?bodega=), once one is chosen. */
export function useWarehouse(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...facilitiesKey, 'warehouse', id],
      queryFn: ({ signal }) => getWarehouse(id!, signal),
      enabled: id !== null,
      retry: false,
    }),
  );
}
