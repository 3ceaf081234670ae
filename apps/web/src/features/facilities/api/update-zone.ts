import type { ZoneInput } from '@bodega/domain';
import { apiClient } from '../../../lib/api-client';
import type { Zone } from './types';
import { useFacilitiesMutation } from './use-facilities-mutation';

export function updateZone({ id, payload }: { id: number; payload: ZoneInput }): Promise<Zone> {
  return apiClient.put<Zone>(`/zones/${id}`, payload);
}

export function useUpdateZone() {
  return useFacilitiesMutation(updateZone);
}
