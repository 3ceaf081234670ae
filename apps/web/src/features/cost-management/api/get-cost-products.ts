import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { costKey, costQuery } from '../lib/query';
import type { CostFilters, CostProduct } from './types';

/** GET /analytics/products: the cost table, 15 per page. */
export function useCostProducts(filters: CostFilters, page: number) {
  return useQuery({
    queryKey: [...costKey, 'products', filters, page],
    queryFn: ({ signal }) =>
      apiRequest<{ data: CostProduct[]; pagination: { total: number } }>(
        `/analytics/products?${costQuery(filters, { page, per_page: 15 })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
