import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from './keys';
import type { OrderDetail } from './types';

/** POST /orders/{id}/ship with the standard carrier; the server writes TRK + timestamp when no tracking is given. */
export function useShipOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.post<OrderDetail>(`/orders/${id}/ship`, { carrier: 'standard', service_type: 'standard' }),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
