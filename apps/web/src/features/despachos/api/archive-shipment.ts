import type { Shipment } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** DELETE /despachos/shipments/{id}: archives the shipment. */
export function useArchiveShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<Shipment>(`/despachos/shipments/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
