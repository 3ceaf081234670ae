import { MOVEMENT_STATUSES, MOVEMENT_TYPES } from '@bodega/domain';
import { z } from 'zod';
import { dateQuery, emptyToUndefined, pageQuery, perPageQuery } from '../../lib/query-fields';

/** Filters of the list and the export (spec 2 §2.3: status, type, date from, search). */
export const movementFiltersSchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(MOVEMENT_STATUSES, { error: 'Estado inválido' }).optional()),
  type: z.preprocess(emptyToUndefined, z.enum(MOVEMENT_TYPES, { error: 'Tipo inválido' }).optional()),
  dateFrom: dateQuery('Fecha desde'),
  dateTo: dateQuery('Fecha hasta'),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
});
export type MovementFilters = z.infer<typeof movementFiltersSchema>;

export const movementListQuerySchema = movementFiltersSchema.extend({
  page: pageQuery(),
  per_page: perPageQuery(15),
});
export type MovementListQuery = z.infer<typeof movementListQuerySchema>;

export const paginationSchema = z.object({ page: z.number(), per_page: z.number(), total: z.number() });

const locationRefSchema = z.object({ id: z.number(), code: z.string(), description: z.string().nullable() });
const userRefSchema = z.object({ id: z.number(), username: z.string() }).nullable();

export const movementDetailResponseSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  product: z.object({ id: z.number(), sku: z.string(), name: z.string() }),
  source_location_id: z.number(),
  source_location: locationRefSchema,
  destination_location_id: z.number(),
  destination_location: locationRefSchema,
  lot_number: z.string().nullable(),
  quantity: z.number(),
  /** Units the source holds now (not reserved): the edit form's maximum. */
  available_quantity: z.number(),
});
export type MovementDetailResponse = z.infer<typeof movementDetailResponseSchema>;

export const movementResponseSchema = z.object({
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
  user: userRefSchema,
  executed_by: userRefSchema,
  details_count: z.number(),
  total_quantity: z.number(),
  details: z.array(movementDetailResponseSchema),
});
export type MovementResponse = z.infer<typeof movementResponseSchema>;

export const consolidationCandidateSchema = z.object({
  product: z.object({ id: z.number(), sku: z.string(), name: z.string() }),
  total_quantity: z.number(),
  available_quantity: z.number(),
  locations: z.array(
    z.object({
      location_id: z.number(),
      code: z.string(),
      description: z.string().nullable(),
      quantity: z.number(),
      available_quantity: z.number(),
    }),
  ),
});

export const consolidationQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  page: movementListQuerySchema.shape.page,
  per_page: perPageQuery(50, 500),
});
