import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storageListKey } from './get-storage-list';
import { storageListsKey } from './get-storage-lists';
import type { StorageListDetail } from './types';

/** in_progress → completed once every item is stored; the server completes the receipt too. */
export function completeStorageList(id: number): Promise<StorageListDetail> {
  return apiClient.post<StorageListDetail>(`/intelligent-storage/storage-lists/${id}/complete`);
}

export function useCompleteStorageList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeStorageList,
    onSuccess: (list) => {
      queryClient.setQueryData(storageListKey(list.id), list);
      return queryClient.invalidateQueries({ queryKey: storageListsKey });
    },
  });
}
