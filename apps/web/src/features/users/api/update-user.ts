import type { User, UserUpdate } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** PUT /api/users/{id}; an empty password has already been left out by the schema. */
export function updateUser({ id, payload }: { id: number; payload: UserUpdate }): Promise<User> {
  return apiClient.put<User>(`/users/${id}`, payload);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
