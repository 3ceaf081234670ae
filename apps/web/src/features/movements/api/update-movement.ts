import type { MovementInput } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MOVEMENTS_BASE, movementsKey, type Movement } from './types';

/** PUT: the server accepts it only while the movement is Pendiente. */
export function updateMovement({ id, payload }: { id: number; payload: MovementInput }): Promise<Movement> {
  return apiClient.put<Movement>(`${MOVEMENTS_BASE}/${id}`, payload);
}

export function useUpdateMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMovement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: movementsKey }),
  });
}
