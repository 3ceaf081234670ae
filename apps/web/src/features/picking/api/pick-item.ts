import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { pickingListKey } from '../../../lib/picking-lists/get-picking-list';
import type { PickResult } from './types';

export interface PickInput {
  listId: number;
  itemId: number;
  quantity: number;
  /** Required when fewer units than required are picked (a short pick). */
  reason?: string;
  /** The scans that confirm the pick (the server requires them unless the list's scanning is off). */
  location_scan?: string;
  product_scan?: string;
  /** Why another lot than the strategy's is picked (asked when the server answers LOT_REASON_REQUIRED). */
  deviation_reason?: string;
  deviation_text?: string | null;
}

/** POST /api/orders/picking-items/{id}/pick: the server answers 409 with requires_scan when scans are missing. */
export function pickItem({
  itemId,
  quantity,
  reason,
  location_scan,
  product_scan,
  deviation_reason,
  deviation_text,
}: PickInput): Promise<PickResult> {
  return apiClient.post(`/orders/picking-items/${itemId}/pick`, {
    quantity_picked: quantity,
    status: 'picked',
    ...(reason ? { reason } : {}),
    ...(location_scan ? { location_scan } : {}),
    ...(product_scan ? { product_scan } : {}),
    ...(deviation_reason ? { deviation_reason, deviation_text: deviation_text ?? null } : {}),
  });
}

export function usePickItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pickItem,
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: pickingListKey(input.listId) }),
  });
}
