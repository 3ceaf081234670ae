import type { TransferCreate } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { Transfer } from './types';

/** POST /dm/transferencias: Pendiente, with its signed QR content. */
export const createTransfer = (body: TransferCreate) => apiClient.post<Transfer>('/dm/transferencias', body);

export function useCreateTransfer() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTransfer, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
