import type { WaveDetail } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { wavesQueryKey } from './keys';

/** GET /wave-picking/waves/{id}: orders, batch lists with progress and routes (refreshed every 5 s). */
export function useWave(id: number) {
  return useQuery(
    queryOptions({
      queryKey: [...wavesQueryKey, 'wave', id],
      queryFn: ({ signal }) => apiClient.get<WaveDetail>(`/wave-picking/waves/${id}`, signal),
      refetchInterval: 5000,
    }),
  );
}
