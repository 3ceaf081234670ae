import type { Pagination, WaveSummary } from '@bodega/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { wavesQueryKey } from './keys';

/** GET /wave-picking/waves: the latest waves, one page. */
export function useWaves(page: number, perPage: number) {
  return useQuery(
    queryOptions({
      queryKey: [...wavesQueryKey, 'list', page, perPage],
      queryFn: ({ signal }) =>
        apiRequest<{ data: WaveSummary[]; pagination: Pagination }>(`/wave-picking/waves?page=${page}&per_page=${perPage}`, {
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}
