import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { RecallDetail } from './types';

/** POST /dm/retiros/{id}/ordenes/{orderId}/recuperar: the order's recalled units back to a warehouse location, held. */
export const retrieveRecallOrder = ({ id, orderId, ubicacion_id }: { id: number; orderId: number; ubicacion_id: number }) =>
  apiClient.post<RecallDetail>(`/dm/retiros/${id}/ordenes/${orderId}/recuperar`, { ubicacion_id });

export function useRetrieveRecallOrder() {
  const client = useQueryClient();
  return useMutation({ mutationFn: retrieveRecallOrder, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
