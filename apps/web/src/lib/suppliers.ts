import type { Supplier } from '@bodega/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

/** GET /suppliers: the suppliers, by name (admin). Shared by the purchase-order dialog and the ingreso form. */
export const suppliersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.suppliers,
    queryFn: ({ signal }) => apiClient.get<Supplier[]>('/suppliers?per_page=100', signal),
    staleTime: 60_000,
  });

export function useSuppliers(enabled = true) {
  return useQuery({ ...suppliersQueryOptions(), enabled });
}
