import type { DispatchUpdate } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { DISPATCHES_BASE, dispatchHistoryKey, type Dispatch } from './types';

/** PUT: only while Pendiente; status Completado issues the stock from the source location. */
export function updateDispatch({ id, payload }: { id: number; payload: DispatchUpdate }): Promise<Dispatch> {
  return apiClient.put<Dispatch>(`${DISPATCHES_BASE}/${id}`, payload);
}

export function useUpdateDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDispatch,
    // Completing moves stock: inventory lists elsewhere refresh on their next read.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dispatchHistoryKey }),
  });
}
