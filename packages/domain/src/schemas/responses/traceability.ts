import { z } from 'zod';
import { locationRefSchema, paginationSchema, productRefSchema, userRefSchema } from './common';

/** One traceability event as the traceability API answers it. */
export const traceEventSchema = z.object({
  id: z.number(),
  /** The type as read (an old device event's reclassified type, else the one it was written with). */
  event_type: z.string(),
  /** The type the event was written and sealed with (differs only for a reclassified old event). */
  recorded_event_type: z.string(),
  product_id: z.number(),
  product: productRefSchema.extend({ category: z.string() }).nullable(),
  location: locationRefSchema.nullable(),
  quantity_moved: z.number(),
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  user: userRefSchema.nullable(),
  event_timestamp: z.string(),
  event_description: z.string().nullable(),
  operation_reference: z.string().nullable(),
  reference_type: z.string().nullable(),
  reference_id: z.number().nullable(),
  notes: z.string().nullable(),
  chain_seq: z.number().nullable(),
  hash: z.string().nullable(),
});
export type TraceEvent = z.infer<typeof traceEventSchema>;

/** The events list's pagination: past 10 000 matches without a kept total, `total` is a lower bound. */
export const eventsPaginationSchema = paginationSchema.extend({ total_is_lower_bound: z.boolean() });
export type EventsPagination = z.infer<typeof eventsPaginationSchema>;

/** GET /traceability/events `data`. */
export const eventsPageSchema = z.object({ events: z.array(traceEventSchema), pagination: eventsPaginationSchema });
export type EventsPage = z.infer<typeof eventsPageSchema>;

/** GET /traceability/product/{id} `data`. */
export const productHistorySchema = z.object({
  product: productRefSchema.extend({ category: z.string(), current_stock: z.number() }),
  statistics: z.object({
    total_events: z.number(),
    by_type: z.record(z.string(), z.object({ events: z.number(), quantity: z.number() })),
    shown: z.number(),
  }),
  history: z.array(traceEventSchema),
});
export type ProductHistory = z.infer<typeof productHistorySchema>;

/** GET /traceability/dashboard `data`. */
export const traceabilityDashboardSchema = z.object({
  total_events: z.number(),
  events_today: z.number(),
  by_type_last_30_days: z.array(z.object({ event_type: z.string(), label: z.string(), events: z.number() })),
  daily_last_14_days: z.array(z.object({ day: z.string(), events: z.number() })),
  recent: z.array(traceEventSchema),
});
export type TraceabilityDashboard = z.infer<typeof traceabilityDashboardSchema>;
