import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { traceabilityKey, type ProductHistory } from './types';

export function getProductHistory(productId: number, signal?: AbortSignal): Promise<ProductHistory> {
  return apiClient.get<ProductHistory>(`/traceability/products/${productId}/history`, signal);
}

export const productHistoryQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...traceabilityKey, 'history', productId],
    queryFn: ({ signal }) => getProductHistory(productId, signal),
  });

export function useProductHistory(productId: number | null) {
  return useQuery({ ...productHistoryQueryOptions(productId ?? 0), enabled: productId !== null });
}
