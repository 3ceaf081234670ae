import type { ImplantInput } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { Implant } from './types';

/** POST /dm/implantes: the unit leaves stock and becomes 'En uso'. */
export const createImplant = (body: ImplantInput) => apiClient.post<Implant>('/dm/implantes', body);

export function useCreateImplant() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createImplant, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
