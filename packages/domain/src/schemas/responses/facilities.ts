import { z } from 'zod';
import { ALL_LOCATION_TYPES, WAREHOUSE_STATUSES } from '../facilities.schema';

/**
 * Response shapes of the facilities routes (warehouses, zones, locations): the server's route
 * `response` schemas (OpenAPI and serialization) and the web's types, one definition.
 */
export const warehouseOut = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(WAREHOUSE_STATUSES),
  zone_count: z.number(),
  location_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WarehouseOut = z.infer<typeof warehouseOut>;

export const zoneOut = z.object({
  id: z.number(),
  warehouse_id: z.number(),
  warehouse_code: z.string(),
  warehouse_name: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  weight: z.number(),
  aisle: z.string().nullable(),
  rack: z.string().nullable(),
  level: z.string().nullable(),
  position: z.string().nullable(),
  capacity: z.number(),
  /** Units in stock in the zone's locations. */
  current_usage: z.number(),
  location_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ZoneOut = z.infer<typeof zoneOut>;

export const locationOut = z.object({
  id: z.number(),
  zone_id: z.number(),
  zone_code: z.string(),
  zone_name: z.string(),
  warehouse_id: z.number(),
  warehouse_code: z.string(),
  warehouse_name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  location_type: z.enum(ALL_LOCATION_TYPES),
  aisle: z.string().nullable(),
  rack: z.string().nullable(),
  level: z.string().nullable(),
  position: z.string().nullable(),
  weight: z.number(),
  capacity: z.number(),
  width: z.number().nullable(),
  length: z.number().nullable(),
  height: z.number().nullable(),
  barcode: z.string(),
  is_volumetric: z.boolean(),
  /** cm³: width × length × height of a volumetric location. */
  volumetric_capacity: z.number().nullable(),
  /** Units in stock at the location. */
  current_usage: z.number(),
  /** Units over capacity × 100, two decimals, not capped (an over-full location shows > 100). */
  usage_percentage: z.number(),
  /** cm³ taken: each row's quantity × its product's length × width × height (0 without dimensions). */
  current_volume_usage: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LocationOut = z.infer<typeof locationOut>;

export const zoneCapacityOut = z.object({
  zone_id: z.number(),
  capacity: z.number(),
  current_usage: z.number(),
  available: z.number(),
  usage_percentage: z.number(),
  near_capacity: z.boolean(),
  over_capacity: z.boolean(),
  color: z.enum(['success', 'warning', 'error']),
  /** The spec's capacity message (over, near) or null. */
  message: z.string().nullable(),
});
export type ZoneCapacityOut = z.infer<typeof zoneCapacityOut>;

export const capacityCheckOut = zoneCapacityOut.extend({
  quantity: z.number(),
  /** Whether `quantity` more units fit without exceeding the capacity. */
  can_accommodate: z.boolean(),
  /** Usage after receiving `quantity`. */
  usage_percentage_after: z.number(),
});
export type CapacityCheckOut = z.infer<typeof capacityCheckOut>;

export const deleteOut = z.object({
  data: z.object({
    id: z.number(),
    /** Products whose default placement pointed at the deleted record and was cleared. */
    cleared_products: z.number(),
  }),
});
export type FacilityDeleteResult = z.infer<typeof deleteOut>['data'];
