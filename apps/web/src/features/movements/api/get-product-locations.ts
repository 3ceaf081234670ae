import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MOVEMENTS_BASE, movementsKey, type ProductLocation } from './types';

/** Where a product is stored and how much each location can give (the form's sources and maximum). */
export function getProductLocations(productId: number, signal?: AbortSignal): Promise<ProductLocation[]> {
  return apiClient.get<ProductLocation[]>(`${MOVEMENTS_BASE}/product-locations?product_id=${productId}`, signal);
}

export const productLocationsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...movementsKey, 'product-locations', productId],
    queryFn: ({ signal }) => getProductLocations(productId, signal),
    staleTime: 5_000,
  });

export function useProductLocations(productId: number | null) {
  return useQuery({ ...productLocationsQueryOptions(productId ?? 0), enabled: productId !== null });
}
