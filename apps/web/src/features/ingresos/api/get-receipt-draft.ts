import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { Product } from './types';

export interface ReceiptDraft {
  purchase_order_id: number;
  order_number: string;
  reference: string;
  supplier_id: number;
  supplier: string;
  items: Array<{ product_id: number; product: Product; quantity: number; unit_cost: number | null }>;
}

/** GET /purchase-orders/{id}/receipt-draft: the open lines of a purchase order to receive (issue 28). */
export function useReceiptDraft(purchaseOrderId: number | null) {
  return useQuery({
    queryKey: ['purchase-orders', purchaseOrderId, 'receipt-draft'],
    queryFn: ({ signal }) => apiClient.get<ReceiptDraft>(`/purchase-orders/${purchaseOrderId}/receipt-draft`, signal),
    enabled: purchaseOrderId !== null,
    staleTime: 0,
  });
}
