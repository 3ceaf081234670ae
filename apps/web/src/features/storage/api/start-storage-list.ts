import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storageListKey } from './get-storage-list';
import { storageListsKey } from './get-storage-lists';
import type { StorageListDetail } from './types';

/** assigned → in_progress; starting a list already in progress answers it unchanged. */
export function startStorageList(id: number): Promise<StorageListDetail> {
  return apiClient.post<StorageListDetail>(`/intelligent-storage/storage-lists/${id}/start`);
}

export function useStartStorageList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startStorageList,
    onSuccess: (list) => {
      queryClient.setQueryData(storageListKey(list.id), list);
      return queryClient.invalidateQueries({ queryKey: storageListsKey });
    },
  });
}
