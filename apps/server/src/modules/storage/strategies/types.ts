import type { STORAGE_STRATEGIES } from '@bodega/domain';

export type StorageStrategy = (typeof STORAGE_STRATEGIES)[number];

/** Stock already at a candidate location (from inventory, plus what this list already suggested there). */
export interface CandidateStock {
  product_id: number;
  category: string;
  lot_number: string;
  expiry_date: string;
  quantity: number;
}

/**
 * A location a put-away may go to, with what is free there now. `free_units` is the location's
 * capacity minus units in stock minus units other open storage lists and this one already
 * suggested there; the caller keeps it current between items.
 */
export interface Candidate {
  location_id: number;
  code: string;
  zone_id: number;
  zone_name: string;
  location_type: string;
  /** Route weight: lower is closer to dispatch. */
  weight: number;
  free_units: number;
  is_volumetric: boolean;
  /** cm³ still free; null when the location is not volumetric. */
  free_volume: number | null;
  stock: CandidateStock[];
}

export interface ItemToPlace {
  /** Stable key for the deterministic spread of chaotic storage (the receipt line id). */
  key: number;
  product_id: number;
  product_name: string;
  category: string;
  abc_category: string | null;
  quantity: number;
  lot_number: string;
  expiry_date: string;
  /** cm³ per unit from the product's dimensions; null when unknown. */
  unit_volume: number | null;
  /** The location and zone assigned to the product (zone_dedicated puts it there); null when none. */
  home_location_id?: number | null;
  home_zone_id?: number | null;
}

export interface StrategyContext {
  /** Zone the receipt was made for. */
  zone_id: number;
  zone_name: string;
}

export interface Suggestion {
  location_id: number;
  reason: string;
}

/** A strategy picks one location for the whole quantity, or null when none of its choices fits. */
export type StrategyFn = (item: ItemToPlace, candidates: readonly Candidate[], context: StrategyContext) => Suggestion | null;
