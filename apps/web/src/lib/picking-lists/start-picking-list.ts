import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { pickingListKey } from './get-picking-list';
import { pickingListsKey } from './get-picking-lists';
import type { PickingListDetail } from '@bodega/domain';

/** assigned → in_progress (the order becomes 'Recolectando'). */
export function startPickingList(id: number): Promise<PickingListDetail> {
  return apiClient.post<PickingListDetail>(`/orders/picking-lists/${id}/start`);
}

export function useStartPickingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPickingList,
    onSuccess: (list) => {
      queryClient.setQueryData(pickingListKey(list.id), list);
      return queryClient.invalidateQueries({ queryKey: pickingListsKey });
    },
  });
}
