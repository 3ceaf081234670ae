import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';
import { costKey, costQuery } from '../lib/query';
import type { CostFilters, CostProduct, CostProductDetail } from './types';

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

/** GET /analytics/products/{id}: one product with the ABC class a recalculation would give it. */
export function useCostProduct(id: number | null) {
  return useQuery({
    queryKey: [...costKey, 'product', id],
    queryFn: ({ signal }) => apiClient.get<CostProductDetail>(`/analytics/products/${id}`, signal),
    enabled: id !== null,
  });
}
