import type { LocationType } from '@bodega/domain';

/** Shapes the facilities API answers (apps/server/src/modules/facilities/facilities.responses.ts). */
export interface Warehouse {
  id: number;
  code: string;
  name: string;
  address: string | null;
  description: string | null;
  status: 'Activo' | 'Inactivo';
  zone_count: number;
  location_count: number;
  created_at: string;
  updated_at: string;
}

export interface Zone {
  id: number;
  warehouse_id: number;
  warehouse_code: string;
  warehouse_name: string;
  code: string;
  name: string;
  description: string | null;
  weight: number;
  aisle: string | null;
  rack: string | null;
  level: string | null;
  position: string | null;
  capacity: number;
  current_usage: number;
  location_count: number;
}

export interface Location {
  id: number;
  zone_id: number;
  zone_code: string;
  zone_name: string;
  warehouse_id: number;
  warehouse_code: string;
  warehouse_name: string;
  code: string;
  description: string | null;
  location_type: LocationType;
  aisle: string | null;
  rack: string | null;
  level: string | null;
  position: string | null;
  weight: number;
  capacity: number;
  width: number | null;
  length: number | null;
  height: number | null;
  barcode: string;
  is_volumetric: boolean;
  volumetric_capacity: number | null;
  current_usage: number;
  usage_percentage: number;
  current_volume_usage: number;
}

export interface Paged<T> {
  data: T[];
  pagination: { page: number; per_page: number; total: number };
}

export interface DeleteResult {
  id: number;
  cleared_products: number;
}

/** Every facilities query key starts here, so a write can refresh all of them at once. */
export const facilitiesKey = ['facilities'] as const;
