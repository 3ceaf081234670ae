import type { Operator } from '@bodega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /api/users/operators with each operator's open picking workload. */
export type { Operator as PickingOperator } from '@bodega/domain';

export function usePickingOperators() {
  return useQuery({
    queryKey: ['users', 'operators'],
    queryFn: ({ signal }) => apiClient.get<Operator[]>('/users/operators', signal),
  });
}
