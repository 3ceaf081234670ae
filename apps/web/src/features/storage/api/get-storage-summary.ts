import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storageListKey } from './get-storage-list';
import type { StorageSummary } from './types';

/** GET …/storage-lists/{id}/summary: the real figures behind 'Ver Resumen'. */
export function getStorageSummary(id: number, signal?: AbortSignal): Promise<StorageSummary> {
  return apiClient.get<StorageSummary>(`/intelligent-storage/storage-lists/${id}/summary`, signal);
}

export const storageSummaryQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...storageListKey(id), 'summary'], queryFn: ({ signal }) => getStorageSummary(id, signal) });

export function useStorageSummary(id: number, enabled: boolean) {
  return useQuery({ ...storageSummaryQueryOptions(id), enabled });
}
