import type { MovementType } from '@bodega/domain';

export interface LocationRef {
  id: number;
  code: string;
  description: string | null;
}

export interface ProductRef {
  id: number;
  sku: string;
  name: string;
}

/** One line of a movement as GET /transactions/movimientos-internos answers it. */
export interface MovementLine {
  id: number;
  product_id: number;
  product: ProductRef;
  source_location_id: number;
  source_location: LocationRef;
  destination_location_id: number;
  destination_location: LocationRef;
  lot_number: string | null;
  quantity: number;
  /** Units the source holds now (not reserved): the edit form's maximum. */
  available_quantity: number;
}

export interface Movement {
  id: number;
  reference: string;
  movement_type: MovementType;
  movement_type_label: string;
  status: string;
  editable: boolean;
  notes: string | null;
  created_at: string;
  updated_at: string;
  executed_at: string | null;
  user: { id: number; username: string } | null;
  executed_by: { id: number; username: string } | null;
  details_count: number;
  total_quantity: number;
  details: MovementLine[];
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
}

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

/** A location holding a product, with what can be moved out of it. */
export interface ProductLocation {
  location_id: number;
  code: string;
  description: string | null;
  quantity: number;
  available_quantity: number;
}

export interface ConsolidationCandidate {
  product: ProductRef;
  total_quantity: number;
  available_quantity: number;
  locations: ProductLocation[];
}

export const MOVEMENTS_BASE = '/transactions/movimientos-internos';
export const movementsKey = ['movements'] as const;
