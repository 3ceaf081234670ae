import type { Shipment, ShipmentStatus } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** PUT /despachos/shipments/{id}/status. */
export function useUpdateShipmentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ShipmentStatus }) =>
      apiClient.put<Shipment>(`/despachos/shipments/${id}/status`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
