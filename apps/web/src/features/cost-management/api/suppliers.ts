import type { Supplier, SupplierInput } from '@bodega/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /suppliers: searched by name or RUT and paged on the server. */
export function useSuppliers(params: { search: string; page: number; per_page: number }, enabled = true) {
  const query = new URLSearchParams({ page: String(params.page), per_page: String(params.per_page) });
  if (params.search.trim()) query.set('search', params.search.trim());
  return useQuery({
    queryKey: [...queryKeys.suppliers, params],
    queryFn: ({ signal }) =>
      apiRequest<{ data: Supplier[]; pagination: { total: number } }>(`/suppliers?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /suppliers or PUT /suppliers/{id}. */
export function useSaveSupplier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: SupplierInput }) =>
      id === null ? apiClient.post<Supplier>('/suppliers', payload) : apiClient.put<Supplier>(`/suppliers/${id}`, payload),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.suppliers }),
  });
}

/** DELETE /suppliers/{id} (refused while orders or receipts name it). */
export function useDeleteSupplier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<{ id: number }>(`/suppliers/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.suppliers }),
  });
}
