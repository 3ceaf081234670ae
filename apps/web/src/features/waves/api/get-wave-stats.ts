import type { WaveStats } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { wavesQueryKey } from './keys';

/** GET /wave-picking/stats: the four stat cards, computed from waves and their picking. */
export function useWaveStats() {
  return useQuery(
    queryOptions({
      queryKey: [...wavesQueryKey, 'stats'],
      queryFn: ({ signal }) => apiClient.get<WaveStats>('/wave-picking/stats', signal),
    }),
  );
}
