import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';
import { pickingListsKey } from './get-picking-lists';
import type { PickingListDetail } from '@bodega/domain';

export function assignPickingList({ listId, userId }: { listId: number; userId: number }): Promise<PickingListDetail> {
  return apiClient.post<PickingListDetail>(`/orders/picking-lists/${listId}/assign`, { user_id: userId });
}

export function useAssignPickingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignPickingList,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pickingListsKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.operators }),
      ]),
  });
}
