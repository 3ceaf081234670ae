import type { DispatchStats } from '@bodega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** GET /despachos/stats: the consolidation tab's counters. */
export function useDispatchStats() {
  return useQuery({
    queryKey: [...despachosKey, 'stats'],
    queryFn: ({ signal }) => apiClient.get<DispatchStats>('/despachos/stats', signal),
  });
}
