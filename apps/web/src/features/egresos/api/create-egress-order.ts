import type { EgresoCreate } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { egresosQueryKey } from './get-egress-orders';
import type { EgresoDetail } from './types';

/** POST /egresos/egress-orders: issues the order (the server decrements the lots with DISPATCH events). */
export function createEgressOrder(payload: EgresoCreate): Promise<EgresoDetail> {
  return apiClient.post<EgresoDetail>('/egresos/egress-orders', payload);
}

export function useCreateEgressOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEgressOrder,
    onSuccess: (order) => {
      queryClient.setQueryData([...egresosQueryKey, 'detail', order.id], order);
      return queryClient.invalidateQueries({ queryKey: egresosQueryKey });
    },
  });
}
