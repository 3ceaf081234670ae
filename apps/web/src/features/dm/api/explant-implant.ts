import type { ExplantInput } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { Implant } from './types';

export type ExplantBody = ExplantInput & { estado_dispositivo: string };

/** PUT /dm/implantes/{id}/explante. */
export const explantImplant = ({ id, body }: { id: number; body: ExplantBody }) =>
  apiClient.put<Implant>(`/dm/implantes/${id}/explante`, body);

export function useExplantImplant() {
  const client = useQueryClient();
  return useMutation({ mutationFn: explantImplant, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
