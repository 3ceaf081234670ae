import { sql, type RawBuilder } from 'kysely';

/*
 * Pieces of a list query written in raw SQL (filters, one page): every list with filters and
 * pages builds its statement from them.
 */

/** The conditions as one WHERE clause, joined with AND; nothing when there are none. */
export function whereAll(conditions: readonly RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** The rows before page `page` (1 first) of `perPage` rows: the OFFSET of LIMIT … OFFSET. */
export function pageOffset(page: number, perPage: number): number {
  return (page - 1) * perPage;
}
