import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** What every location picker shows. */
export interface LocationOption {
  id: number;
  code: string;
  description: string | null;
}

const LIMIT = 20;

/** GET /locations?search=: the first 20 locations whose code, description or barcode match. */
export async function searchLocations(search: string, signal?: AbortSignal): Promise<LocationOption[]> {
  const query = new URLSearchParams({ per_page: String(LIMIT), page: '1' });
  if (search.trim()) query.set('search', search.trim());
  const page = await apiRequest<{ data: LocationOption[] }>(`/locations?${query.toString()}`, { signal });
  return page.data.map(({ id, code, description }) => ({ id, code, description }));
}

export const locationPickerKey = [...queryKeys.facilities, 'location-picker'] as const;

export function useLocationSearch(search: string, enabled: boolean) {
  const text = search.trim();
  return useQuery(
    queryOptions({
      queryKey: [...locationPickerKey, 'search', text],
      queryFn: ({ signal }) => searchLocations(text, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/** One location by id (a filter read from the URL), to show its label. */
export function useLocationById(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...locationPickerKey, 'one', id],
      queryFn: async ({ signal }) => {
        const { code, description } = await apiClient.get<LocationOption>(`/locations/${id}`, signal);
        return { id: id!, code, description };
      },
      enabled: id !== null,
      staleTime: Infinity,
    }),
  );
}
