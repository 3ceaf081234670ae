import type { CategoryView } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /categories: a few dozen names, never paged. */
export function getCategories(signal?: AbortSignal): Promise<CategoryView[]> {
  return apiClient.get<CategoryView[]>('/categories', signal);
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.categories, queryFn: ({ signal }) => getCategories(signal), staleTime: 60_000 });

/** The categories, shared by inventory, receipts and the cost screen. */
export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
