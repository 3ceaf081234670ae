import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { analyticsKey, filtersQuery } from '../lib/query';
import type { AnalyticsFilters, DemandPrediction } from './types';

export const demandKey = (filters: AnalyticsFilters, months: number, productIds: readonly number[]) =>
  [...analyticsKey, 'demand', filters, months, [...productIds]] as const;

export const demandPath = (filters: AnalyticsFilters, months: number, productIds: readonly number[]) =>
  `/analytics/demand-predictions?${filtersQuery(filters, { months, product_ids: productIds.join(',') })}`;

/** GET /analytics/demand-predictions for the selected products (up to 5 lines). */
export function useDemand(filters: AnalyticsFilters, months: number, productIds: readonly number[]) {
  return useQuery({
    queryKey: demandKey(filters, months, productIds),
    queryFn: ({ signal }) => apiClient.get<DemandPrediction>(demandPath(filters, months, productIds), signal),
    placeholderData: keepPreviousData,
    enabled: productIds.length > 0,
  });
}
