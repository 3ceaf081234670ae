import { z } from 'zod';
import { DISPATCH_PRIORITIES } from '../../dispatch/priority';
import { DOCK_STATUSES, SHIPMENT_STATUSES } from '../dispatch.schema';
import { ORDER_STATUSES } from '../order.schema';
import { paginationSchema } from './common';

/** An order line as dispatch reads it (Order). */
export const dispatchOrderLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  quantity: z.number(),
  quantity_allocated: z.number(),
  quantity_picked: z.number(),
  unit_price: z.number(),
  line_total: z.number(),
});
export type DispatchOrderLine = z.infer<typeof dispatchOrderLineSchema>;

/** GET /despachos/picked-orders row: an order ready for (or in) consolidation, with its lines. */
export const pickedOrderSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  customer_name: z.string(),
  order_date: z.string(),
  priority: z.enum(DISPATCH_PRIORITIES),
  priority_level: z.number(),
  status: z.enum(ORDER_STATUSES),
  items_count: z.number(),
  total_items: z.number(),
  total_amount: z.number(),
  subtotal: z.number(),
  tax_amount: z.number(),
  shipping_cost: z.number(),
  currency: z.string(),
  shipping_address: z.string().nullable(),
  shipping_city: z.string().nullable(),
  shipping_country: z.string().nullable(),
  tracking_number: z.string().nullable(),
  notes: z.string().nullable(),
  consolidation_id: z.number().nullable(),
  consolidation_number: z.string().nullable(),
  order_lines: z.array(dispatchOrderLineSchema),
});
export type PickedOrder = z.infer<typeof pickedOrderSchema>;

export const pickedOrdersPageSchema = z.object({ data: z.array(pickedOrderSchema), pagination: paginationSchema });

const orderRefSchema = z.object({
  id: z.number(),
  order_number: z.string(),
  customer_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  total_items: z.number(),
});
export type DispatchOrderRef = z.infer<typeof orderRefSchema>;

/** A consolidation. */
export const consolidationSchema = z.object({
  id: z.number(),
  consolidation_number: z.string(),
  notes: z.string().nullable(),
  created_at: z.string(),
  assigned_dock: z.object({ id: z.number(), name: z.string() }).nullable(),
  shipment_id: z.number().nullable(),
  shipment_number: z.string().nullable(),
  orders_count: z.number(),
  total_items: z.number(),
  orders: z.array(orderRefSchema),
});
export type Consolidation = z.infer<typeof consolidationSchema>;

/** A loading dock with what is on it. */
export const loadingDockSchema = z.object({
  id: z.number(),
  name: z.string(),
  capacity: z.number(),
  current_load: z.number(),
  status: z.enum(DOCK_STATUSES),
  carrier: z.string().nullable(),
  /** The carrier's name (carriers table); null without a carrier. */
  carrier_name: z.string().nullable(),
  vehicle_plate: z.string().nullable(),
  assigned_consolidations: z.array(z.object({ id: z.number(), consolidation_number: z.string(), orders_count: z.number() })),
  assigned_orders: z.array(orderRefSchema.extend({ consolidation_id: z.number() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LoadingDock = z.infer<typeof loadingDockSchema>;

/** A shipment; `orders_count` and `consolidations` say what it carries. */
export const shipmentSchema = z.object({
  id: z.number(),
  shipment_number: z.string(),
  dock_id: z.number().nullable(),
  dock_name: z.string().nullable(),
  /** The carrier's code; its name and tracking page come from the carriers table. */
  carrier: z.string(),
  carrier_name: z.string(),
  tracking_number: z.string().nullable(),
  /** The tracking answer: the URL to open, or the message saying why there is none. */
  tracking_url: z.string().nullable(),
  tracking_message: z.string().nullable(),
  vehicle_plate: z.string().nullable(),
  ship_date: z.string(),
  estimated_delivery: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  delivered_at: z.string().nullable(),
  archived: z.boolean(),
  archived_at: z.string().nullable(),
  pdf_generated: z.boolean(),
  pdf_filename: z.string().nullable(),
  pdf_generated_at: z.string().nullable(),
  orders_count: z.number(),
  consolidations: z.array(z.object({ id: z.number(), consolidation_number: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentsPageSchema = z.object({ data: z.array(shipmentSchema), pagination: paginationSchema });

/** POST complete-loading `data`: the dock as it is left and the shipment made. */
export const completeLoadingResultSchema = z.object({ dock: loadingDockSchema, shipment: shipmentSchema });

/** Counters of the consolidation tab. */
export const dispatchStatsSchema = z.object({
  consolidations: z.number(),
  consolidations_unassigned: z.number(),
  shipments: z.number(),
  shipments_in_transit: z.number(),
  picked_orders: z.number(),
});
export type DispatchStats = z.infer<typeof dispatchStatsSchema>;

/** GET /despachos/shipments/{id}/tracking: the URL to open, or why there is none. */
export const shipmentTrackingSchema = z.object({
  shipment_number: z.string(),
  carrier: z.string(),
  carrier_name: z.string(),
  tracking_number: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  url: z.string().nullable(),
  message: z.string().nullable(),
});
export type ShipmentTracking = z.infer<typeof shipmentTrackingSchema>;

/** A carrier (GET /carriers): the spec's ten and those an admin adds. */
export const carrierSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  /** Public tracking page; the tracking number is appended. Null: no external tracking. */
  tracking_url_base: z.string().nullable(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  active: z.boolean(),
  services_count: z.number(),
  active_services_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CarrierRow = z.infer<typeof carrierSchema>;

/** A carrier's service (GET /carriers/{id}/services): transit days and rates in whole CLP. */
export const carrierServiceSchema = z.object({
  id: z.number(),
  carrier_id: z.number(),
  code: z.string(),
  name: z.string(),
  transit_days: z.number(),
  base_rate: z.number(),
  per_kg_rate: z.number(),
  per_pallet_rate: z.number(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CarrierService = z.infer<typeof carrierServiceSchema>;

/** One quote of POST /carriers/calculate-rates: price in whole CLP, delivery = ship date + transit days. */
export const rateQuoteSchema = z.object({
  carrier_id: z.number(),
  carrier_code: z.string(),
  carrier_name: z.string(),
  service_id: z.number(),
  service_code: z.string(),
  service_name: z.string(),
  transit_days: z.number(),
  weight_kg: z.number(),
  chargeable_kg: z.number(),
  pallets: z.number(),
  price: z.number(),
  currency: z.literal('CLP'),
  ship_date: z.string(),
  estimated_delivery: z.string(),
});
export type RateQuote = z.infer<typeof rateQuoteSchema>;
