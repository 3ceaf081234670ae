import type { WaveSettingsResponse } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { wavesQueryKey } from './keys';

/** GET /wave-picking/wave-settings: the three limits. */
export function useWaveSettings() {
  return useQuery(
    queryOptions({
      queryKey: [...wavesQueryKey, 'settings'],
      queryFn: ({ signal }) => apiClient.get<WaveSettingsResponse>('/wave-picking/wave-settings', signal),
    }),
  );
}
