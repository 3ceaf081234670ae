import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { ClinicalService } from './types';

/** GET /dm/servicios-clinicos. */
export const getClinicalServices = (signal?: AbortSignal) => apiClient.get<ClinicalService[]>('/dm/servicios-clinicos', signal);

export function useClinicalServices() {
  return useQuery({ queryKey: [...dmKey, 'services'], queryFn: ({ signal }) => getClinicalServices(signal) });
}
