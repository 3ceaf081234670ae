import { PICKING_STRATEGIES, ROUTE_STRATEGIES } from '@bodega/domain';
import { z } from 'zod';

const routeItemSchema = z.object({
  picking_item_id: z.number().nullable().optional(),
  product_id: z.number(),
  product_name: z.string(),
  product_sku: z.string(),
  quantity: z.number(),
  lot_number: z.string().nullable().optional(),
  serial_number: z.string().nullable().optional(),
  expiry_date: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
});

export const routeStepSchema = z.object({
  location_id: z.number(),
  sequence: z.number(),
  location_code: z.string(),
  aisle: z.string().nullable(),
  rack: z.string().nullable(),
  level: z.string().nullable(),
  position: z.string().nullable(),
  zone_info: z.object({ zone_id: z.number().nullable(), zone_name: z.string(), zone_weight: z.number() }),
  location_weight: z.number(),
  distance_from_previous: z.number(),
  estimated_time_minutes: z.number(),
  item_count: z.number(),
  total_quantity: z.number(),
  items: z.array(routeItemSchema),
});

export const routeSuggestionSchema = z.object({
  warehouse_id: z.number(),
  strategy: z.enum(ROUTE_STRATEGIES),
  is_optimized: z.boolean(),
  origin: z.object({ location_id: z.number(), location_code: z.string() }).nullable(),
  total_locations: z.number(),
  total_distance: z.number(),
  total_cost: z.number(),
  return_distance: z.number(),
  estimated_time: z.number(),
  steps: z.array(routeStepSchema),
  baseline: z.object({
    strategy: z.literal('location_code'),
    total_distance: z.number(),
    total_cost: z.number(),
    estimated_time: z.number(),
  }),
  savings_percent: z.number(),
});

export const simulationSchema = routeSuggestionSchema.extend({
  shortages: z.array(
    z.object({ product_id: z.number(), product_name: z.string(), requested: z.number(), available: z.number() }),
  ),
});

const locationRefSchema = z.object({ location_id: z.number(), location_code: z.string() }).nullable();

export const shortestPathResultSchema = z.object({
  warehouse_id: z.number(),
  from: locationRefSchema,
  to: z.object({ location_id: z.number(), location_code: z.string() }),
  /** Metres walked. */
  distance: z.number(),
  /** Metres-equivalent with levels, zone change and the destination's weight. */
  cost: z.number(),
  estimated_time_minutes: z.number(),
  via: z.enum(['same_aisle', 'front', 'back']),
});

const optionSchema = <T extends z.ZodType>(value: T) => z.object({ value, name: z.string(), description: z.string() });

export const strategiesSchema = z.object({
  strategies: z.array(optionSchema(z.enum(PICKING_STRATEGIES))),
  route_strategies: z.array(optionSchema(z.enum(ROUTE_STRATEGIES))),
});

export const prioritiesSchema = z.object({ priorities: z.array(optionSchema(z.number())) });

export const productStrategyResultSchema = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  picking_strategy: z.enum(PICKING_STRATEGIES),
});
