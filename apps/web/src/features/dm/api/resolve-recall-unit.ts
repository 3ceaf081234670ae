import type { RecallUnitAction } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { RecallDetail } from './types';

/** PUT /dm/retiros/{id}/unidades/{unitId}. */
export const resolveRecallUnit = ({
  id,
  unitId,
  accion,
  ubicacion_id,
}: {
  id: number;
  unitId: number;
  accion: RecallUnitAction;
  ubicacion_id?: number | null;
}) => apiClient.put<RecallDetail>(`/dm/retiros/${id}/unidades/${unitId}`, { accion, ...(ubicacion_id ? { ubicacion_id } : {}) });

export function useResolveRecallUnit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resolveRecallUnit, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
