import type { AssignmentInput } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { storageListsKey } from './get-storage-lists';
import type { StorageListDetail } from './types';

export function assignStorageList({ id, payload }: { id: number; payload: AssignmentInput }): Promise<StorageListDetail> {
  return apiClient.post<StorageListDetail>(`/intelligent-storage/storage-lists/${id}/assign`, payload);
}

export function useAssignStorageList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignStorageList,
    // The operator pickers show each operator's open workload.
    onSuccess: () =>
      Promise.all([storageListsKey, queryKeys.operators].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
