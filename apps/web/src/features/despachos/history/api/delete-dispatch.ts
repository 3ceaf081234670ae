import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { DISPATCHES_BASE, dispatchHistoryKey } from './types';

/** DELETE: only while Pendiente. */
export function deleteDispatch(id: number): Promise<{ id: number; reference: string }> {
  return apiClient.delete<{ id: number; reference: string }>(`${DISPATCHES_BASE}/${id}`);
}

export function useDeleteDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDispatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchHistoryKey }),
  });
}
