import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { productsKey, type Product } from './types';

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiClient.get<Product>(`/products/${id}`, signal);
}

export const productQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...productsKey, 'one', id],
    queryFn: ({ signal }) => getProduct(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });

export function useProduct(id: number | null) {
  return useQuery(productQueryOptions(id));
}
