import type { AnalyticsFilters } from '../api/types';

/** The filters as a query string (warehouse left out when none is chosen). */
export function filtersQuery(filters: AnalyticsFilters, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams({ time_range: filters.time_range });
  if (filters.warehouse_id) params.set('warehouse_id', String(filters.warehouse_id));
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

export const analyticsKey = ['analytics'] as const;
