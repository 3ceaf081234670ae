import { MOVEMENT_STATUSES, MOVEMENT_TYPES } from '@bodega/domain';
import { z } from 'zod';
import { dateQuery, emptyToUndefined, pagingQuery } from '../../lib/query-fields';

/** Filters of the list and the export (status, type, date from, search). */
export const movementFiltersSchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(MOVEMENT_STATUSES, { error: 'Estado inválido' }).optional()),
  type: z.preprocess(emptyToUndefined, z.enum(MOVEMENT_TYPES, { error: 'Tipo inválido' }).optional()),
  dateFrom: dateQuery('Fecha desde'),
  dateTo: dateQuery('Fecha hasta'),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
});
export type MovementFilters = z.infer<typeof movementFiltersSchema>;

export const movementListQuerySchema = movementFiltersSchema.extend(pagingQuery(15));
export type MovementListQuery = z.infer<typeof movementListQuerySchema>;

// The answers' shapes are the domain's (packages/domain/src/schemas/responses/movements.ts).

export const consolidationQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  ...pagingQuery(50, 500),
});
