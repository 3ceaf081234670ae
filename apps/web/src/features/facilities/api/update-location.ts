import type { LocationInput } from '@bodega/domain';
import { apiClient } from '../../../lib/api-client';
import type { Location } from './types';
import { useFacilitiesMutation } from './use-facilities-mutation';

export function updateLocation({ id, payload }: { id: number; payload: LocationInput }): Promise<Location> {
  return apiClient.put<Location>(`/locations/${id}`, payload);
}

export function useUpdateLocation() {
  return useFacilitiesMutation(updateLocation);
}
