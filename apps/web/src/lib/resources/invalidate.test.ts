import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { facilityListsKey } from '../../components/pickers/api/facility-lists';
import { productSearchKey } from '../../components/pickers/api/search-products';
import { locationPickerKey } from '../../components/pickers/api/search-locations';
import { facilitiesKey } from '../../features/facilities/api/types';
import { categoriesKey, productsKey } from '../../features/inventory/api/types';
import { queryKeys } from '../query-keys';
import { categoriesQueryOptions } from './categories';
import { invalidateResources } from './invalidate';

function seeded(keys: ReadonlyArray<readonly unknown[]>): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, ['cached']);
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('shared resources', () => {
  it('one categories list for every feature: a category written in inventory refreshes the receipt form', async () => {
    const client = seeded([categoriesQueryOptions().queryKey, [...queryKeys.products, 'list', {}]]);
    expect(categoriesQueryOptions().queryKey).toEqual(categoriesKey);
    await invalidateResources(client, ['categories']);
    expect(stale(client, categoriesKey)).toBe(true);
    expect(stale(client, [...queryKeys.products, 'list', {}])).toBe(false);
  });

  it('a facilities write refreshes the facilities screen, the cascades and the location pickers', async () => {
    const keys = [
      [...facilitiesKey, 'warehouses'],
      [...facilityListsKey, 'zones', 3],
      [...locationPickerKey, 'search', 'A'],
    ];
    const client = seeded(keys);
    await invalidateResources(client, ['facilities']);
    for (const key of keys) expect(stale(client, key), key.join('/')).toBe(true);
  });

  it('a product write refreshes the product pickers and lists', async () => {
    const keys = [
      [...productSearchKey, 'ingresos', 'GAS'],
      [...productsKey, 'one', 7],
    ];
    const client = seeded(keys);
    await invalidateResources(client, ['products']);
    for (const key of keys) expect(stale(client, key), key.join('/')).toBe(true);
  });

  it('operators are users: a user change refreshes every operator picker', async () => {
    const client = seeded([queryKeys.operators]);
    await client.invalidateQueries({ queryKey: ['users'] });
    expect(stale(client, queryKeys.operators)).toBe(true);
  });
});
