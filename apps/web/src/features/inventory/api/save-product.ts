import type { ProductCreate, ProductUpdate } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { categoriesKey, inventoryKey, productsKey, type Product } from './types';

/** POST /products (with optional initial stock) or PUT /products/{id} (SKU unchanged). */
export function saveProduct(
  input: { id: null; payload: ProductCreate } | { id: number; payload: ProductUpdate },
): Promise<Product> {
  return input.id === null
    ? apiClient.post<Product>('/products', input.payload)
    : apiClient.put<Product>(`/products/${input.id}`, input.payload);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () =>
      Promise.all([productsKey, inventoryKey, categoriesKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
