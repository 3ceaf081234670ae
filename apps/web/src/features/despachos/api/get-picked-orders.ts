import type { pickedOrdersPageSchema } from '@bodega/domain';
import type { z } from 'zod';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryString, type PickedOrdersState } from '../lib/list-params';
import { despachosKey } from './keys';

type PickedOrdersPage = z.infer<typeof pickedOrdersPageSchema>;

/** GET /despachos/picked-orders: one page of orders ready to consolidate (or with the status filter). */
export function getPickedOrders(state: PickedOrdersState, signal?: AbortSignal): Promise<PickedOrdersPage> {
  const query = queryString({
    status: state.status,
    customer: state.customer.trim(),
    priority: state.priority,
    search: state.search.trim(),
    page: state.page,
    per_page: 10,
  });
  return apiRequest<PickedOrdersPage>(`/despachos/picked-orders?${query}`, { signal });
}

export function usePickedOrders(state: PickedOrdersState) {
  return useQuery(
    queryOptions({
      queryKey: [...despachosKey, 'picked-orders', state],
      queryFn: ({ signal }) => getPickedOrders(state, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
