import type { LocationInput } from '@bodega/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../lib/query-string';
import type { LocationOption, Warehouse, Zone } from './types';

// Reads of the facilities API the product form's bodega → zona → ubicación cascade and the
// location pickers need (the facilities feature owns the screens that manage them).
const placesKey = ['inventory-places'] as const;

export const warehousesQueryOptions = () =>
  queryOptions({ queryKey: [...placesKey, 'warehouses'], queryFn: ({ signal }) => apiClient.get<Warehouse[]>('/warehouses', signal) });

export function useWarehouses() {
  return useQuery(warehousesQueryOptions());
}

export const zonesQueryOptions = (warehouseId: number | null) =>
  queryOptions({
    queryKey: [...placesKey, 'zones', warehouseId],
    queryFn: ({ signal }) => apiClient.get<Zone[]>(`/warehouses/${warehouseId}/zones`, signal),
    enabled: warehouseId !== null,
  });

export function useZones(warehouseId: number | null) {
  return useQuery(zonesQueryOptions(warehouseId));
}

export const zoneLocationsQueryOptions = (zoneId: number | null) =>
  queryOptions({
    queryKey: [...placesKey, 'zone-locations', zoneId],
    queryFn: ({ signal }) => apiClient.get<LocationOption[]>(`/zones/${zoneId}/locations`, signal),
    enabled: zoneId !== null,
  });

export function useZoneLocations(zoneId: number | null) {
  return useQuery(zoneLocationsQueryOptions(zoneId));
}

export async function searchLocations(search: string, signal?: AbortSignal): Promise<LocationOption[]> {
  const body = await apiRequest<{ data: LocationOption[] }>(`/locations${toQueryString({ search, per_page: 20 })}`, { signal });
  return body.data;
}

/** Up to 20 locations whose code or description match, for the pickers (filter and add lot). */
export const locationSearchQueryOptions = (search: string, enabled = true) =>
  queryOptions({
    queryKey: [...placesKey, 'search', search],
    queryFn: ({ signal }) => searchLocations(search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useLocationSearch(search: string, enabled = true) {
  return useQuery(locationSearchQueryOptions(search, enabled));
}

export const locationQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...placesKey, 'location', id],
    queryFn: ({ signal }) => apiClient.get<LocationOption>(`/locations/${id}`, signal),
    enabled: id !== null,
  });

export function useLocation(id: number | null) {
  return useQuery(locationQueryOptions(id));
}

/** POST /locations from the product form's new-location dialog. */
export function createLocation(payload: LocationInput): Promise<LocationOption> {
  return apiClient.post<LocationOption>('/locations', payload);
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLocation, onSuccess: () => queryClient.invalidateQueries({ queryKey: placesKey }) });
}
