import type { User } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function getProfile(signal?: AbortSignal): Promise<User> {
  return apiClient.get<User>('/auth/profile', signal);
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'profile'], queryFn: ({ signal }) => getProfile(signal), staleTime: 5 * 60_000 });

export function useProfile(enabled: boolean) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
