import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { INVENTORY_PAGE_SIZE, inventoryFilterQuery, type InventoryParams } from '../lib/inventory-params';
import { toQueryString } from '../lib/query-string';
import { inventoryKey, type InventoryPage } from './types';

/** Inventory data refreshes every 5000 ms. */
export const INVENTORY_REFRESH_MS = 5000;

/** One page of products with their lots, grouped, filtered and counted on the server. */
export function getInventory(params: InventoryParams, signal?: AbortSignal): Promise<InventoryPage> {
  const query = toQueryString({ ...inventoryFilterQuery(params), page: params.page, per_page: INVENTORY_PAGE_SIZE });
  return apiRequest<InventoryPage>(`/inventory${query}`, { signal });
}

export const inventoryQueryOptions = (params: InventoryParams) =>
  queryOptions({
    queryKey: [...inventoryKey, 'list', params],
    queryFn: ({ signal }) => getInventory(params, signal),
    // The table keeps the last page on screen while the next one (or the refresh) loads.
    placeholderData: keepPreviousData,
    refetchInterval: INVENTORY_REFRESH_MS,
  });

export function useInventory(params: InventoryParams) {
  return useQuery(inventoryQueryOptions(params));
}
