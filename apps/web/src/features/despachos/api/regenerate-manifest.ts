import type { Shipment } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** POST /despachos/shipments/{id}/regenerate-manifest. */
export function useRegenerateManifest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<Shipment>(`/despachos/shipments/${id}/regenerate-manifest`),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
