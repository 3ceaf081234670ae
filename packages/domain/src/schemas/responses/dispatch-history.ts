import { z } from 'zod';
import { DISPATCH_STATUSES, SELECTION_METHODS } from '../dispatch.schema';
import { locationRefSchema, paginationSchema, productRefSchema, userRefSchema } from './common';

/** One line of a dispatch: what was asked for. */
export const dispatchItemResponseSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product: productRefSchema,
  quantity: z.number(),
  /** Units free at the source now (quantity − reserved, unexpired): what completing could take. */
  available_quantity: z.number(),
});
export type DispatchItemResponse = z.infer<typeof dispatchItemResponseSchema>;

/** One inventory row completing took units from (a line may span lots). */
export const dispatchIssueResponseSchema = z.object({
  id: z.number(),
  item_id: z.number(),
  product_id: z.number(),
  product: productRefSchema,
  location: locationRefSchema,
  lot_number: z.string().nullable(),
  serial_number: z.string().nullable(),
  expiry_date: z.string().nullable(),
  quantity: z.number(),
});
export type DispatchIssueResponse = z.infer<typeof dispatchIssueResponseSchema>;

/** A dispatch (egress) order of the history (Dispatch / egress order). */
export const dispatchResponseSchema = z.object({
  id: z.number(),
  reference: z.string(),
  destination: z.string(),
  dispatch_date: z.string(),
  source_location_id: z.number(),
  source_location: locationRefSchema,
  notes: z.string().nullable(),
  status: z.enum(DISPATCH_STATUSES),
  /** Edit and delete are allowed (only while Pendiente). */
  editable: z.boolean(),
  selection_method: z.enum(SELECTION_METHODS),
  user: userRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  completed_by: userRefSchema.nullable(),
  items_count: z.number(),
  total_quantity: z.number(),
  items: z.array(dispatchItemResponseSchema),
  /** Filled when Completado: the lots and serials that left. */
  issues: z.array(dispatchIssueResponseSchema),
});
export type DispatchResponse = z.infer<typeof dispatchResponseSchema>;

/** GET /despachos/dispatches. */
export const dispatchListResponseSchema = z.object({ data: z.array(dispatchResponseSchema), pagination: paginationSchema });
export type DispatchListResponse = z.infer<typeof dispatchListResponseSchema>;
