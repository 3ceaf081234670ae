import type { CarrierService, CarrierServiceInput } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { carriersKey } from './get-carriers';

/** POST /carriers/{id}/services, or PUT /carriers/{id}/services/{serviceId} when editing. */
export function useSaveCarrierService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ carrierId, id, body }: { carrierId: number; id: number | null; body: CarrierServiceInput }) =>
      id === null
        ? apiClient.post<CarrierService>(`/carriers/${carrierId}/services`, body)
        : apiClient.put<CarrierService>(`/carriers/${carrierId}/services/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: carriersKey }),
  });
}
