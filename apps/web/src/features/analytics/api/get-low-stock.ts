import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analyticsKey, filtersQuery } from '../lib/query';
import type { AnalyticsFilters, LowStockItem, Paged } from './types';

/** GET /analytics/low-stock: paged on the server, 10 per page. */
export function useLowStock(filters: AnalyticsFilters, search: string, page: number, perPage = 10) {
  return useQuery({
    queryKey: [...analyticsKey, 'low-stock', filters, search, page, perPage],
    queryFn: ({ signal }) =>
      apiRequest<Paged<LowStockItem>>(`/analytics/low-stock?${filtersQuery(filters, { search, page, per_page: perPage })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
