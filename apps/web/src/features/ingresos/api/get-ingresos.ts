import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { IngresosListParams } from '../lib/list-params';
import { ingresosKey, type IngresosPage } from './types';

export const INGRESOS_PAGE_SIZE = 10;

export function ingresosQueryString(params: IngresosListParams): string {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(INGRESOS_PAGE_SIZE) });
  if (params.status) query.set('status', params.status);
  if (params.dateFrom) query.set('dateFrom', params.dateFrom);
  if (params.dateTo) query.set('dateTo', params.dateTo);
  if (params.search) query.set('search', params.search);
  return query.toString();
}

export function getIngresos(params: IngresosListParams, signal?: AbortSignal): Promise<IngresosPage> {
  return apiRequest<IngresosPage>(`/transactions/ingresos?${ingresosQueryString(params)}`, { signal });
}

export const ingresosQueryOptions = (params: IngresosListParams) =>
  queryOptions({
    queryKey: [...ingresosKey, 'list', params],
    queryFn: ({ signal }) => getIngresos(params, signal),
    placeholderData: keepPreviousData,
  });

export function useIngresos(params: IngresosListParams) {
  return useQuery(ingresosQueryOptions(params));
}
