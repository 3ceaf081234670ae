import type { WaveAnalysis } from '@bodega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /wave-picking/analyze-orders (at least 2 orders). */
export function useAnalyzeOrders() {
  return useMutation({
    mutationFn: (orderIds: number[]) => apiClient.post<WaveAnalysis>('/wave-picking/analyze-orders', { order_ids: orderIds }),
  });
}
