import { describe, expect, it } from 'vitest';
import { hasActiveFilters, inventoryFilterQuery, readInventoryParams, writeInventoryParams } from './inventory-params';

describe('inventory URL parameters', () => {
  it('reads defaults from an empty URL', () => {
    const params = readInventoryParams(new URLSearchParams());
    expect(params).toEqual({ search: '', category: '', locationId: null, stockStatus: null, includeInactive: false, page: 1 });
    expect(hasActiveFilters(params)).toBe(false);
  });

  it('ignores values the API would refuse', () => {
    const params = readInventoryParams(new URLSearchParams('ubicacion=abc&estado=raro&pagina=-2'));
    expect(params.locationId).toBeNull();
    expect(params.stockStatus).toBeNull();
    expect(params.page).toBe(1);
  });

  it('round-trips filters and resets the page when a filter changes', () => {
    let url = writeInventoryParams(new URLSearchParams('panel=categorias&pagina=3'), { search: ' gasa ', stockStatus: 'low' });
    expect(url.toString()).toBe('panel=categorias&q=gasa&estado=low');
    url = writeInventoryParams(url, { page: 2 });
    expect(readInventoryParams(url)).toMatchObject({ search: 'gasa', stockStatus: 'low', page: 2 });
    url = writeInventoryParams(url, { includeInactive: true, locationId: 7, category: 'Fármacos' });
    const params = readInventoryParams(url);
    expect(params).toMatchObject({ includeInactive: true, locationId: 7, category: 'Fármacos', page: 1 });
    expect(hasActiveFilters(params)).toBe(true);
    expect(inventoryFilterQuery(params)).toEqual({
      search: 'gasa',
      category: 'Fármacos',
      location_id: 7,
      stock_status: 'low',
      include_inactive: true,
    });
    url = writeInventoryParams(url, { search: '', stockStatus: null, locationId: null, includeInactive: false, category: '' });
    expect(url.toString()).toBe('panel=categorias');
  });
});
