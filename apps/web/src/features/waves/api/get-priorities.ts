import type { OptionItem } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { wavesQueryKey } from './keys';

/** GET /intelligent-picking/priorities: the priority scale the criteria offer (1 Baja … 5 Crítica). */
export function usePickingPriorities() {
  return useQuery(
    queryOptions({
      queryKey: [...wavesQueryKey, 'priorities'],
      queryFn: ({ signal }) =>
        apiClient.get<{ priorities: Array<OptionItem<number>> }>('/intelligent-picking/priorities', signal),
      staleTime: Infinity,
    }),
  );
}
