import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MOVEMENTS_BASE, movementsKey } from './types';

export function deleteMovement(id: number): Promise<{ id: number }> {
  return apiClient.delete<{ id: number }>(`${MOVEMENTS_BASE}/${id}`);
}

export function useDeleteMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMovement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: movementsKey }),
  });
}
