import type { Shipment, shipmentCreateSchema } from '@bodega/domain';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** POST /despachos/shipments: a manual shipment (preparando). */
export function useCreateShipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof shipmentCreateSchema>) => apiClient.post<Shipment>('/despachos/shipments', body),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
