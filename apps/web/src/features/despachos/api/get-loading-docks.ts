import type { LoadingDock } from '@bodega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { despachosKey } from './keys';

/** GET /despachos/loading-docks: the docks with what is on them. */
export function useLoadingDocks() {
  return useQuery({
    queryKey: [...despachosKey, 'docks'],
    queryFn: ({ signal }) => apiClient.get<LoadingDock[]>('/despachos/loading-docks', signal),
  });
}
