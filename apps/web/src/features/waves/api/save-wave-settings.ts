import type { WaveSettings, WaveSettingsResponse } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { wavesQueryKey } from './keys';

/** PUT /wave-picking/wave-settings. */
export function useSaveWaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WaveSettings) => apiClient.put<WaveSettingsResponse>('/wave-picking/wave-settings', body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...wavesQueryKey, 'settings'] }),
  });
}
