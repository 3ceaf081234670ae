import type { LocationConsolidation } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MOVEMENTS_BASE, movementsKey, type Movement } from './types';

/** Creates the Pendiente movement that brings every other location's stock to the destination. */
export function consolidateProduct(payload: LocationConsolidation): Promise<Movement> {
  return apiClient.post<Movement>(`${MOVEMENTS_BASE}/consolidate`, payload);
}

export function useConsolidateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consolidateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: movementsKey }),
  });
}
