import type { StorageListCreate, StorageListDetail } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ingresosKey } from './types';

/** The fields of the created list (POST answers the whole list) this screen reads. */
export type StorageListCreated = Pick<StorageListDetail, 'id' | 'list_number'>;

export function createStorageList(payload: StorageListCreate): Promise<StorageListCreated> {
  return apiClient.post<StorageListCreated>('/intelligent-storage/storage-lists', payload);
}

export function useCreateStorageList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStorageList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ingresosKey }),
  });
}
