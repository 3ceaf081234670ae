import type { WarehouseInput } from '@bodega/domain';
import { apiClient } from '../../../lib/api-client';
import type { Warehouse } from './types';
import { useFacilitiesMutation } from './use-facilities-mutation';

export function createWarehouse(payload: WarehouseInput): Promise<Warehouse> {
  return apiClient.post<Warehouse>('/warehouses', payload);
}

export function useCreateWarehouse() {
  return useFacilitiesMutation(createWarehouse);
}
