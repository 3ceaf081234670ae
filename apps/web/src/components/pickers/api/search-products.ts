import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Products are searched from 2 characters (SKU, name or barcode; at most 20). */
export const PRODUCT_SEARCH_MIN = 2;

/** What every product picker shows; the server answers whole products. */
export interface ProductOption {
  id: number;
  sku: string;
  name: string;
}

/** GET /products/search/sku?q=: products whose SKU, name or barcode match. */
export function searchProducts<P extends ProductOption = ProductOption>(q: string, signal?: AbortSignal): Promise<P[]> {
  return apiClient.get<P[]>(`/products/search/sku?q=${encodeURIComponent(q)}`, signal);
}

export const productSearchKey = [...queryKeys.products, 'search'] as const;

export function useProductSearch<P extends ProductOption>(
  q: string,
  search: (q: string, signal?: AbortSignal) => Promise<P[]>,
  cacheKey: string,
) {
  const text = q.trim();
  return useQuery(
    queryOptions({
      queryKey: [...productSearchKey, cacheKey, text],
      queryFn: ({ signal }) => search(text, signal),
      enabled: text.length >= PRODUCT_SEARCH_MIN,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  );
}
