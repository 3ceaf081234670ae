import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';
import type { PurchaseOrder } from './types';

/** GET /purchase-orders, the most recent first. */
export function usePurchaseOrders(page: number) {
  return useQuery({
    queryKey: ['purchase-orders', page],
    queryFn: ({ signal }) =>
      apiRequest<{ data: PurchaseOrder[]; pagination: { total: number } }>(`/purchase-orders?page=${page}&per_page=10`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /purchase-orders/{id}/status: send or cancel. */
export function useSetPurchaseOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'enviada' | 'cancelada' }) =>
      apiClient.put<PurchaseOrder>(`/purchase-orders/${id}/status`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['purchase-orders'] }),
  });
}
