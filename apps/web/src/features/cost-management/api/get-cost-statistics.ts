import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CostPeriod } from './period';
import type { CostStatistics } from './types';

/** GET /analytics/cost-statistics?time_range=: the period summary, computed when a period is chosen. */
export function useCostStatistics() {
  return useMutation({
    mutationFn: (timeRange: CostPeriod) => apiClient.get<CostStatistics>(`/analytics/cost-statistics?time_range=${timeRange}`),
  });
}
