import type { CostPeriod } from './period';

export interface CostProduct {
  id: number;
  sku: string;
  name: string;
  category: string | null;
  unit_price: number | null;
  unit_price_display: string;
  unit_price_numeric: number;
  average_cost: number | null;
  annual_demand: number;
  period_demand: number;
  total_value: number;
  lead_time_days: number | null;
  safety_stock: number;
  min_stock: number;
  max_stock: number;
  abc_category: string | null;
  suggested_abc_category: string | null;
  status: 'active' | 'discontinued' | 'low_stock' | 'out_of_stock';
  available_quantity: number;
  has_stock: boolean;
  unit_of_measure: string;
}

export interface CostFilters {
  search: string;
  category: string;
  abc_category: '' | 'A' | 'B' | 'C' | 'none';
  status: '' | CostProduct['status'];
  time_range: CostPeriod;
}

export interface CostStatistics {
  products: Array<{ id: number; average_price: number | null; period_quantity: number; unit_price: number | null }>;
  period: { start_date: string; end_date: string };
  summary: { total_products: number; total_orders: number; total_revenue: number };
}

export interface PurchaseOrder {
  id: number;
  order_number: string;
  supplier: { id: number; name: string; rut: string };
  status: 'borrador' | 'enviada' | 'recibida_parcial' | 'recibida' | 'cancelada';
  notes: string | null;
  total_quantity: number;
  received_quantity: number;
  expected_total: number;
  lines: Array<{ id: number; product_id: number; product: { id: number; name: string; sku: string }; quantity: number; received_quantity: number; open_quantity: number; expected_cost: number | null }>;
  receipts: Array<{ id: number; reference: string; status: string; created_at: string }>;
  created_at: string;
}
