import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { Implant, Paged } from './types';

export interface ImplantFilters {
  run_paciente: string;
  estado: string;
  page: number;
  per_page: number;
}

/** GET /dm/implantes (RUN normalised by the server, estado activo/explantado). */
export function getImplants(filters: ImplantFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filters.page), per_page: String(filters.per_page) });
  if (filters.run_paciente) query.set('run_paciente', filters.run_paciente);
  if (filters.estado) query.set('estado', filters.estado);
  return apiRequest<Paged<Implant>>(`/dm/implantes?${query}`, { signal });
}

export function useImplants(filters: ImplantFilters) {
  return useQuery({
    queryKey: [...dmKey, 'implants', filters],
    queryFn: ({ signal }) => getImplants(filters, signal),
    placeholderData: keepPreviousData,
  });
}
