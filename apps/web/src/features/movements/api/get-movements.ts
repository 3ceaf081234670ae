import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { filtersQuery, type MovementListParams } from '../lib/list-params';
import { MOVEMENTS_BASE, movementsKey, type Movement, type Paged } from './types';

/** One page of movements, filtered and paged by the server (15 per page). */
export function getMovements(params: MovementListParams, signal?: AbortSignal): Promise<Paged<Movement>> {
  return apiRequest<Paged<Movement>>(`${MOVEMENTS_BASE}?${filtersQuery(params, true).toString()}`, { signal });
}

export const movementsQueryOptions = (params: MovementListParams) =>
  queryOptions({
    queryKey: [...movementsKey, 'list', params],
    queryFn: ({ signal }) => getMovements(params, signal),
    placeholderData: keepPreviousData,
  });

export function useMovements(params: MovementListParams) {
  return useQuery(movementsQueryOptions(params));
}
