import { sql, type SelectQueryBuilder } from 'kysely';
import { pageOffset } from './sql-list';

/*
 * A paged list read with the query builder: the count of every matching row, and one page of them.
 */

/** How many rows the query matches (its selection replaced by a count). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const count = query.clearSelect().select(sql<number>`cast(count(*) as integer)`.as('n'));
  // The selection is the count alone, whatever the generic tables are.
  const row = (await count.executeTakeFirstOrThrow()) as { n: number };
  return Number(row.n);
}

/** Page `page` (1 first) of `per_page` rows of the query. */
export function onePage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  paging: { page: number; per_page: number },
): SelectQueryBuilder<DB, TB, O> {
  return query.limit(paging.per_page).offset(pageOffset(paging.page, paging.per_page));
}
