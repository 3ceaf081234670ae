import type { DockAssignment, LoadingDock } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** POST /despachos/loading-docks/{id}/assign: a consolidation, or orders (a new consolidation of them). */
export function useAssignToDock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ dockId, body }: { dockId: number; body: DockAssignment }) =>
      apiClient.post<LoadingDock>(`/despachos/loading-docks/${dockId}/assign`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
