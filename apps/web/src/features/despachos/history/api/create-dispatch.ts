import type { DispatchCreate } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { DISPATCHES_BASE, dispatchHistoryKey, type Dispatch } from './types';

/** POST: a Pendiente dispatch; no stock moves until it is completed. */
export function createDispatch(payload: DispatchCreate): Promise<Dispatch> {
  return apiClient.post<Dispatch>(DISPATCHES_BASE, payload);
}

export function useCreateDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDispatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchHistoryKey }),
  });
}
