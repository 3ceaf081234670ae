import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { Transfer } from './types';

/** PUT /dm/transferencias/{id}/cancelar: frees the reserved unit. */
export const cancelTransfer = (id: number) => apiClient.put<Transfer>(`/dm/transferencias/${id}/cancelar`);

export function useCancelTransfer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelTransfer, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
