import type { CostUpdate } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { costKey } from '../lib/query';
import type { CostProduct } from './types';

/** PUT /analytics/products/{id}/costs ('Editar Costos'). */
export function useUpdateCosts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CostUpdate }) =>
      apiClient.put<CostProduct>(`/analytics/products/${id}/costs`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: costKey }),
  });
}
