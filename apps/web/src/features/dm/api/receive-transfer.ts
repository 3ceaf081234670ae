import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { Transfer } from './types';

/** PUT /dm/transferencias/{id}/recibir. */
export const receiveTransfer = (id: number) =>
  apiClient.put<Transfer>(`/dm/transferencias/${id}/recibir`, { fecha_recepcion: new Date().toISOString() });

export function useReceiveTransfer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: receiveTransfer, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
