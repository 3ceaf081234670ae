import type { IssueStrategy, LotSuggestion } from '@bodega/domain';

/** Shapes of /api/egresos (apps/server/src/modules/egresos/egresos.schemas.ts is the contract). */
export type EgresoStatus = 'Completado' | 'Anulado';

export interface UserRef {
  id: number;
  username: string;
}

export interface EgresoSummary {
  id: number;
  order_number: string;
  created_at: string;
  area_servicio: string;
  strategy: IssueStrategy;
  items_count: number;
  sku_count: number;
  total_quantity: number;
  non_compliant_count: number;
  notes: string | null;
  status: EgresoStatus;
  user: UserRef | null;
  cancelled_at: string | null;
}

type CustomFields = { [K in `custom_field_${90 | 91 | 92 | 93 | 94 | 95 | 96 | 97 | 98 | 99}`]: string | null };

/** The GS1 data a scan carries, as both the scan answer and a stored line give it. */
export interface Gs1LineData extends CustomFields {
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  production_date: string | null;
  pack_date: string | null;
  best_before_date: string | null;
  gtin: string | null;
  sscc: string | null;
  gln: string | null;
  gsin: string | null;
  gdti: string | null;
  net_weight_kg: number | null;
  gross_weight_kg: number | null;
  net_weight_lb: number | null;
  gross_weight_lb: number | null;
}

export interface EgresoItemDetail extends Gs1LineData {
  id: number;
  line_no: number;
  product_id: number;
  product_name: string;
  product_sku: string;
  product_barcode: string | null;
  location_id: number;
  location_code: string;
  location_description: string | null;
  quantity: number;
  barcode_scanned: string | null;
  strategy_compliant: boolean;
  strategy_warning: string | null;
}

export interface EgresoDetail extends EgresoSummary {
  updated_at: string;
  cancelled_by: UserRef | null;
  items: EgresoItemDetail[];
}

export interface LotComplianceResult {
  compliant: boolean;
  warning: string | null;
  suggestion: LotSuggestion | null;
}

export interface ScannedItem extends Gs1LineData {
  product_id: number;
  product_name: string;
  product_sku: string;
  quantity: number;
  barcode_scanned: string;
  strategy_compliant: boolean;
  strategy_warning: string | null;
  suggested_product: LotSuggestion | null;
}

export interface ScanResult {
  barcode_type: 'EAN-13' | 'UPC-A' | 'EAN-8' | 'UPC' | 'ITF-14' | 'GS1' | 'Otro';
  classification: { kind: string; message: string } | null;
  warnings: string[];
  product: { id: number; sku: string; name: string; cantidad_x_caja: number };
  /** Units of the scanned lot (or of the product when the code names no lot) that can be issued. */
  available_quantity: number;
  item: ScannedItem;
  compliance: LotComplianceResult;
}

export interface EgresoStats {
  total_orders: number;
  total_units: number;
  total_lines: number;
  non_compliant_lines: number;
  cancelled_orders: number;
  by_area: { area_servicio: string; orders: number; units: number }[];
  by_strategy: { strategy: string; orders: number; units: number }[];
}

/** Filters of the list, the stats and the export (spec 1 §2.8: dateFrom, dateTo, search). */
export interface EgresoFilters {
  dateFrom: string;
  dateTo: string;
  search: string;
  includeCancelled: boolean;
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
}
