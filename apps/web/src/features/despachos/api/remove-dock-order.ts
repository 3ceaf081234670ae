import type { LoadingDock } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** DELETE /despachos/loading-docks/{id}/orders/{orderId}. */
export function useRemoveDockOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ dockId, orderId }: { dockId: number; orderId: number }) =>
      apiClient.delete<LoadingDock>(`/despachos/loading-docks/${dockId}/orders/${orderId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
