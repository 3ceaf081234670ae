import type { ProductDeleteOut } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { categoriesKey, inventoryKey, productsKey } from './types';

/** DELETE /products/{id}: deactivate (status Inactivo), or with permanent also remove its inventory. */
export function deleteProduct({ id, permanent }: { id: number; permanent: boolean }): Promise<ProductDeleteOut> {
  return apiClient.delete<ProductDeleteOut>(`/products/${id}${permanent ? '?permanent=true' : ''}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () =>
      Promise.all([productsKey, inventoryKey, categoriesKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
