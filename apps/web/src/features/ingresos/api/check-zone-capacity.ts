import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ingresosKey, type CapacityCheck } from './types';

/** POST /zones/{id}/check-capacity: usage now, and whether `quantity` more units fit. */
export function checkZoneCapacity(zoneId: number, quantity: number): Promise<CapacityCheck> {
  return apiClient.post<CapacityCheck>(`/zones/${zoneId}/check-capacity`, { quantity });
}

export function useZoneCapacityCheck(zoneId: number | null | undefined, quantity: number) {
  return useQuery(
    queryOptions({
      queryKey: [...ingresosKey, 'zones', zoneId, 'capacity', quantity],
      queryFn: () => checkZoneCapacity(zoneId!, quantity),
      enabled: Boolean(zoneId),
      placeholderData: (previous) => (previous?.zone_id === zoneId ? previous : undefined),
    }),
  );
}
