import type { LowStockPurchaseOrder } from '@bodega/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface CreatedPurchaseOrder {
  id: number;
  order_number: string;
}

/** POST /purchase-orders/from-low-stock ('Crear Orden de Compra'). */
export function useCreatePurchaseOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LowStockPurchaseOrder) => apiClient.post<CreatedPurchaseOrder>('/purchase-orders/from-low-stock', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['purchase-orders'] }),
  });
}
