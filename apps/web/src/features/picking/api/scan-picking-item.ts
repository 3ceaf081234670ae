import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { pickingListKey } from '../../../lib/picking-lists/get-picking-list';
import type { PickingListDetail, PickingScanResult } from './types';

export interface PickingScanInput {
  listId: number;
  itemId: number;
  barcode: string;
}

export function scanPickingItem({ itemId, barcode }: PickingScanInput): Promise<PickingScanResult> {
  return apiClient.post<PickingScanResult>(`/orders/picking-items/${itemId}/scan-barcode`, { barcode });
}

/** A scan updates the item in the cached list at once; the 5-second poll reconciles the rest. */
export function useScanPickingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanPickingItem,
    onSuccess: async (result, input) => {
      const key = pickingListKey(input.listId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<PickingListDetail>(key, (list) =>
        list
          ? { ...list, picking_items: list.picking_items.map((item) => (item.id === result.item.id ? result.item : item)) }
          : list,
      );
    },
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: pickingListKey(input.listId) }),
  });
}
