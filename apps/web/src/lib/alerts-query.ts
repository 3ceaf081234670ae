import type { Alert, AlertOwnerSetting } from '@bodega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from './api-client';

/** One query key for the signed-in user's open alerts: the top bar's bell and /alertas share it. */
export const alertsQueryKey = ['alerts'] as const;
export const alertSettingsQueryKey = ['alerts', 'settings'] as const;

export interface AlertsBody {
  data: Alert[];
  mail_enabled: boolean;
}

export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: alertsQueryKey,
    queryFn: ({ signal }) => apiRequest<AlertsBody>('/alerts', { signal }),
    // Alerts follow live data: refetched every minute and when the window regains focus.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export function useAlerts() {
  return useQuery(alertsQueryOptions());
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
