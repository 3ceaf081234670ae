import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { analyticsKey, filtersQuery } from '../lib/query';
import type { AnalyticsFilters, Kpis } from './types';

/** GET /analytics/kpis: the period's KPIs against the previous period. */
export function useKpis(filters: AnalyticsFilters) {
  return useQuery({
    queryKey: [...analyticsKey, 'kpis', filters],
    queryFn: ({ signal }) => apiClient.get<Kpis>(`/analytics/kpis?${filtersQuery(filters)}`, signal),
    placeholderData: keepPreviousData,
  });
}
