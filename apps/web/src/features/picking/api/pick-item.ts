import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { pickingListKey } from './get-picking-list';
import type { PickResult } from './types';

export interface PickInput {
  listId: number;
  itemId: number;
  quantity: number;
  /** Required when fewer units than required are picked (a short pick). */
  reason?: string;
}

/** POST /api/orders/picking-items/{id}/pick: the server answers 409 with requires_scan when scans are missing. */
export function pickItem({ itemId, quantity, reason }: PickInput): Promise<PickResult> {
  return apiClient.post(`/orders/picking-items/${itemId}/pick`, {
    quantity_picked: quantity,
    status: 'picked',
    ...(reason ? { reason } : {}),
  });
}

export function usePickItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pickItem,
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: pickingListKey(input.listId) }),
  });
}
