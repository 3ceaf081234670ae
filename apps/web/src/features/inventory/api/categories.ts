import type { CategoryInput } from '@bodega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { categoriesKey, inventoryKey, productsKey, type Category } from './types';

// The four category endpoints share one small file: the list is never paged (a few dozen names).

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiClient.get<Category[]>('/categories', signal);
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoriesKey, queryFn: ({ signal }) => getCategories(signal) });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

export function saveCategory({ id, payload }: { id: number | null; payload: CategoryInput }): Promise<Category> {
  return id === null ? apiClient.post<Category>('/categories', payload) : apiClient.put<Category>(`/categories/${id}`, payload);
}

export function deleteCategory(id: number): Promise<{ id: number }> {
  return apiClient.delete<{ id: number }>(`/categories/${id}`);
}

function useInvalidateCategories() {
  const queryClient = useQueryClient();
  // A rename also renames the products' category, so product lists and inventory refresh too.
  return () =>
    Promise.all([categoriesKey, productsKey, inventoryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveCategory() {
  const onSuccess = useInvalidateCategories();
  return useMutation({ mutationFn: saveCategory, onSuccess });
}

export function useDeleteCategory() {
  const onSuccess = useInvalidateCategories();
  return useMutation({ mutationFn: deleteCategory, onSuccess });
}
