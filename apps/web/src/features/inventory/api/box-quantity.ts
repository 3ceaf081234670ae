import type { BoxQuantityTemplateOut } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { inventoryKey, productsKey, type BoxQuantityResult } from './types';

export type { BoxQuantityResult } from './types';

/** GET /products/cantidad-x-caja/template: CSV text and its file name (cantidad_x_caja.csv). */
export function getBoxQuantityTemplate(): Promise<BoxQuantityTemplateOut> {
  return apiClient.get('/products/cantidad-x-caja/template');
}

/** POST /products/cantidad-x-caja/upload with the template as CSV text. */
export function uploadBoxQuantity(content: string): Promise<BoxQuantityResult> {
  return apiClient.post<BoxQuantityResult>('/products/cantidad-x-caja/upload', { content });
}

export function useBoxQuantityTemplate() {
  return useMutation({ mutationFn: getBoxQuantityTemplate });
}

export function useUploadBoxQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadBoxQuantity,
    onSuccess: () => Promise.all([productsKey, inventoryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
