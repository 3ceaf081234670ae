import type { EVENT_TYPES } from '@bodega/domain';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';
import { eventTypeIs } from '../ledger';

export interface EventFilters {
  product_id?: number | undefined;
  event_type?: (typeof EVENT_TYPES)[number] | undefined;
  location_id?: number | undefined;
  lot_number?: string | undefined;
  date_from?: string | undefined;
  date_to?: string | undefined;
}

type EventQuery = SelectQueryBuilder<Database, 'traceability_events', object>;

/** Every filter narrows by an indexed column; the lot matches exactly or as a prefix. */
export function applyEventFilters<Q extends EventQuery>(query: Q, filters: EventFilters): Q {
  let q = query as EventQuery;
  if (filters.product_id) q = q.where('traceability_events.product_id', '=', filters.product_id);
  // The type as read: an old event's reclassified type, else its own (ledger/event-type-read.ts).
  if (filters.event_type) q = q.where(eventTypeIs('traceability_events', filters.event_type));
  if (filters.location_id) q = q.where('traceability_events.location_id', '=', filters.location_id);
  if (filters.lot_number) {
    const lot = filters.lot_number.trim();
    q = q.where('traceability_events.lot_number', '>=', lot).where('traceability_events.lot_number', '<', `${lot}\uffff`);
  }
  if (filters.date_from) q = q.where('traceability_events.created_at', '>=', santiagoDayStartUtc(filters.date_from));
  if (filters.date_to) q = q.where('traceability_events.created_at', '<', santiagoDayEndUtc(filters.date_to));
  return q as Q;
}
