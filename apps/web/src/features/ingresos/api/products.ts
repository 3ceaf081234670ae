import type { ProductCreate } from '@bodega/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidateResources } from '../../../lib/resources/invalidate';
import type { Product } from './types';

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
  // The new product (and a new category name on it) shows in every product list and picker.
  const onSuccess = useInvalidateResources(['products', 'categories', 'inventory']);
  return useMutation({ mutationFn: createProduct, onSuccess });
}

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiClient.get<Product>(`/products/${id}`, signal);
}

export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.products, 'one', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 60_000,
  });
