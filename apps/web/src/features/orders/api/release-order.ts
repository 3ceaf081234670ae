import type { ReleaseResult } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ordersQueryKey } from './keys';

/** POST /orders/{id}/release: frees every reservation of the order. */
export function useReleaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<ReleaseResult>(`/orders/${id}/release`),
    onSettled: () => client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
