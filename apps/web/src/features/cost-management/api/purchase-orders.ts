import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';
import type { PurchaseOrderUpdate } from '@bodega/domain';
import type { PurchaseOrder } from './types';

/** GET /purchase-orders, the most recent first. */
export function usePurchaseOrders(page: number, search = '') {
  const query = new URLSearchParams({ page: String(page), per_page: '10' });
  if (search.trim()) query.set('search', search.trim());
  return useQuery({
    queryKey: ['purchase-orders', page, search.trim()],
    queryFn: ({ signal }) =>
      apiRequest<{ data: PurchaseOrder[]; pagination: { total: number } }>(`/purchase-orders?${query.toString()}`, {
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

/** GET /purchase-orders/{id}: lines, received quantities and linked receipts. */
export function usePurchaseOrder(id: number | null) {
  return useQuery({
    queryKey: ['purchase-orders', 'detail', id],
    queryFn: ({ signal }) => apiClient.get<PurchaseOrder>(`/purchase-orders/${id}`, signal),
    enabled: id !== null,
  });
}

/** POST /purchase-orders (a new draft) or PUT /purchase-orders/{id} (a draft edited). */
export function useSavePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: PurchaseOrderUpdate }) =>
      id === null
        ? apiClient.post<PurchaseOrder>('/purchase-orders', payload)
        : apiClient.put<PurchaseOrder>(`/purchase-orders/${id}`, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: ['purchase-orders'] }),
  });
}
