import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { DmStats } from './types';

/** GET /dm/estadisticas: the four summary cards. */
export const getDmStats = (signal?: AbortSignal) => apiClient.get<DmStats>('/dm/estadisticas', signal);

export function useDmStats() {
  return useQuery({ queryKey: [...dmKey, 'stats'], queryFn: ({ signal }) => getDmStats(signal) });
}
