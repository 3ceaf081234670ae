import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { pickingListsKey } from '../../../lib/picking-lists/get-picking-lists';
import { pickingTasksKey, type PickingTask } from './get-picking-tasks';

export type TaskMutation = 'allocate' | 'picking_list' | 'ship' | 'release' | 'execute';

/** A task is an order: allocation, release, picking list and shipment are the orders module's calls. */
async function run(
  action: TaskMutation,
  task: PickingTask,
): Promise<{ fully_allocated?: boolean; picking_list_id?: number | null }> {
  switch (action) {
    case 'allocate':
      return apiClient.post<{ fully_allocated: boolean }>(`/orders/${task.id}/allocate`);
    case 'release':
      return apiClient.post(`/orders/${task.id}/release`);
    case 'picking_list':
      return apiClient.post(`/orders/${task.id}/picking-list`);
    case 'ship':
      return apiClient.post(`/orders/${task.id}/ship`, {
        carrier: 'standard',
        service_type: 'standard',
        tracking_number: `TRK${Date.now()}`,
      });
    case 'execute': {
      const started = await apiClient.post<PickingTask>(`/intelligent-picking/tasks/${task.id}/start`);
      return { picking_list_id: started.picking_list?.id ?? null };
    }
  }
}

export function useTaskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, task }: { action: TaskMutation; task: PickingTask }) => run(action, task),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pickingTasksKey }),
        queryClient.invalidateQueries({ queryKey: pickingListsKey }),
      ]),
  });
}
