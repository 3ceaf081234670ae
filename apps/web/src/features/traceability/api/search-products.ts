import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { traceabilityKey, type ProductRef } from './types';

/** The server searches from 2 characters (SKU, name or barcode). */
export const PRODUCT_SEARCH_MIN = 2;

export function searchProducts(q: string, signal?: AbortSignal): Promise<ProductRef[]> {
  return apiClient.get<ProductRef[]>(`/products/search/sku?q=${encodeURIComponent(q)}`, signal);
}

export const productSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...traceabilityKey, 'product-search', q],
    queryFn: ({ signal }) => searchProducts(q, signal),
    placeholderData: keepPreviousData,
  });

export function useProductSearch(q: string) {
  const text = q.trim();
  return useQuery({ ...productSearchQueryOptions(text), enabled: text.length >= PRODUCT_SEARCH_MIN });
}

/** The product of a filter read from the URL, to show its name. */
export function useProduct(id: number | null) {
  return useQuery({
    queryKey: [...traceabilityKey, 'product', id],
    queryFn: ({ signal }) => apiClient.get<ProductRef>(`/products/${id}`, signal),
    enabled: id !== null,
    staleTime: Infinity,
  });
}
