import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { OperatorOption } from './types';

/** GET /api/users/operators: who a supervisor may assign lists to. */
export function getOperators(signal?: AbortSignal): Promise<OperatorOption[]> {
  return apiClient.get<OperatorOption[]>('/users/operators', signal);
}

export const operatorsQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'operators'], queryFn: ({ signal }) => getOperators(signal) });

export function useOperators(enabled = true) {
  return useQuery({ ...operatorsQueryOptions(), enabled });
}
