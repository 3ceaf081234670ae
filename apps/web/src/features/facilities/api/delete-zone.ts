import { apiClient } from '../../../lib/api-client';
import type { DeleteResult } from './types';
import { useFacilitiesMutation } from './use-facilities-mutation';

export function deleteZone(id: number): Promise<DeleteResult> {
  return apiClient.delete<DeleteResult>(`/zones/${id}`);
}

export function useDeleteZone() {
  return useFacilitiesMutation(deleteZone);
}
