import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MOVEMENTS_BASE, movementsKey, type Movement } from './types';

/**
 * Moves every line through the ledger, all or nothing; a source that no longer holds the
 * quantity makes the server refuse (409) naming the product and the location.
 */
export function executeMovement(id: number): Promise<Movement> {
  return apiClient.post<Movement>(`${MOVEMENTS_BASE}/${id}/execute`);
}

export function useExecuteMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: executeMovement,
    // Stock changed: the sources offered by the form and the candidates change too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: movementsKey }),
  });
}
