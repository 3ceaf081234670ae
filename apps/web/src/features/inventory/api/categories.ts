import type { CategoryInput } from '@bodega/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useInvalidateResources } from '../../../lib/resources/invalidate';
import type { Category } from './types';

// The category writes; the list itself is the shared lib/resources/categories.

export function saveCategory({ id, payload }: { id: number | null; payload: CategoryInput }): Promise<Category> {
  return id === null ? apiClient.post<Category>('/categories', payload) : apiClient.put<Category>(`/categories/${id}`, payload);
}

export function deleteCategory(id: number): Promise<{ id: number }> {
  return apiClient.delete<{ id: number }>(`/categories/${id}`);
}

function useInvalidateCategories() {
  // A rename also renames the products' category, so product lists and inventory refresh too.
  return useInvalidateResources(['categories', 'products', 'inventory']);
}

export function useSaveCategory() {
  const onSuccess = useInvalidateCategories();
  return useMutation({ mutationFn: saveCategory, onSuccess });
}

export function useDeleteCategory() {
  const onSuccess = useInvalidateCategories();
  return useMutation({ mutationFn: deleteCategory, onSuccess });
}
