import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { filtersQuery } from '../lib/list-params';
import { egresosQueryKey } from './get-egress-orders';
import type { EgresoFilters, EgresoStats } from './types';

/** GET /transactions/egresos/stats: totals over the issued orders that match the filters. */
export function getEgresosStats(filters: EgresoFilters, signal?: AbortSignal): Promise<EgresoStats> {
  // The stats always count issued orders; annulled ones come as their own counter.
  const query = filtersQuery({ ...filters, includeCancelled: false });
  return apiClient.get<EgresoStats>(`/transactions/egresos/stats${query ? `?${query}` : ''}`, signal);
}

export const egresosStatsQueryOptions = (filters: EgresoFilters) =>
  queryOptions({
    queryKey: [...egresosQueryKey, 'stats', { ...filters, includeCancelled: false }],
    queryFn: ({ signal }) => getEgresosStats(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useEgresosStats(filters: EgresoFilters) {
  return useQuery(egresosStatsQueryOptions(filters));
}
