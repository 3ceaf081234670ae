import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { traceabilityKey, type TraceabilityDashboard } from './types';

/** The summary stays current while the screen is open (the spec gives no figure; 30 s like its other refreshes). */
const REFRESH_MS = 30_000;

export function getDashboard(signal?: AbortSignal): Promise<TraceabilityDashboard> {
  return apiClient.get<TraceabilityDashboard>('/traceability/dashboard', signal);
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...traceabilityKey, 'dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    refetchInterval: REFRESH_MS,
  });

export function useTraceabilityDashboard() {
  return useQuery(dashboardQueryOptions());
}
