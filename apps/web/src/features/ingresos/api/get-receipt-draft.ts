import type { ReceiptDraft } from '@bodega/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /purchase-orders/{id}/receipt-draft: the open lines of a purchase order to receive. */
export function useReceiptDraft(purchaseOrderId: number | null) {
  return useQuery({
    queryKey: ['purchase-orders', purchaseOrderId, 'receipt-draft'],
    queryFn: ({ signal }) => apiClient.get<ReceiptDraft>(`/purchase-orders/${purchaseOrderId}/receipt-draft`, signal),
    enabled: purchaseOrderId !== null,
    staleTime: 0,
  });
}
