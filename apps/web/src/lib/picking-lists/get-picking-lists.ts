import type { ListStatus } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import type { PickingListSummary, PickingListsPage } from '@bodega/domain';

export const pickingListsKey = ['picking-lists'] as const;

/** The server's largest page: assignment tables show all rows. */
export const ALL_ROWS = 500;

/** GET /api/orders/picking-lists; an operator always gets only their own lists. */
export async function getPickingLists(statuses: readonly ListStatus[], signal?: AbortSignal): Promise<PickingListSummary[]> {
  const params = new URLSearchParams({ per_page: String(ALL_ROWS) });
  if (statuses.length) params.set('status', statuses.join(','));
  const body = await apiRequest<PickingListsPage>(`/orders/picking-lists?${params}`, { signal });
  return body.data;
}

export const pickingListsQueryOptions = (statuses: readonly ListStatus[] = [], refetchInterval?: number) =>
  queryOptions({
    queryKey: [...pickingListsKey, statuses],
    queryFn: ({ signal }) => getPickingLists(statuses, signal),
    refetchInterval,
  });

export function usePickingLists(statuses: readonly ListStatus[] = [], refetchInterval?: number) {
  return useQuery(pickingListsQueryOptions(statuses, refetchInterval));
}
