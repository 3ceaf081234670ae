import type { DockInput, LoadingDock } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** PUT /despachos/loading-docks/{id}. */
export function useUpdateDock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DockInput }) =>
      apiClient.put<LoadingDock>(`/despachos/loading-docks/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
