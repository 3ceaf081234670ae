import type { WarehouseInput } from '@bodega/domain';
import { apiClient } from '../../../lib/api-client';
import type { Warehouse } from './types';
import { useFacilitiesMutation } from './use-facilities-mutation';

export function updateWarehouse({ id, payload }: { id: number; payload: WarehouseInput }): Promise<Warehouse> {
  return apiClient.put<Warehouse>(`/warehouses/${id}`, payload);
}

export function useUpdateWarehouse() {
  return useFacilitiesMutation(updateWarehouse);
}
