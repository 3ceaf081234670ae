import type { User } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const usersQueryKey = ['users'] as const;

export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiClient.get<User[]>('/users', signal);
}

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: ({ signal }) => getUsers(signal) });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
