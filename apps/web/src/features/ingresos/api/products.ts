import type { ProductCreate } from '@bodega/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { ingresosKey, type Product } from './types';

/** GET /products/barcode/{code}: a GTIN-14 also finds its EAN-13. Not found is null, not an error. */
export async function findProductByBarcode(code: string): Promise<Product | null> {
  try {
    return await apiClient.get<Product>(`/products/barcode/${encodeURIComponent(code)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function createProduct(payload: ProductCreate): Promise<Product> {
  return apiClient.post<Product>('/products', payload);
}

export function useCreateProduct() {
  return useMutation({ mutationFn: createProduct });
}

export function getCategories(signal?: AbortSignal): Promise<{ id: number | null; name: string }[]> {
  return apiClient.get<{ id: number | null; name: string }[]>('/categories', signal);
}

export function useCategories() {
  return useQuery(
    queryOptions({ queryKey: [...ingresosKey, 'categories'], queryFn: ({ signal }) => getCategories(signal), staleTime: 60_000 }),
  );
}

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiClient.get<Product>(`/products/${id}`, signal);
}

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ingresosKey, 'product', id], queryFn: ({ signal }) => getProduct(id, signal), staleTime: 60_000 });
