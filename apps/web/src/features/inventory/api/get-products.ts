import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../lib/query-string';
import { productsKey, type Pagination, type Product } from './types';

/** Product management shows 10 rows per page. */
export const PRODUCTS_PAGE_SIZE = 10;

export interface ProductsParams {
  search: string;
  /** 1-based. */
  page: number;
  includeInactive: boolean;
}

export function getProducts(params: ProductsParams, signal?: AbortSignal): Promise<{ data: Product[]; pagination: Pagination }> {
  const query = toQueryString({
    search: params.search || undefined,
    page: params.page,
    per_page: PRODUCTS_PAGE_SIZE,
    include_inactive: params.includeInactive,
  });
  return apiRequest(`/products${query}`, { signal });
}

export const productsQueryOptions = (params: ProductsParams, enabled = true) =>
  queryOptions({
    queryKey: [...productsKey, 'list', params],
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useProducts(params: ProductsParams, enabled = true) {
  return useQuery(productsQueryOptions(params, enabled));
}
