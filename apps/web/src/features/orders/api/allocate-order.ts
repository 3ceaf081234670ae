import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from './keys';
import type { AllocationResult } from './types';

/** POST /orders/{id}/allocate: reserves stock per line by strategy (partial allowed). */
export function useAllocateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<AllocationResult>(`/orders/${id}/allocate`, {}),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
