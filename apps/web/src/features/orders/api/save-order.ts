import type { OrderInput } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from './keys';
import type { OrderDetail } from './types';

/** POST /orders (new) or PUT /orders/{id} (a pending order). */
export function useSaveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: OrderInput }) =>
      id === null ? apiClient.post<OrderDetail>('/orders', body) : apiClient.put<OrderDetail>(`/orders/${id}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
