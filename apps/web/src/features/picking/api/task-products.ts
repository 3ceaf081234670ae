import type { ProductLocations, ProductOption } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A product a task line can take, with what it has free (GET /orders/products/inventory). */
export type TaskProduct = Pick<ProductOption, 'id' | 'sku' | 'name' | 'unit_of_measure' | 'available_quantity' | 'has_stock'>;

/** One inventory row of a product: lot, serial, expiry, entry date and its free units. */
export type TaskStockRow = Pick<
  ProductLocations['locations'][number],
  'lot_number' | 'serial_number' | 'expiry_date' | 'entry_date' | 'available_quantity' | 'expired'
>;

/** Search of the task form's product lines: reserved, held and expired units excluded by the server. */
export function searchTaskProducts(q: string, signal?: AbortSignal): Promise<TaskProduct[]> {
  return apiClient.get<TaskProduct[]>(`/orders/products/inventory?q=${encodeURIComponent(q)}&limit=20`, signal);
}

/** GET /orders/products/{id}/locations: the rows the 'Criterios Seleccionados' card is built from. */
export function useTaskProductStock(productId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: ['picking-task-product-stock', productId],
      queryFn: ({ signal }) =>
        apiClient.get<Pick<ProductLocations, 'total_available' | 'locations'>>(`/orders/products/${productId}/locations`, signal),
      enabled: productId !== null,
      staleTime: 10_000,
    }),
  );
}
