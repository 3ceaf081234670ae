import type { User } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** PUT /api/users/{id}/restricted: an administrator turns a user's restricted mode on or off. */
export function setUserRestricted({ id, restricted }: { id: number; restricted: boolean }): Promise<User> {
  return apiClient.put<User>(`/users/${id}/restricted`, { restricted });
}

export function useSetUserRestricted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRestricted,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
