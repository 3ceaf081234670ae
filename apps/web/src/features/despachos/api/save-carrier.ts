import type { CarrierInput, CarrierRow } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** POST /carriers, or PUT /carriers/{id} when editing; shipments and docks show carrier names, so all of dispatch reloads. */
export function useSaveCarrier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CarrierInput }) =>
      id === null ? apiClient.post<CarrierRow>('/carriers', body) : apiClient.put<CarrierRow>(`/carriers/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
