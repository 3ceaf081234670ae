import type { ListStatus } from '@bodega/domain';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { StorageListSummary, StorageListsPage } from './types';

export const storageListsKey = ['storage-lists'] as const;

/** The server's largest page: assignment tables show all rows, not pages. */
export const ALL_ROWS = 500;

export interface StorageListsQuery {
  status?: ListStatus;
}

/** GET /api/intelligent-storage/storage-lists; an operator always gets only their own lists. */
export async function getStorageLists(query: StorageListsQuery, signal?: AbortSignal): Promise<StorageListSummary[]> {
  const params = new URLSearchParams({ per_page: String(ALL_ROWS) });
  if (query.status) params.set('status', query.status);
  const body = await apiRequest<StorageListsPage>(`/intelligent-storage/storage-lists?${params}`, { signal });
  return body.data;
}

export const storageListsQueryOptions = (query: StorageListsQuery = {}, refetchInterval?: number) =>
  queryOptions({
    queryKey: [...storageListsKey, query],
    queryFn: ({ signal }) => getStorageLists(query, signal),
    refetchInterval,
  });

export function useStorageLists(query: StorageListsQuery = {}, refetchInterval?: number) {
  return useQuery(storageListsQueryOptions(query, refetchInterval));
}

/** One request per status, merged in the given order. */
export function useStorageListsByStatus(statuses: readonly ListStatus[]) {
  return useQueries({
    queries: statuses.map((status) => storageListsQueryOptions({ status })),
    combine: (results) => ({
      data: results.every((r) => r.data) ? results.flatMap((r) => r.data ?? []) : undefined,
      isError: results.some((r) => r.isError),
      isFetching: results.some((r) => r.isFetching),
      refetch: () => Promise.all(results.map((r) => r.refetch())),
    }),
  });
}
