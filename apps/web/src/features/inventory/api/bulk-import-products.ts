import type { ProductBulkImportRow } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { categoriesKey, inventoryKey, productsKey, type BulkResult } from './types';

export type { BulkResult, BulkRowResult } from './types';

/** A row as the preview sends it: always with its spreadsheet line and the SKU as text. */
export type BulkRowPayload = ProductBulkImportRow & Required<Pick<ProductBulkImportRow, 'row'>> & { sku: string };

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
