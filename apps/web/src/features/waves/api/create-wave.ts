import type { WaveCreate, WaveResult } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { wavesQueryKey } from './keys';

/** POST /wave-picking/create-wave: answers the wave result; the orders and stats reload. */
export function useCreateWave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WaveCreate) => apiClient.post<WaveResult>('/wave-picking/create-wave', body),
    onSettled: () => client.invalidateQueries({ queryKey: wavesQueryKey }),
  });
}
