import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { RecallDetail } from './types';

/** GET /dm/retiros/{id}: the whole picture. */
export const getRecall = (id: number, signal?: AbortSignal) => apiClient.get<RecallDetail>(`/dm/retiros/${id}`, signal);

export function useRecall(id: number | null) {
  return useQuery({ queryKey: [...dmKey, 'recall', id], queryFn: ({ signal }) => getRecall(id!, signal), enabled: id !== null });
}
