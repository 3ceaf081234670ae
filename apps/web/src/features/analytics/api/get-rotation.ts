import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { analyticsKey, filtersQuery } from '../lib/query';
import type { AnalyticsFilters, RotationItem } from './types';

/** GET /analytics/rotation-analysis?days=30|60|90 (top `limit`, optionally searched). */
export function useRotation(
  filters: AnalyticsFilters,
  days: number,
  options: { search?: string; limit?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...analyticsKey, 'rotation', filters, days, options.search ?? '', options.limit ?? 10],
    queryFn: ({ signal }) =>
      apiClient.get<RotationItem[]>(
        `/analytics/rotation-analysis?${filtersQuery(filters, { days, search: options.search, limit: options.limit })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
