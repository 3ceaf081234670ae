import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { facilitiesKey, type Location, type Paged } from './types';

export interface LocationsParams {
  warehouse_id?: number | null;
  zone_id?: number | null;
  search?: string;
  /** 1-based. */
  page: number;
  per_page: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

function queryString(params: LocationsParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** One page of locations with their occupancy (the server filters, sorts and pages). */
export function getLocations(params: LocationsParams, signal?: AbortSignal): Promise<Paged<Location>> {
  return apiRequest<Paged<Location>>(`/locations?${queryString(params)}`, { signal });
}

export const locationsQueryOptions = (params: LocationsParams) =>
  queryOptions({
    queryKey: [...facilitiesKey, 'locations', params],
    queryFn: ({ signal }) => getLocations(params, signal),
    // The table keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useLocations(params: LocationsParams) {
  return useQuery(locationsQueryOptions(params));
}
