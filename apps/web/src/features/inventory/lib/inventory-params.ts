import { isStockStatusFilter, type StockStatusFilter } from '@bodega/domain';

/** Spec 1 §9: the inventory table shows 15 products per page. */
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

function positiveInt(text: string | null): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}

export function readInventoryParams(search: URLSearchParams): InventoryParams {
  const status = search.get('estado');
  return {
    search: search.get('q') ?? '',
    category: search.get('categoria') ?? '',
    locationId: positiveInt(search.get('ubicacion')),
    stockStatus: isStockStatusFilter(status) ? status : null,
    includeInactive: search.get('inactivos') === '1',
    page: positiveInt(search.get('pagina')) ?? 1,
  };
}

/**
 * Applies a change to the URL's parameters, keeping those of other features (dialogs). Any
 * change of a filter goes back to the first page.
 */
export function writeInventoryParams(current: URLSearchParams, change: Partial<InventoryParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (change.search !== undefined) set('q', change.search.trim());
  if (change.category !== undefined) set('categoria', change.category);
  if (change.locationId !== undefined) set('ubicacion', change.locationId ? String(change.locationId) : null);
  if (change.stockStatus !== undefined) set('estado', change.stockStatus);
  if (change.includeInactive !== undefined) set('inactivos', change.includeInactive ? '1' : null);
  const page = change.page ?? 1;
  set('pagina', page > 1 ? String(page) : null);
  return next;
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
