import type { CostProduct } from '@bodega/domain';
import type { CostPeriod } from './period';

// The answers' shapes come from the domain's response schemas.
export type { CostProduct, CostProductDetail, CostStatistics, PurchaseOrder, PurchaseOrderLine, Supplier } from '@bodega/domain';

export interface CostFilters {
  search: string;
  category: string;
  abc_category: '' | 'A' | 'B' | 'C' | 'none';
  status: '' | CostProduct['status'];
  time_range: CostPeriod;
}
