import type { Operator } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /users/operators: the active operators with their open picking and storage workload. */
export function getOperators(signal?: AbortSignal): Promise<Operator[]> {
  return apiClient.get<Operator[]>('/users/operators', signal);
}

export const operatorsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.operators, queryFn: ({ signal }) => getOperators(signal) });

/** Who a supervisor may assign picking or storage lists to. */
export function useOperators(enabled = true) {
  return useQuery({ ...operatorsQueryOptions(), enabled });
}
