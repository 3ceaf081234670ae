import type { Pagination, WaveOrderOption } from '@bodega/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { wavesQueryKey } from './keys';

export interface WaveOrdersParams {
  search: string;
  page: number;
  per_page: number;
}

/** GET /wave-picking/orders: pending or assigned orders in no open wave, one page. */
export const waveOrdersQueryOptions = (params: WaveOrdersParams) =>
  queryOptions({
    queryKey: [...wavesQueryKey, 'orders', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page), per_page: String(params.per_page) });
      if (params.search.trim()) query.set('search', params.search.trim());
      return apiRequest<{ data: WaveOrderOption[]; pagination: Pagination }>(`/wave-picking/orders?${query.toString()}`, {
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });

export function useWaveOrders(params: WaveOrdersParams) {
  return useQuery(waveOrdersQueryOptions(params));
}
