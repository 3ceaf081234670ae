import type { Consolidation, ConsolidationCreate } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** POST /despachos/consolidations. */
export function useCreateConsolidation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsolidationCreate) => apiClient.post<Consolidation>('/despachos/consolidations', body),
    onSuccess: () => client.invalidateQueries({ queryKey: despachosKey }),
  });
}
