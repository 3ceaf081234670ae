import type { IssueStrategy } from '@bodega/domain';
import { apiClient } from '../../../lib/api-client';
import type { LotComplianceResult } from './types';

export interface LotCheckRequest {
  product_id: number;
  strategy: IssueStrategy;
  lot_number?: string | null;
  expiry_date?: string | null;
}

/**
 * GET /egresos/lot-check: the strategy verdict for a lot against the product's real inventory.
 * Called imperatively (after 'usar sugerencia' or a change of strategy), never cached.
 */
export function checkLot({ product_id, strategy, lot_number, expiry_date }: LotCheckRequest): Promise<LotComplianceResult> {
  const query = new URLSearchParams({ product_id: String(product_id), strategy });
  if (lot_number) query.set('lot_number', lot_number);
  if (expiry_date) query.set('expiry_date', expiry_date);
  return apiClient.get<LotComplianceResult>(`/egresos/lot-check?${query.toString()}`);
}
