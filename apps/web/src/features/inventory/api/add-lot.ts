import type { AddLot } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inventoryKey, productsKey, type InventoryRowDetail } from './types';

export type AddLotPayload = AddLot & { product_id: number; event_type?: 'RECEPTION' | 'ADJUSTMENT' };

/** POST /inventory: a new lot of a product at a location. */
export function addLot(payload: AddLotPayload): Promise<InventoryRowDetail> {
  return apiClient.post<InventoryRowDetail>('/inventory', payload);
}

export function useAddLot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLot,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKey }),
        queryClient.invalidateQueries({ queryKey: productsKey }),
      ]),
  });
}
