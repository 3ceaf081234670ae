export interface ProductRef {
  id: number;
  sku: string;
  name: string;
}

export interface LocationRef {
  id: number;
  code: string;
  description: string | null;
}

/** One traceability event as GET /traceability/events answers it (spec 2 §3). */
export interface TraceEvent {
  id: number;
  event_type: string;
  product_id: number;
  product: (ProductRef & { category: string }) | null;
  location: LocationRef | null;
  quantity_moved: number;
  lot_number: string | null;
  serial_number: string | null;
  expiry_date: string | null;
  user: { id: number; username: string } | null;
  event_timestamp: string;
  event_description: string | null;
  operation_reference: string | null;
  reference_type: string | null;
  reference_id: number | null;
  notes: string | null;
  chain_seq: number | null;
  hash: string | null;
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  /** The events list: more than 10 000 events match filters without a kept total; `total` is then a lower bound. */
  total_is_lower_bound?: boolean;
}

export interface EventsPage {
  events: TraceEvent[];
  pagination: Pagination;
}

export interface ProductHistory {
  product: ProductRef & { category: string; current_stock: number };
  statistics: { total_events: number; shown: number; by_type: Record<string, { events: number; quantity: number }> };
  history: TraceEvent[];
}

export interface TraceabilityDashboard {
  total_events: number;
  events_today: number;
  by_type_last_30_days: { event_type: string; label: string; events: number }[];
  daily_last_14_days: { day: string; events: number }[];
  recent: TraceEvent[];
}

export type { ChainVerificationReport as ChainVerification } from '@bodega/domain';

export const traceabilityKey = ['traceability'] as const;
