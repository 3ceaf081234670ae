import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { facilitiesKey, type Zone } from './types';

/** Every zone of every warehouse (the location form's zone list). */
export function getZones(signal?: AbortSignal): Promise<Zone[]> {
  return apiClient.get<Zone[]>('/zones', signal);
}

export const zonesQueryOptions = () =>
  queryOptions({ queryKey: [...facilitiesKey, 'zones'], queryFn: ({ signal }) => getZones(signal) });

export function useZones(enabled = true) {
  return useQuery({ ...zonesQueryOptions(), enabled });
}
