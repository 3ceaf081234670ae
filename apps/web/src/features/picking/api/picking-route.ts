import { DEFAULT_ROUTE_STRATEGY } from '@bodega/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { pickingListKey } from '../../../lib/picking-lists/get-picking-list';
import type { RouteSuggestion } from './types';

export const pickingRouteKey = (id: number) => ['picking-route', id] as const;

/** GET /api/intelligent-picking/route-suggestions/{id}: the route the list follows now. */
export function usePickingRoute(listId: number, enabled = true) {
  return useQuery({
    queryKey: pickingRouteKey(listId),
    queryFn: ({ signal }) => apiClient.get<RouteSuggestion>(`/intelligent-picking/route-suggestions/${listId}`, signal),
    enabled: enabled && listId > 0,
  });
}

/** POST /api/intelligent-picking/optimize-route/{id}: re-sequences the list's items. */
export function useOptimizeRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) =>
      apiClient.post<RouteSuggestion>(`/intelligent-picking/optimize-route/${listId}`, { strategy: DEFAULT_ROUTE_STRATEGY }),
    onSuccess: (route, listId) => {
      queryClient.setQueryData(pickingRouteKey(listId), route);
      return queryClient.invalidateQueries({ queryKey: pickingListKey(listId) });
    },
  });
}
