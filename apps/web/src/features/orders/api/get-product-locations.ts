import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from './keys';
import type { ProductLocations } from './types';

/** GET /orders/products/{id}/locations: rows with lot, serial, expiry and available units. */
export const productLocationsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'product-locations', productId],
    queryFn: ({ signal }) => apiClient.get<ProductLocations>(`/orders/products/${productId}/locations`, signal),
    staleTime: 10_000,
  });

export function useProductLocations(productId: number | null) {
  return useQuery({ ...productLocationsQueryOptions(productId ?? 0), enabled: productId !== null });
}
