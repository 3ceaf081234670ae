import { z } from 'zod';
import { pageQuery, perPageQuery, searchQuery } from './analytics.schema';
import { optionalIdParam } from './bounds';
import { dateField, requiredText } from './common';

/* The lot master's admin routes (one lot, one expiry). */

/** PATCH /api/lots/{id}: an admin's correction of a lot's expiry. */
export const lotCorrectionSchema = z.object({
  expiry_date: dateField('La fecha de vencimiento es obligatoria'),
  reason: requiredText('El motivo es obligatorio', 500),
});
export type LotCorrection = z.infer<typeof lotCorrectionSchema>;

/** GET /api/lots: by product and lot number text, paged. */
export const lotListQuerySchema = z.object({
  product_id: optionalIdParam('El producto debe ser un número entero positivo'),
  q: searchQuery,
  page: pageQuery(),
  per_page: perPageQuery(25),
});
export type LotListQuery = z.infer<typeof lotListQuerySchema>;

/** GET /api/lots/conflicts: the log of conflicting expiries (refused attempts and migrated stock). */
export const lotConflictListQuerySchema = z.object({
  product_id: optionalIdParam('El producto debe ser un número entero positivo'),
  lot_id: optionalIdParam('El lote debe ser un número entero positivo'),
  page: pageQuery(),
  per_page: perPageQuery(25),
});
export type LotConflictListQuery = z.infer<typeof lotConflictListQuerySchema>;
