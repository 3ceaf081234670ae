import type { CarrierRow, CarrierService } from '@bodega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

export const carriersKey = [...despachosKey, 'carriers'] as const;

/** GET /carriers: every carrier (the Transportistas dialog) or only active ones (the carrier selects). */
export function useCarriers({ activeOnly = false }: { activeOnly?: boolean } = {}) {
  return useQuery({
    queryKey: [...carriersKey, activeOnly ? 'active' : 'all'],
    queryFn: ({ signal }) => apiClient.get<CarrierRow[]>(`/carriers${activeOnly ? '?active=true' : ''}`, signal),
    staleTime: 60_000,
  });
}

/** GET /carriers/{id}/services. */
export function useCarrierServices(carrierId: number | null) {
  return useQuery({
    queryKey: [...carriersKey, carrierId, 'services'],
    queryFn: ({ signal }) => apiClient.get<CarrierService[]>(`/carriers/${carrierId}/services`, signal),
    enabled: carrierId !== null,
  });
}
