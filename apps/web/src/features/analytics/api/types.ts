import type { TimeRange } from '@bodega/domain';

export interface AnalyticsFilters {
  warehouse_id: number | null;
  time_range: TimeRange;
}

export interface InventoryKpis {
  total_products: number;
  active_products: number;
  total_stock: number;
  total_value: number;
  low_stock_products: number;
}
export interface OperationalKpis {
  monthly_movements: number;
  inventory_turnover: number;
}
export interface Kpis {
  period: { time_range: TimeRange; start_date: string; end_date: string; days: number };
  previous_period: { start_date: string; end_date: string; days: number };
  inventory_kpis: InventoryKpis;
  operational_kpis: OperationalKpis;
  previous: { inventory_kpis: InventoryKpis; operational_kpis: OperationalKpis };
  changes: Record<keyof InventoryKpis | keyof OperationalKpis, number | null>;
}

export interface AbcAnalysis {
  categories: Array<{ category: 'A' | 'B' | 'C'; count: number; percentage: number; value: number; value_percentage: number }>;
  total_value: number;
  classified_products: number;
  unclassified_products: number;
}

export interface DinAnalysis {
  categories: Array<{ category: 'D' | 'I' | 'N'; count: number; percentage: number }>;
  classified_products: number;
  without_dimensions: number;
}

export interface LowStockItem {
  id: number;
  sku: string;
  name: string;
  min_stock: number;
  current_stock: number;
  deficit: number;
  abc_category: string | null;
  reorder_point: number;
  safety_stock: number;
  suggested_quantity: number;
}

export interface RotationItem {
  id: number;
  sku: string;
  name: string;
  category: string | null;
  rotation_index: number;
  total_movements: number;
  average_stock: number;
}

export interface DemandPrediction {
  months: number;
  period: { start_date: string; end_date: string };
  products: Array<{
    product_id: number;
    sku: string;
    name: string;
    rotation_index: number;
    total_movements: number;
    history_days: number;
    enough_history: boolean;
    points: Array<{ month: string; value: number }>;
  }>;
}

export interface Paged<T> {
  data: T[];
  pagination: { page: number; per_page: number; total: number };
}
