import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';
import { traceabilityKey, type LocationRef, type Pagination } from './types';

const LIMIT = 20;

/** Locations matching code, description or barcode (GET /locations, first 20). */
export function searchLocations(search: string, signal?: AbortSignal): Promise<LocationRef[]> {
  const query = new URLSearchParams({ per_page: String(LIMIT), page: '1' });
  if (search.trim()) query.set('search', search.trim());
  return apiRequest<{ data: LocationRef[]; pagination: Pagination }>(`/locations?${query.toString()}`, { signal }).then((page) =>
    page.data.map(({ id, code, description }) => ({ id, code, description })),
  );
}

export const locationSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...traceabilityKey, 'location-search', search],
    queryFn: ({ signal }) => searchLocations(search, signal),
    placeholderData: keepPreviousData,
  });

export function useLocationSearch(search: string, enabled: boolean) {
  return useQuery({ ...locationSearchQueryOptions(search.trim()), enabled });
}

/** The location of a filter read from the URL, to show its code. */
export function useLocation(id: number | null) {
  return useQuery({
    queryKey: [...traceabilityKey, 'location', id],
    queryFn: ({ signal }) => apiClient.get<LocationRef>(`/locations/${id}`, signal),
    enabled: id !== null,
    staleTime: Infinity,
  });
}
