import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { traceabilityKey, type ProductRef } from './types';

/** The product of a filter read from the URL, to show its name. */
export function useProduct(id: number | null) {
  return useQuery({
    queryKey: [...traceabilityKey, 'product', id],
    queryFn: ({ signal }) => apiClient.get<ProductRef>(`/products/${id}`, signal),
    enabled: id !== null,
    staleTime: Infinity,
  });
}
