import type { DockInput, LoadingDock } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** POST /despachos/loading-docks. */
export function useCreateDock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DockInput) => apiClient.post<LoadingDock>('/despachos/loading-docks', body),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
