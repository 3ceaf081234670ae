import { apiClient } from '../../../lib/api-client';
import type { DeleteResult } from './types';
import { useFacilitiesMutation } from './use-facilities-mutation';

export function deleteWarehouse(id: number): Promise<DeleteResult> {
  return apiClient.delete<DeleteResult>(`/warehouses/${id}`);
}

export function useDeleteWarehouse() {
  return useFacilitiesMutation(deleteWarehouse);
}
