import type { StateChangeEvent } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { StateRow } from './types';

/** POST /dm/trazabilidad/evento. */
export const changeState = (body: StateChangeEvent) => apiClient.post<StateRow>('/dm/trazabilidad/evento', body);

export function useChangeState() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeState, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
