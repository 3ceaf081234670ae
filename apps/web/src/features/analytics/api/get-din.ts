import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { analyticsKey, filtersQuery } from '../lib/query';
import type { AnalyticsFilters, DinAnalysis } from './types';

/** GET /analytics/din-analysis. */
export function useDinAnalysis(filters: AnalyticsFilters) {
  return useQuery({
    queryKey: [...analyticsKey, 'din', filters],
    queryFn: ({ signal }) => apiClient.get<DinAnalysis>(`/analytics/din-analysis?${filtersQuery(filters)}`, signal),
    placeholderData: keepPreviousData,
  });
}
