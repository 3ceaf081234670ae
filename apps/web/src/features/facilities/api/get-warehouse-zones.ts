import { FACILITY_MESSAGES } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { facilitiesKey, type Zone } from './types';

/** GET /warehouses/{id}/zones; without a warehouse it fails says. */
export function getWarehouseZones(warehouseId: number | null, signal?: AbortSignal): Promise<Zone[]> {
  if (!warehouseId) return Promise.reject(new Error(FACILITY_MESSAGES.warehouseIdMissing));
  return apiClient.get<Zone[]>(`/warehouses/${warehouseId}/zones`, signal);
}

export const warehouseZonesQueryOptions = (warehouseId: number | null) =>
  queryOptions({
    queryKey: [...facilitiesKey, 'warehouses', warehouseId, 'zones'],
    queryFn: ({ signal }) => getWarehouseZones(warehouseId, signal),
    enabled: Boolean(warehouseId),
  });

export function useWarehouseZones(warehouseId: number | null) {
  return useQuery(warehouseZonesQueryOptions(warehouseId));
}
