import { z } from 'zod';
import { MOVEMENT_STATUSES, MOVEMENT_TYPES } from '../movement.schema';
import { locationRefSchema, productRefSchema, userRefSchema } from './common';

/**
 * Response shapes of the internal movements routes (apps/server/src/modules/movements): the
 * server's route `response` schemas and the web's types, one definition.
 */

/** One line of a movement. */
export const movementLineOut = z.object({
  id: z.number(),
  product_id: z.number(),
  product: productRefSchema,
  source_location_id: z.number(),
  source_location: locationRefSchema,
  destination_location_id: z.number(),
  destination_location: locationRefSchema,
  lot_number: z.string().nullable(),
  quantity: z.number(),
  /** Units the source holds now (not reserved): the edit form's maximum. */
  available_quantity: z.number(),
});
export type MovementLineOut = z.infer<typeof movementLineOut>;

export const movementOut = z.object({
  id: z.number(),
  reference: z.string(),
  movement_type: z.enum(MOVEMENT_TYPES),
  movement_type_label: z.string(),
  status: z.enum(MOVEMENT_STATUSES),
  /** Whether execute, edit and delete are allowed (only while Pendiente). */
  editable: z.boolean(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  executed_at: z.string().nullable(),
  user: userRefSchema.nullable(),
  executed_by: userRefSchema.nullable(),
  details_count: z.number(),
  total_quantity: z.number(),
  details: z.array(movementLineOut),
});
export type MovementOut = z.infer<typeof movementOut>;

/** A location holding a product, with what can be moved out of it. */
export const productLocationOut = z.object({
  location_id: z.number(),
  code: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  available_quantity: z.number(),
});
export type ProductLocationOut = z.infer<typeof productLocationOut>;

/** A product held in more than one location (the consolidate dialog). */
export const consolidationCandidateOut = z.object({
  product: productRefSchema,
  total_quantity: z.number(),
  available_quantity: z.number(),
  locations: z.array(productLocationOut),
});
export type ConsolidationCandidateOut = z.infer<typeof consolidationCandidateOut>;
