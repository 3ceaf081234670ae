import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ingresosKey, type Warehouse, type Zone, type ZoneLocation } from './types';

export function getWarehouses(signal?: AbortSignal): Promise<Warehouse[]> {
  return apiClient.get<Warehouse[]>('/warehouses', signal);
}

export function useWarehouses() {
  return useQuery(
    queryOptions({ queryKey: [...ingresosKey, 'warehouses'], queryFn: ({ signal }) => getWarehouses(signal), staleTime: 60_000 }),
  );
}

export function getWarehouseZones(warehouseId: number, signal?: AbortSignal): Promise<Zone[]> {
  return apiClient.get<Zone[]>(`/warehouses/${warehouseId}/zones`, signal);
}

export function useWarehouseZones(warehouseId: number | null | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...ingresosKey, 'warehouses', warehouseId, 'zones'],
      queryFn: ({ signal }) => getWarehouseZones(warehouseId!, signal),
      enabled: Boolean(warehouseId),
    }),
  );
}

export function getZoneLocations(zoneId: number, signal?: AbortSignal): Promise<ZoneLocation[]> {
  return apiClient.get<ZoneLocation[]>(`/zones/${zoneId}/locations`, signal);
}

export function useZoneLocations(zoneId: number | null | undefined) {
  return useQuery(
    queryOptions({
      queryKey: [...ingresosKey, 'zones', zoneId, 'locations'],
      queryFn: ({ signal }) => getZoneLocations(zoneId!, signal),
      enabled: Boolean(zoneId),
    }),
  );
}
