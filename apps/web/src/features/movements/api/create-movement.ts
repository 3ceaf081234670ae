import type { MovementInput } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MOVEMENTS_BASE, movementsKey, type Movement } from './types';

export function createMovement(payload: MovementInput): Promise<Movement> {
  return apiClient.post<Movement>(MOVEMENTS_BASE, payload);
}

export function useCreateMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMovement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: movementsKey }),
  });
}
