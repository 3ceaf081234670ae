import type { ClinicalServiceInput } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { ClinicalService } from './types';

/** POST /dm/servicios-clinicos. */
export const createClinicalService = (body: ClinicalServiceInput) =>
  apiClient.post<ClinicalService>('/dm/servicios-clinicos', body);

export function useCreateClinicalService() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createClinicalService, onSuccess: () => client.invalidateQueries({ queryKey: dmKey }) });
}
