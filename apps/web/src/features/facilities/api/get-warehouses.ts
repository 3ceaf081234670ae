import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { facilitiesKey, type Warehouse } from './types';

export function getWarehouses(signal?: AbortSignal): Promise<Warehouse[]> {
  return apiClient.get<Warehouse[]>('/warehouses', signal);
}

export const warehousesQueryOptions = () =>
  queryOptions({ queryKey: [...facilitiesKey, 'warehouses'], queryFn: ({ signal }) => getWarehouses(signal) });

export function useWarehouses() {
  return useQuery(warehousesQueryOptions());
}
