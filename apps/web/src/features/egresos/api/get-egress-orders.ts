import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { filtersQuery } from '../lib/list-params';
import type { EgresoFilters, EgresosPage } from './types';

export const egresosQueryKey = ['egresos'] as const;

export interface EgresosPageRequest {
  filters: EgresoFilters;
  /** 1-based, as the server counts. */
  page: number;
  perPage: number;
}

/** GET /egresos/egress-orders: one page of issue orders, filtered on the server. */
export function getEgressOrders({ filters, page, perPage }: EgresosPageRequest, signal?: AbortSignal): Promise<EgresosPage> {
  return apiRequest<EgresosPage>(`/egresos/egress-orders?${filtersQuery(filters, { page, per_page: perPage })}`, { signal });
}

export const egressOrdersQueryOptions = (request: EgresosPageRequest) =>
  queryOptions({
    queryKey: [...egresosQueryKey, 'list', request],
    queryFn: ({ signal }) => getEgressOrders(request, signal),
    // The table keeps showing the previous page while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useEgressOrders(request: EgresosPageRequest) {
  return useQuery(egressOrdersQueryOptions(request));
}
