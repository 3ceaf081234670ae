import type { PickingStats, PickingTasksPage } from '@bodega/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { PickingStats, PickingTask } from '@bodega/domain';

export interface TaskFilters {
  status: string;
  strategy: string;
  date_from: string;
  date_to: string;
  page: number;
  per_page: number;
}

export const pickingTasksKey = ['picking-tasks'] as const;

/** GET /api/intelligent-picking/tasks, only the non-empty filters. */
export function usePickingTasks(filters: TaskFilters) {
  return useQuery({
    queryKey: [...pickingTasksKey, filters],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), per_page: String(filters.per_page) });
      for (const key of ['status', 'strategy', 'date_from', 'date_to'] as const) if (filters[key]) params.set(key, filters[key]);
      return apiRequest<PickingTasksPage>(`/intelligent-picking/tasks?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function usePickingStats() {
  return useQuery({
    queryKey: [...pickingTasksKey, 'stats'],
    queryFn: async ({ signal }) => (await apiRequest<{ data: PickingStats }>('/intelligent-picking/stats', { signal })).data,
  });
}
