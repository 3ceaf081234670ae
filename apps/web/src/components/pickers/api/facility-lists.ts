import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The rows the facility cascade shows (the facilities API answers more). */
export interface WarehouseOption {
  id: number;
  code: string;
  name: string;
}
export interface ZoneOption {
  id: number;
  code: string;
  name: string;
}
export interface ZoneLocationOption {
  id: number;
  code: string;
  description: string | null;
}

/** Under the facilities root: a warehouse, zone or location written anywhere refreshes the pickers. */
export const facilityListsKey = [...queryKeys.facilities, 'options'] as const;

/** GET /warehouses. */
export function useWarehouseOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...facilityListsKey, 'warehouses'],
      queryFn: ({ signal }) => apiClient.get<WarehouseOption[]>('/warehouses', signal),
      staleTime: 60_000,
    }),
  );
}

/** GET /warehouses/{id}/zones, once a warehouse is chosen. */
export function useZoneOptions(warehouseId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...facilityListsKey, 'zones', warehouseId],
      queryFn: ({ signal }) => apiClient.get<ZoneOption[]>(`/warehouses/${warehouseId}/zones`, signal),
      enabled: warehouseId !== null,
    }),
  );
}

/** GET /zones/{id}/locations, once a zone is chosen. */
export function useZoneLocationOptions(zoneId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...facilityListsKey, 'locations', zoneId],
      queryFn: ({ signal }) => apiClient.get<ZoneLocationOption[]>(`/zones/${zoneId}/locations`, signal),
      enabled: zoneId !== null,
    }),
  );
}
