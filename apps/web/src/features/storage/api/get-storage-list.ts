import { STORAGE_LIST_REFRESH_MS } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storageListsKey } from './get-storage-lists';
import type { StorageListDetail } from './types';

export const storageListKey = (id: number) => [...storageListsKey, 'detail', id] as const;

export function getStorageList(id: number, signal?: AbortSignal): Promise<StorageListDetail> {
  return apiClient.get<StorageListDetail>(`/intelligent-storage/storage-lists/${id}`, signal);
}

/** A list in progress is read again every 5 s. */
export const storageListQueryOptions = (id: number) =>
  queryOptions({
    queryKey: storageListKey(id),
    queryFn: ({ signal }) => getStorageList(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'in_progress' ? STORAGE_LIST_REFRESH_MS : false),
  });

export function useStorageList(id: number) {
  return useQuery({ ...storageListQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
