import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { DmDevice, Paged } from './types';

/** GET /dm/dispositivos-dm: units of priority devices in stock (optional tipo and search). */
export function getDevices(params: { tipo?: string; busqueda?: string }, signal?: AbortSignal) {
  const query = new URLSearchParams({ per_page: '100' });
  if (params.tipo) query.set('tipo', params.tipo);
  if (params.busqueda) query.set('busqueda', params.busqueda);
  return apiRequest<Paged<DmDevice>>(`/dm/dispositivos-dm?${query}`, { signal });
}

export function useDevices(params: { tipo?: string; busqueda?: string }, enabled = true) {
  return useQuery({ queryKey: [...dmKey, 'devices', params], queryFn: ({ signal }) => getDevices(params, signal), enabled });
}
