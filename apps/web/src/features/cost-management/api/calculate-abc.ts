import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { costKey } from '../lib/query';

/** POST /analytics/calculate-abc-categories; the product list is reloaded afterwards. */
export function useCalculateAbc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string; changed: number }>('/analytics/calculate-abc-categories', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: costKey }),
  });
}
