import type { WaveDetail } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { wavesQueryKey } from './keys';

/** POST /wave-picking/waves/{id}/cancel: only a pending wave; its orders become free again. */
export function useCancelWave() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.post<WaveDetail>(`/wave-picking/waves/${id}/cancel`),
    onSettled: () => client.invalidateQueries({ queryKey: wavesQueryKey }),
  });
}
