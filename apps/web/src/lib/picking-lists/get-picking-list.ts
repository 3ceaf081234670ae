import { PICKING_DETAIL_REFRESH_MS } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { pickingListsKey } from './get-picking-lists';
import type { PickingListDetail } from '@bodega/domain';

export const pickingListKey = (id: number) => [...pickingListsKey, 'detail', id] as const;

export function getPickingList(id: number, signal?: AbortSignal): Promise<PickingListDetail> {
  return apiClient.get<PickingListDetail>(`/orders/picking-lists/${id}`, signal);
}

/** Polled every 5 s while open and not finished. */
export function usePickingList(id: number) {
  return useQuery({
    ...queryOptions({
      queryKey: pickingListKey(id),
      queryFn: ({ signal }) => getPickingList(id, signal),
      refetchInterval: (query) =>
        query.state.data && query.state.data.status !== 'completed' ? PICKING_DETAIL_REFRESH_MS : false,
    }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
