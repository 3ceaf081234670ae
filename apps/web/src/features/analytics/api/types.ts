import type { Pagination, TimeRange } from '@bodega/domain';

export interface AnalyticsFilters {
  warehouse_id: number | null;
  time_range: TimeRange;
}

// The answers' shapes come from the domain's response schemas.
export type {
  AbcAnalysis,
  DemandPrediction,
  DinAnalysis,
  InventoryKpis,
  Kpis,
  LowStockItem,
  OperationalKpis,
  RotationItem,
} from '@bodega/domain';

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}
