import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { RecallSummary } from './types';

/** GET /dm/retiros. */
export const getRecalls = (signal?: AbortSignal) => apiClient.get<RecallSummary[]>('/dm/retiros', signal);

export function useRecalls() {
  return useQuery({ queryKey: [...dmKey, 'recalls'], queryFn: ({ signal }) => getRecalls(signal) });
}
