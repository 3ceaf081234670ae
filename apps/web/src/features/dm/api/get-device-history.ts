import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dmKey } from './keys';
import type { StateRow } from './types';

/** GET /dm/trazabilidad/{id}: the device's states, newest first. */
export const getDeviceHistory = (id: number, signal?: AbortSignal) => apiClient.get<StateRow[]>(`/dm/trazabilidad/${id}`, signal);

export function useDeviceHistory(id: number | null) {
  return useQuery({
    queryKey: [...dmKey, 'history', id],
    queryFn: ({ signal }) => getDeviceHistory(id!, signal),
    enabled: id !== null,
  });
}
