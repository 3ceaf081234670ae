import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from './keys';
import type { RepairResult } from './types';

/** POST /orders/{id}/repair-state: recomputes and repairs the status. */
export function useRepairOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<RepairResult>(`/orders/${id}/repair-state`),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
