import type { LocationInput } from '@bodega/domain';
import { apiClient } from '../../../lib/api-client';
import type { Location } from './types';
import { useFacilitiesMutation } from './use-facilities-mutation';

export function createLocation(payload: LocationInput): Promise<Location> {
  return apiClient.post<Location>('/locations', payload);
}

export function useCreateLocation() {
  return useFacilitiesMutation(createLocation);
}
