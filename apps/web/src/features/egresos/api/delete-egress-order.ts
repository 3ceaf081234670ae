import type { EgresoAnnulResult as AnnulResult } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { egresosQueryKey } from './get-egress-orders';

export type { EgresoAnnulResult as AnnulResult } from '@bodega/domain';

/**
 * DELETE /egresos/egress-orders/{id}: annuls the order; its units go back to their lots with
 * RETURN events and the order stays in the history as 'Anulado'.
 */
export function deleteEgressOrder(id: number): Promise<AnnulResult> {
  return apiClient.delete<AnnulResult>(`/egresos/egress-orders/${id}`);
}

export function useDeleteEgressOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEgressOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: egresosQueryKey }),
  });
}
