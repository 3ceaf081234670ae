import { sql, type RawBuilder } from 'kysely';
import { santiagoDayEndUtc, santiagoDayStartUtc } from '../../lib/dates';
import type { EgresoFilters } from './egresos.schemas';
import { likePattern } from '../../lib/like-pattern';

/* The filters of the egreso list, export and stats as SQL over `egress_orders o`. */

/** WHERE conditions of the list, export and stats over `egress_orders o`. */
export function orderConditions(filters: EgresoFilters, options: { ignoreStatus?: boolean } = {}): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  if (!filters.include_cancelled && !options.ignoreStatus) conditions.push(sql`o.status = 'Completado'`);
  if (filters.dateFrom) {
    const from =
      filters.dateFrom.length === 10 ? santiagoDayStartUtc(filters.dateFrom) : new Date(filters.dateFrom).toISOString();
    conditions.push(sql`o.created_at >= ${from}`);
  }
  if (filters.dateTo) {
    conditions.push(
      filters.dateTo.length === 10
        ? sql`o.created_at < ${santiagoDayEndUtc(filters.dateTo)}`
        : sql`o.created_at <= ${new Date(filters.dateTo).toISOString()}`,
    );
  }
  if (filters.area_servicio) conditions.push(sql`o.area_servicio = ${filters.area_servicio}`);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      sql`(lower(o.order_number) like ${pattern} escape '\\' or lower(o.area_servicio) like ${pattern} escape '\\' or lower(coalesce(o.notes, '')) like ${pattern} escape '\\')`,
    );
  }
  return conditions;
}

export function whereClause(conditions: RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}
