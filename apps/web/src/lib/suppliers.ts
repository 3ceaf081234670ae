import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** A supplier (issue 28), chosen in purchase orders and receipts. */
export interface Supplier {
  id: number;
  name: string;
  rut: string;
  contact_name: string | null;
  contact_phone: string | null;
  contact_email: string | null;
}

/** GET /suppliers: the suppliers, by name (admin). Shared by the purchase-order dialog and the ingreso form. */
export const suppliersQueryOptions = () =>
  queryOptions({
    queryKey: ['suppliers'],
    queryFn: ({ signal }) => apiClient.get<Supplier[]>('/suppliers?per_page=100', signal),
    staleTime: 60_000,
  });

export function useSuppliers(enabled = true) {
  return useQuery({ ...suppliersQueryOptions(), enabled });
}
