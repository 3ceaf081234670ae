import type {
  CountAccuracy,
  CountApproveInput,
  CountLineInput,
  CountPlanInput,
  CountPlanOutput,
  CountTaskAdmin,
  CountTaskAdminDetail,
  CountTaskOperator,
  CountTaskOperatorDetail,
  CountTaskState,
  CountVariance,
} from '@bodega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../api-client';

/** Cycle counts (/api/counts): the admin screen /conteos and the operator's 'Conteos' tab. */
export const countsKey = ['counts'] as const;

interface Page<T> {
  data: T[];
  pagination: { page: number; per_page: number; total: number };
}

export interface CountTaskListFilters {
  state?: CountTaskState | undefined;
  open?: boolean | undefined;
  page?: number;
  per_page?: number;
}

export function countTasksQuery(filters: CountTaskListFilters = {}) {
  const params = new URLSearchParams({ per_page: String(filters.per_page ?? 25), page: String(filters.page ?? 1) });
  if (filters.state) params.set('state', filters.state);
  if (filters.open !== undefined) params.set('open', String(filters.open));
  return queryOptions({
    queryKey: [...countsKey, 'tasks', filters],
    queryFn: ({ signal }) => apiRequest<Page<CountTaskAdmin>>(`/counts/tasks?${params}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** The operator's own tasks: the server answers them without expected quantities. */
export function useMyCountTasks() {
  return useQuery({
    queryKey: [...countsKey, 'my-tasks'],
    queryFn: ({ signal }) => apiRequest<Page<CountTaskOperator>>('/counts/tasks?per_page=100', { signal }),
  });
}

export function useMyCountTask(id: number | null) {
  return useQuery({
    queryKey: [...countsKey, 'task', id],
    queryFn: ({ signal }) => apiClient.get<CountTaskOperatorDetail>(`/counts/tasks/${id}`, signal),
    enabled: id !== null,
  });
}

export function useCountTaskDetail(id: number | null) {
  return useQuery({
    queryKey: [...countsKey, 'admin-task', id],
    queryFn: ({ signal }) => apiClient.get<CountTaskAdminDetail>(`/counts/tasks/${id}`, signal),
    enabled: id !== null,
  });
}

export function useCountPlan() {
  return useQuery({
    queryKey: [...countsKey, 'plan'],
    queryFn: ({ signal }) => apiClient.get<CountPlanOutput>('/counts/plans', signal),
  });
}

export function useVariances(state: 'por_aprobar' | 'aprobada') {
  return useQuery({
    queryKey: [...countsKey, 'variances', state],
    queryFn: ({ signal }) => apiRequest<Page<CountVariance>>(`/counts/variances?per_page=100&state=${state}`, { signal }),
  });
}

export function useCountAccuracy(enabled = true) {
  return useQuery({
    queryKey: [...countsKey, 'accuracy'],
    queryFn: ({ signal }) => apiClient.get<CountAccuracy>('/counts/accuracy', signal),
    enabled,
  });
}

/** A mutation that refreshes every count query after it. */
function useCountsMutation<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: countsKey }) });
}

export const useGenerateCounts = () =>
  useCountsMutation(() => apiClient.post<{ created: number; skipped_open: number }>('/counts/generate'));
export const useAssignCount = () =>
  useCountsMutation(({ id, operator_id }: { id: number; operator_id: number }) =>
    apiClient.post<CountTaskAdminDetail>(`/counts/tasks/${id}/assign`, { operator_id }),
  );
export const useSaveCountPlan = () =>
  useCountsMutation((plan: CountPlanInput) => apiClient.put<CountPlanOutput>('/counts/plans', plan));
export const useApproveVariance = () =>
  useCountsMutation(({ id, ...body }: CountApproveInput & { id: number }) =>
    apiClient.post<CountVariance>(`/counts/variances/${id}/approve`, body),
  );
export const useRecordCountLine = () =>
  useCountsMutation(({ id, ...line }: CountLineInput & { id: number }) =>
    apiClient.post<CountTaskOperatorDetail>(`/counts/tasks/${id}/lines`, line),
  );
export const useDeleteCountLine = () =>
  useCountsMutation(({ id, lineId }: { id: number; lineId: number }) =>
    apiClient.delete<CountTaskOperatorDetail>(`/counts/tasks/${id}/lines/${lineId}`),
  );
export const useSubmitCount = () =>
  useCountsMutation(({ id, location_code }: { id: number; location_code?: string }) =>
    apiClient.post<{ id: number; number: string; state: CountTaskState }>(`/counts/tasks/${id}/submit`, { location_code }),
  );
