import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { Transfer } from './types';

/** POST /dm/transferencias/recibir-qr: the server checks the QR's signature. */
export const receiveTransferByQr = (contenido: string) =>
  apiClient.post<Transfer>('/dm/transferencias/recibir-qr', { contenido, fecha_recepcion: new Date().toISOString() });

export function useReceiveTransferByQr() {
  const client = useQueryClient();
  return useMutation({ mutationFn: receiveTransferByQr, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
