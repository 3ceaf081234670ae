import type { LoadingDock, Shipment } from '@bodega/domain';
import type { z } from 'zod';
import type { completeLoadingSchema } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

export type CompleteLoadingBody = z.input<typeof completeLoadingSchema>;

/** POST /despachos/loading-docks/{id}/complete-loading: answers the dock left free and the shipment made. */
export function useCompleteLoading() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ dockId, body }: { dockId: number; body: CompleteLoadingBody }) =>
      apiClient.post<{ dock: LoadingDock; shipment: Shipment }>(`/despachos/loading-docks/${dockId}/complete-loading`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
