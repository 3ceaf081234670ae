import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from './keys';
import type { ProductOption } from './types';

/** The product search of a line starts at 2 characters. */
export const PRODUCT_SEARCH_MIN = 2;

/** GET /orders/products/inventory?q=: products with what is available (reserved, held and expired excluded). */
export const productSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'products', q],
    queryFn: ({ signal }) =>
      apiClient.get<ProductOption[]>(`/orders/products/inventory?q=${encodeURIComponent(q)}&limit=20`, signal),
    staleTime: 10_000,
  });

export function useProductSearch(q: string) {
  return useQuery({ ...productSearchQueryOptions(q.trim()), enabled: q.trim().length >= PRODUCT_SEARCH_MIN });
}
