import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ingresosKey, type IngresoDetail } from './types';

export function getIngreso(id: number, signal?: AbortSignal): Promise<IngresoDetail> {
  return apiClient.get<IngresoDetail>(`/transactions/${id}`, signal);
}

export const ingresoQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...ingresosKey, 'detail', id],
    queryFn: ({ signal }) => getIngreso(id!, signal),
    enabled: id !== null,
  });

export function useIngreso(id: number | null) {
  return useQuery(ingresoQueryOptions(id));
}
