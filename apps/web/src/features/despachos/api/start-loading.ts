import type { LoadingDock } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** POST /despachos/loading-docks/{id}/start-loading. */
export function useStartLoading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dockId: number) => apiClient.post<LoadingDock>(`/despachos/loading-docks/${dockId}/start-loading`),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
