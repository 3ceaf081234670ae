import type { IngresoUpdate } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ingresosKey, type IngresoDetail } from './types';

export function updateIngreso({ id, payload }: { id: number; payload: IngresoUpdate }): Promise<IngresoDetail> {
  return apiClient.put<IngresoDetail>(`/transactions/${id}`, payload);
}

export function useUpdateIngreso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIngreso,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ingresosKey }),
  });
}
