import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { egresosQueryKey } from './get-egress-orders';
import type { EgresoDetail } from './types';

/** GET /egresos/egress-orders/{id}: the order with every line and its GS1 print fields. */
export function getEgressOrder(id: number, signal?: AbortSignal): Promise<EgresoDetail> {
  return apiClient.get<EgresoDetail>(`/egresos/egress-orders/${id}`, signal);
}

export const egressOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...egresosQueryKey, 'detail', id], queryFn: ({ signal }) => getEgressOrder(id, signal) });

export function useEgressOrder(id: number | null) {
  return useQuery({ ...egressOrderQueryOptions(id ?? 0), enabled: id !== null });
}
