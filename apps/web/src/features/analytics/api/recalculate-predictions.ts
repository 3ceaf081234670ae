import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { filtersQuery } from '../lib/query';
import { demandKey } from './get-demand';
import type { AnalyticsFilters, DemandPrediction } from './types';

/** POST /analytics/recalculate-predictions: the prediction again with today's data. */
export function useRecalculatePredictions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ filters, months, productIds }: { filters: AnalyticsFilters; months: number; productIds: readonly number[] }) =>
      apiClient.post<DemandPrediction>(
        `/analytics/recalculate-predictions?${filtersQuery(filters, { months, product_ids: productIds.join(',') })}`,
      ),
    onSuccess: (data, { filters, months, productIds }) => client.setQueryData(demandKey(filters, months, productIds), data),
  });
}
