import { useState } from 'react';

/** A DM list's filters and page: changing a filter goes back to page 1. */
export function usePagedFilters<Filters extends Record<string, string>>(initial: Filters) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const filter = (name: keyof Filters) => (value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  return { filters, page, setPage, filter };
}
