import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { Paged, StateRow } from './types';

export interface StateFilters {
  busqueda: string;
  estado: string;
  dias: string;
  page: number;
  per_page: number;
}

/** GET /dm/estados (busqueda, estado, dias 7/30/90/all). */
export function getStates(filters: StateFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filters.page), per_page: String(filters.per_page), dias: filters.dias });
  if (filters.busqueda) query.set('busqueda', filters.busqueda);
  if (filters.estado) query.set('estado', filters.estado);
  return apiRequest<Paged<StateRow>>(`/dm/estados?${query}`, { signal });
}

export function useStates(filters: StateFilters) {
  return useQuery({
    queryKey: [...dmKey, 'states', filters],
    queryFn: ({ signal }) => getStates(filters, signal),
    placeholderData: keepPreviousData,
  });
}
