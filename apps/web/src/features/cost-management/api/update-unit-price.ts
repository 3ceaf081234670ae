import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { costKey } from '../lib/query';
import type { CostProduct } from './types';

/** PUT /analytics/products/{id}/unit-price. */
export function useUpdateUnitPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, unit_price }: { id: number; unit_price: number }) =>
      apiClient.put<CostProduct>(`/analytics/products/${id}/unit-price`, { unit_price }),
    onSuccess: () => client.invalidateQueries({ queryKey: costKey }),
  });
}
