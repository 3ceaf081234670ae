import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ProductRef } from './types';

/** The server searches from 2 characters (SKU, name or barcode; at most 20 results). */
export const PRODUCT_SEARCH_MIN = 2;

export function searchProducts(q: string, signal?: AbortSignal): Promise<ProductRef[]> {
  return apiClient.get<ProductRef[]>(`/products/search/sku?q=${encodeURIComponent(q)}`, signal);
}

export const productSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['movements', 'product-search', q],
    queryFn: ({ signal }) => searchProducts(q, signal),
    placeholderData: keepPreviousData,
  });

export function useProductSearch(q: string) {
  const text = q.trim();
  return useQuery({ ...productSearchQueryOptions(text), enabled: text.length >= PRODUCT_SEARCH_MIN });
}
