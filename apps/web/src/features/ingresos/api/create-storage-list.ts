import type { StorageListCreate } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ingresosKey } from './types';

export interface StorageListCreated {
  id: number;
  list_number: string;
}

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
