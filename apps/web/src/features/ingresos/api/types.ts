import type { IngresoStatus, TipoDm } from '@bodega/domain';

/** Shapes of the receipts API (apps/server/src/modules/ingresos/ingresos.schemas.ts). */
export interface IngresoSummary {
  id: number;
  reference: string;
  order_number: string;
  type: 'reception';
  status: IngresoStatus;
  mode: 'simplified' | 'traditional';
  supplier: string | null;
  notes: string | null;
  warehouse: { id: number; name: string } | null;
  zone: { id: number; name: string } | null;
  warehouse_id: number | null;
  zone_id: number | null;
  details_count: number;
  total_units: number;
  user: { id: number; username: string } | null;
  storage_list: { id: number; list_number: string; status: string } | null;
  created_at: string;
  updated_at: string;
}

export interface IngresoDetailLine {
  id: number;
  product_id: number;
  product: { id: number; name: string; sku: string; barcode: string | null };
  quantity: number;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  destination_location_id: number | null;
  location: { id: number; code: string } | null;
  status: 'pending' | 'stored';
  forma_adquisicion: string | null;
  fecha_recepcion_conforme: string | null;
  numero_registro_sanitario: string | null;
  numero_inventario_activo_fijo: string | null;
  barcode_type: string | null;
  auto_filled: boolean;
}

export interface IngresoDetail extends IngresoSummary {
  details: IngresoDetailLine[];
}

export interface Paged<T> {
  data: T[];
  pagination: { page: number; per_page: number; total: number };
}

/** A product as the products API answers it (the fields this screen reads). */
export interface Product {
  id: number;
  sku: string;
  barcode: string | null;
  name: string;
  category: string;
  cantidad_x_caja: number;
  status: string;
  es_dm_priorizado: boolean;
  tipo_dm: TipoDm | null;
  requiere_registro_sanitario: boolean;
}

export interface ZoneCapacity {
  zone_id: number;
  capacity: number;
  current_usage: number;
  available: number;
  usage_percentage: number;
  near_capacity: boolean;
  over_capacity: boolean;
  color: 'success' | 'warning' | 'error';
  message: string | null;
}

export interface CapacityCheck extends ZoneCapacity {
  quantity: number;
  can_accommodate: boolean;
  usage_percentage_after: number;
}

/** Every query of this screen starts here. */
export const ingresosKey = ['ingresos'] as const;
