import { LIST_STATUSES, idParam, optionalIdParam } from '@bodega/domain';
import { z } from 'zod';
import { emptyToUndefined, pageQuery, perPageQuery } from '../../lib/query-fields';

export const storageListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(LIST_STATUSES, { error: 'Estado inválido' }).optional()),
  /** Ignored for operators: they always get their own lists. */
  assigned_user_id: optionalIdParam('El operario debe ser un número'),
  transaction_id: optionalIdParam('El ingreso debe ser un número'),
  page: pageQuery(),
  per_page: perPageQuery(100, 500),
});
export type StorageListQuery = z.infer<typeof storageListQuerySchema>;

export const itemParamsSchema = z.object({
  id: idParam(),
});
