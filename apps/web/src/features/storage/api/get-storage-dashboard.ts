import { OPERATOR_STORAGE_DASHBOARD_REFRESH_MS } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { storageListsKey } from './get-storage-lists';
import type { StorageDashboard } from './types';

export function getStorageDashboard(signal?: AbortSignal): Promise<StorageDashboard> {
  return apiClient.get<StorageDashboard>('/intelligent-storage/dashboard', signal);
}

/** The operator storage dashboard refreshes itself every 30 s. */
export const storageDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...storageListsKey, 'dashboard'],
    queryFn: ({ signal }) => getStorageDashboard(signal),
    refetchInterval: OPERATOR_STORAGE_DASHBOARD_REFRESH_MS,
  });

export function useStorageDashboard() {
  return useQuery(storageDashboardQueryOptions());
}
