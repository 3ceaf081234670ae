import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { Paged, Transfer } from './types';

export interface TransferFilters {
  estado: string;
  busqueda: string;
  page: number;
  per_page: number;
}

/** GET /dm/transferencias (estado, busqueda, paging). */
export function getTransfers(filters: TransferFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filters.page), per_page: String(filters.per_page) });
  if (filters.estado) query.set('estado', filters.estado);
  if (filters.busqueda) query.set('busqueda', filters.busqueda);
  return apiRequest<Paged<Transfer>>(`/dm/transferencias?${query}`, { signal });
}

export function useTransfers(filters: TransferFilters) {
  return useQuery({
    queryKey: [...dmKey, 'transfers', filters],
    queryFn: ({ signal }) => getTransfers(filters, signal),
    placeholderData: keepPreviousData,
  });
}
