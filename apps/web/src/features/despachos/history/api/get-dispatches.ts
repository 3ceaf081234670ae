import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { filtersQuery, type DispatchListParams } from '../lib/list-params';
import { DISPATCHES_BASE, dispatchHistoryKey, type DispatchListResponse } from './types';

/** One page of the dispatch history, filtered and paged by the server (10 per page). */
export function getDispatches(params: DispatchListParams, signal?: AbortSignal): Promise<DispatchListResponse> {
  return apiRequest<DispatchListResponse>(`${DISPATCHES_BASE}?${filtersQuery(params, true).toString()}`, { signal });
}

export const dispatchesQueryOptions = (params: DispatchListParams) =>
  queryOptions({
    queryKey: [...dispatchHistoryKey, 'list', params],
    queryFn: ({ signal }) => getDispatches(params, signal),
    placeholderData: keepPreviousData,
  });

export function useDispatches(params: DispatchListParams) {
  return useQuery(dispatchesQueryOptions(params));
}
