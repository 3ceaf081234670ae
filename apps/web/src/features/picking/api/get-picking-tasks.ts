import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PickingTask {
  id: number;
  task_number: string;
  status: string;
  picking_strategy: string | null;
  picking_type: string;
  priority: number;
  piece_by_piece_enabled: boolean;
  estimated_time: number;
  created_at: string;
  order_date: string;
  required_date: string | null;
  notes: string | null;
  shipping_method: string | null;
  kind: 'venta' | 'tarea';
  customer_name: string;
  short_picked: boolean;
  picking_list: {
    id: number;
    list_number: string;
    status: string;
    assigned_user_id: number | null;
    started_at: string | null;
    completed_at: string | null;
  } | null;
  task_lines: Array<{
    id: number;
    product_id: number;
    product_name: string;
    product_sku: string;
    quantity: number;
    quantity_picked: number;
    unit_of_measure: string;
    picking_strategy: 'fifo' | 'lifo' | 'fefo' | 'manual' | null;
    picking_criteria: { type: 'lot' | 'serial' | 'expiry'; value: string } | null;
  }>;
  route: Array<{ sequence: number; location_code: string; item_count: number; total_quantity: number }>;
}

export interface TaskFilters {
  status: string;
  strategy: string;
  date_from: string;
  date_to: string;
  page: number;
  per_page: number;
}

export const pickingTasksKey = ['picking-tasks'] as const;

/** GET /api/intelligent-picking/tasks (spec 3 §7), only the non-empty filters. */
export function usePickingTasks(filters: TaskFilters) {
  return useQuery({
    queryKey: [...pickingTasksKey, filters],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: String(filters.page), per_page: String(filters.per_page) });
      for (const key of ['status', 'strategy', 'date_from', 'date_to'] as const) if (filters[key]) params.set(key, filters[key]);
      return apiRequest<{ data: { tasks: PickingTask[] }; pagination: { total: number } }>(
        `/intelligent-picking/tasks?${params}`,
        { signal },
      );
    },
    placeholderData: keepPreviousData,
  });
}

export interface PickingStats {
  active_tasks: number;
  completed_tasks: number;
  average_time_minutes: number | null;
  efficiency_percent: number | null;
  items_processed: number;
}

export function usePickingStats() {
  return useQuery({
    queryKey: [...pickingTasksKey, 'stats'],
    queryFn: async ({ signal }) => (await apiRequest<{ data: PickingStats }>('/intelligent-picking/stats', { signal })).data,
  });
}
