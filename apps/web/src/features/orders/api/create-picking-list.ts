import type { CreatedPickingList } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from './keys';

/** POST /orders/{id}/picking-list: one item per reservation. */
export function useCreatePickingList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<CreatedPickingList>(`/orders/${id}/picking-list`),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
