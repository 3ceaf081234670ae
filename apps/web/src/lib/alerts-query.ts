import type { Alert, AlertCounts, AlertOwnerSetting, AlertType } from '@bodega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from './api-client';

/** The signed-in user's open alerts: the list pages and the bell's count share the prefix. */
export const alertsQueryKey = ['alerts'] as const;
export const alertCountsQueryKey = ['alerts', 'count'] as const;
export const alertSettingsQueryKey = ['alerts', 'settings'] as const;

export interface AlertsBody {
  data: Alert[];
  pagination: { page: number; per_page: number; total: number };
  counts: AlertCounts;
  mail_enabled: boolean;
}

export interface AlertsParams {
  page: number;
  per_page: number;
  type?: AlertType | undefined;
}

// Alerts follow live data: refetched every minute and when the window regains focus.
const LIVE = { refetchInterval: 60_000, refetchOnWindowFocus: true } as const;

export const alertsQueryOptions = (params: AlertsParams) =>
  queryOptions({
    queryKey: [...alertsQueryKey, 'list', params] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page), per_page: String(params.per_page) });
      if (params.type) query.set('type', params.type);
      return apiRequest<AlertsBody>(`/alerts?${query.toString()}`, { signal });
    },
    placeholderData: (previous) => previous,
    ...LIVE,
  });

export function useAlerts(params: AlertsParams) {
  return useQuery(alertsQueryOptions(params));
}

/** The bell: only the counts (GET /api/alerts/count), not the list. */
export function useAlertCounts() {
  return useQuery({
    queryKey: alertCountsQueryKey,
    queryFn: ({ signal }) => apiClient.get<AlertCounts>('/alerts/count', signal),
    ...LIVE,
  });
}

export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) =>
      apiClient.post<{ key: string; resolved_at: string }>(`/alerts/${encodeURIComponent(key)}/resolve`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}

export function useAlertSettings(enabled: boolean) {
  return useQuery({
    queryKey: alertSettingsQueryKey,
    queryFn: ({ signal }) => apiClient.get<AlertOwnerSetting[]>('/alerts/settings', signal),
    enabled,
  });
}

export function useSaveAlertSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setting: {
      type: string;
      owner_role?: string | null;
      owner_user_id?: number | null;
      threshold?: number | null;
    }) => apiClient.put<AlertOwnerSetting[]>('/alerts/settings', { settings: [setting] }),
    onSuccess: (data) => {
      queryClient.setQueryData(alertSettingsQueryKey, data);
      void queryClient.invalidateQueries({ queryKey: alertsQueryKey });
    },
  });
}
