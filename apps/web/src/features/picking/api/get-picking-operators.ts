import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /api/users/operators with each operator's open picking workload. */
export interface PickingOperator {
  id: number;
  username: string;
  email: string;
  assigned_lists: number;
  in_progress_lists: number;
  pending_items: number;
}

export function usePickingOperators() {
  return useQuery({
    queryKey: ['users', 'operators'],
    queryFn: ({ signal }) => apiClient.get<PickingOperator[]>('/users/operators', signal),
  });
}
