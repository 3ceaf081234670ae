import type { ZoneInput } from '@bodega/domain';
import { apiClient } from '../../../lib/api-client';
import type { Zone } from './types';
import { useFacilitiesMutation } from './use-facilities-mutation';

/** POST /zones/warehouse/{id}: a zone is always created inside a warehouse. */
export function createZone({ warehouseId, payload }: { warehouseId: number; payload: ZoneInput }): Promise<Zone> {
  return apiClient.post<Zone>(`/zones/warehouse/${warehouseId}`, payload);
}

export function useCreateZone() {
  return useFacilitiesMutation(createZone);
}
