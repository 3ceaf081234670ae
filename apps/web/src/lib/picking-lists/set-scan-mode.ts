import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { pickingListKey } from './get-picking-list';
import { pickingListsKey } from './get-picking-lists';
import type { PickingListDetail } from '@bodega/domain';

/** PUT /api/orders/picking-lists/{id}/scan-mode (admin): scanning off for a site without scanners, or on again. */
export function setScanMode({ listId, scanRequired }: { listId: number; scanRequired: boolean }): Promise<PickingListDetail> {
  return apiClient.put<PickingListDetail>(`/orders/picking-lists/${listId}/scan-mode`, { scan_required: scanRequired });
}

export function useSetScanMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setScanMode,
    onSettled: (_data, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pickingListsKey }),
        queryClient.invalidateQueries({ queryKey: pickingListKey(input.listId) }),
      ]),
  });
}
