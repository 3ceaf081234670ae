import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ingresosKey } from './types';

export function deleteIngreso(id: number): Promise<{ id: number }> {
  return apiClient.delete<{ id: number }>(`/transactions/${id}`);
}

export function useDeleteIngreso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIngreso,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ingresosKey }),
  });
}
