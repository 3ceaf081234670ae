import { STOCK_FILTER_OPTIONS, isStockStatusFilter, type StockStatusFilter } from '@bodega/domain';
import { defineListParams } from '../../../lib/list-params';

/** The inventory table shows 15 products per page. */
export const INVENTORY_PAGE_SIZE = 15;

/** The inventory list's state, kept in the URL (page is 1-based as the API counts). */
export interface InventoryParams {
  search: string;
  category: string;
  locationId: number | null;
  stockStatus: StockStatusFilter | null;
  includeInactive: boolean;
  page: number;
}

const listParams = defineListParams({
  filters: {
    search: { kind: 'text', param: 'q', trim: true },
    category: { kind: 'text', param: 'categoria' },
    locationId: { kind: 'id', param: 'ubicacion' },
    stockStatus: { kind: 'choice', param: 'estado', values: STOCK_FILTER_OPTIONS.map((option) => option.value) },
    includeInactive: { kind: 'flag', param: 'inactivos' },
  },
  page: { param: 'pagina', base: 1 },
});

export function readInventoryParams(search: URLSearchParams): InventoryParams {
  const { stockStatus, ...state } = listParams.read(search);
  return { ...state, stockStatus: isStockStatusFilter(stockStatus) ? stockStatus : null };
}

/**
 * Applies a change to the URL's parameters, keeping those of other features (dialogs). Any
 * change of a filter goes back to the first page.
 */
export function writeInventoryParams(current: URLSearchParams, change: Partial<InventoryParams>): URLSearchParams {
  const { stockStatus, ...rest } = change;
  return listParams.write(current, {
    ...rest,
    ...('stockStatus' in change ? { stockStatus: stockStatus ?? '' } : {}),
    page: change.page ?? 1,
  });
}

export function hasActiveFilters(params: InventoryParams): boolean {
  return Boolean(params.search || params.category || params.locationId || params.stockStatus || params.includeInactive);
}

/** The API's filter query (list and export take the same filters). */
export function inventoryFilterQuery(params: InventoryParams) {
  return {
    search: params.search || undefined,
    category: params.category || undefined,
    location_id: params.locationId ?? undefined,
    stock_status: params.stockStatus ?? undefined,
    include_inactive: params.includeInactive,
  };
}
