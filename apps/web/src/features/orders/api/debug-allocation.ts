import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { DebugAllocation } from './types';

/** GET /orders/{id}/debug-allocation, on demand from the row menu. */
export function useDebugAllocation() {
  return useMutation({ mutationFn: (id: number) => apiClient.get<DebugAllocation>(`/orders/${id}/debug-allocation`) });
}
