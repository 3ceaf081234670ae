import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A product a task line can take, with what it has free (GET /orders/products/inventory). */
export interface TaskProduct {
  id: number;
  sku: string;
  name: string;
  unit_of_measure: string;
  available_quantity: number;
  has_stock: boolean;
}

/** One inventory row of a product: lot, serial, expiry, entry date and its free units. */
export interface TaskStockRow {
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  entry_date: string;
  available_quantity: number;
  expired: boolean;
}

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
        apiClient.get<{ total_available: number; locations: TaskStockRow[] }>(`/orders/products/${productId}/locations`, signal),
      enabled: productId !== null,
      staleTime: 10_000,
    }),
  );
}
