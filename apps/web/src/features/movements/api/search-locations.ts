import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { LocationRef, Paged } from './types';

const LIMIT = 20;

/** Locations whose code, description or barcode match (GET /locations, first 20). */
export function searchLocations(search: string, signal?: AbortSignal): Promise<LocationRef[]> {
  const query = new URLSearchParams({ per_page: String(LIMIT), page: '1' });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest<Paged<LocationRef>>(`/locations?${query.toString()}`, { signal }).then((page) =>
    page.data.map(({ id, code, description }) => ({ id, code, description })),
  );
}

export const locationSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['movements', 'location-search', search],
    queryFn: ({ signal }) => searchLocations(search, signal),
    placeholderData: keepPreviousData,
  });

export function useLocationSearch(search: string, enabled = true) {
  return useQuery({ ...locationSearchQueryOptions(search.trim()), enabled });
}
