import type { CustomerInput, CustomerResponse as Customer } from '@bodega/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** A customer of sales orders (Customer), as the API answers it. */
export type { Customer };

export const customersQueryKey = queryKeys.customers;

/** GET /orders/customers/search?q=: by name or RUT (with or without dots). */
export const customerSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...customersQueryKey, 'search', q],
    queryFn: ({ signal }) => apiClient.get<Customer[]>(`/orders/customers/search?q=${encodeURIComponent(q)}&limit=20`, signal),
    staleTime: 30_000,
  });

export function useCustomerSearch(q: string) {
  return useQuery(customerSearchQueryOptions(q.trim()));
}

/** GET /orders/customers/{id}: the selected customer, to label a picker restored from the URL. */
export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: [...customersQueryKey, 'one', id],
    queryFn: ({ signal }) => apiClient.get<Customer>(`/orders/customers/${id}`, signal),
    enabled: id !== null,
    staleTime: 60_000,
  });
}

/** POST /orders/customers: the RUT is checked (mod 11) and must be new (409 otherwise). */
export function useCreateCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerInput) => apiClient.post<Customer>('/orders/customers', body),
    onSuccess: () => client.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
