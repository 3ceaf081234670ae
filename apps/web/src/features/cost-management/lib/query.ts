import type { CostFilters } from '../api/types';

export const costKey = ['cost-management'] as const;

export function costQuery(filters: CostFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ time_range: filters.time_range });
  for (const key of ['search', 'category', 'abc_category', 'status'] as const) if (filters[key]) params.set(key, filters[key]);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}
