import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { categoriesKey, inventoryKey, productsKey, type BulkResult } from './types';

export type { BulkResult, BulkRowResult } from './types';

export interface BulkRowPayload {
  row: number;
  sku: string;
  name: string;
  barcode: string;
  category?: string;
  status?: string;
  min_stock?: string;
  max_stock?: string;
  bulk_import: true;
}

/** POST /products/bulk: one batch; the server answers per row what it created, merged or refused. */
export function bulkImportProducts(products: BulkRowPayload[]): Promise<BulkResult> {
  return apiClient.post<BulkResult>('/products/bulk', { products });
}

export function useBulkImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkImportProducts,
    onSettled: () =>
      Promise.all([productsKey, inventoryKey, categoriesKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
