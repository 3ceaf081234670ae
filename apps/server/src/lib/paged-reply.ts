/** A list route's answer: one page of rows with its page number, page size and the total. */
export function pagedReply<T>(
  { rows, total }: { rows: T[]; total: number },
  query: { page: number; per_page: number },
): { data: T[]; pagination: { page: number; per_page: number; total: number } } {
  return { data: rows, pagination: { page: query.page, per_page: query.per_page, total } };
}
