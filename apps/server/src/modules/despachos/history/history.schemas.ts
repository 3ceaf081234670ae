import { DISPATCH_STATUSES } from '@bodega/domain';
import { z } from 'zod';
import { dateQuery, emptyToUndefined, pageQuery, perPageQuery } from '../../../lib/query-fields';

/** Filters of the history list and its export (History: status, date from, date to, search). */
export const dispatchFiltersSchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(DISPATCH_STATUSES, { error: 'Estado inválido' }).optional()),
  dateFrom: dateQuery('Fecha desde'),
  dateTo: dateQuery('Fecha hasta'),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
});
export type DispatchFilters = z.infer<typeof dispatchFiltersSchema>;

/** 10 per page. */
export const dispatchListQuerySchema = dispatchFiltersSchema.extend({
  page: pageQuery(),
  per_page: perPageQuery(10),
});
export type DispatchListQuery = z.infer<typeof dispatchListQuerySchema>;
