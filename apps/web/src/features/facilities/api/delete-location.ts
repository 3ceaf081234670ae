import { apiClient } from '../../../lib/api-client';
import type { DeleteResult } from './types';
import { useFacilitiesMutation } from './use-facilities-mutation';

export function deleteLocation(id: number): Promise<DeleteResult> {
  return apiClient.delete<DeleteResult>(`/locations/${id}`);
}

export function useDeleteLocation() {
  return useFacilitiesMutation(deleteLocation);
}
