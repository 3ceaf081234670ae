import type { PickingTaskInput } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { pickingTasksKey, type PickingTask } from './get-picking-tasks';

/** POST /intelligent-picking/tasks ('Crear Tarea') or PUT /intelligent-picking/tasks/{id} (pending only). */
export function useSavePickingTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PickingTaskInput }) =>
      id === null
        ? apiClient.post<PickingTask>('/intelligent-picking/tasks', body)
        : apiClient.put<PickingTask>(`/intelligent-picking/tasks/${id}`, body),
    onSettled: () => client.invalidateQueries({ queryKey: pickingTasksKey }),
  });
}
