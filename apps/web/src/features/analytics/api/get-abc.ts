import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { analyticsKey, filtersQuery } from '../lib/query';
import type { AbcAnalysis, AnalyticsFilters } from './types';

/** GET /analytics/abc-analysis. */
export function useAbcAnalysis(filters: AnalyticsFilters) {
  return useQuery({
    queryKey: [...analyticsKey, 'abc', filters],
    queryFn: ({ signal }) => apiClient.get<AbcAnalysis>(`/analytics/abc-analysis?${filtersQuery(filters)}`, signal),
    placeholderData: keepPreviousData,
  });
}
