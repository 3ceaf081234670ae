import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { RecallDetail } from './types';

/** PUT /dm/retiros/{id}/cerrar. */
export const closeRecall = ({ id, informe_cierre }: { id: number; informe_cierre: string }) =>
  apiClient.put<RecallDetail>(`/dm/retiros/${id}/cerrar`, { informe_cierre });

export function useCloseRecall() {
  const client = useQueryClient();
  return useMutation({ mutationFn: closeRecall, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
