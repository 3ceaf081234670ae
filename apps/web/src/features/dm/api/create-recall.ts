import type { RecallFormInput } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { RecallDetail } from './types';

/** POST /dm/retiros: holds every matching unit in stock. */
export const createRecall = (body: RecallFormInput) => apiClient.post<RecallDetail>('/dm/retiros', body);

export function useCreateRecall() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createRecall, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
