import type { StockAdjustment } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inventoryKey, productsKey, type InventoryRowDetail } from './types';

/** POST /inventory/{id}/adjust; the answer is null when a 'set 0' removed the row. */
export function adjustStock({ id, payload }: { id: number; payload: StockAdjustment }): Promise<InventoryRowDetail | null> {
  return apiClient.post<InventoryRowDetail | null>(`/inventory/${id}/adjust`, payload);
}

export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustStock,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKey }),
        queryClient.invalidateQueries({ queryKey: productsKey }),
      ]),
  });
}
