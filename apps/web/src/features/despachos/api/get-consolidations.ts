import type { Consolidation } from '@bodega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** GET /despachos/consolidations?unassigned=true: consolidations waiting for a dock. */
export function useUnassignedConsolidations() {
  return useQuery({
    queryKey: [...despachosKey, 'consolidations', 'unassigned'],
    queryFn: ({ signal }) => apiClient.get<Consolidation[]>('/despachos/consolidations?unassigned=true', signal),
  });
}
