import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { pickingListKey } from '../../../lib/picking-lists/get-picking-list';
import { pickingListsKey } from '../../../lib/picking-lists/get-picking-lists';
import type { PickingListDetail } from './types';

/** in_progress → completed, once every item is picked or short-picked. */
export function completePickingList(id: number): Promise<PickingListDetail> {
  return apiClient.post<PickingListDetail>(`/orders/picking-lists/${id}/complete`);
}

export function useCompletePickingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePickingList,
    onSuccess: (list) => {
      queryClient.setQueryData(pickingListKey(list.id), list);
      return queryClient.invalidateQueries({ queryKey: pickingListsKey });
    },
  });
}
