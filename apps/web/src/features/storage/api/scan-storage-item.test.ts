import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { storageListKey } from './get-storage-list';
import { applyScannedItem } from './scan-storage-item';
import { storageItem } from '../test/storage-item';
import type { StorageItem, StorageListDetail } from './types';

const item = storageItem;

const list = (items: StorageItem[]) =>
  ({
    id: 1,
    status: 'in_progress',
    total_items: items.length,
    completed_items: 0,
    progress: 0,
    storage_items: items,
  }) as StorageListDetail;

describe('applyScannedItem', () => {
  it('puts the answered item into the cached list and counts it once when stored', async () => {
    const client = new QueryClient();
    client.setQueryData(storageListKey(1), list([item(1), item(2), item(3)]));

    await applyScannedItem(client, 1, item(2, { location_scanned: true }));
    let cached = client.getQueryData<StorageListDetail>(storageListKey(1))!;
    expect(cached.storage_items[1]).toMatchObject({ id: 2, location_scanned: true });
    expect(cached).toMatchObject({ completed_items: 0, progress: 0 });

    const stored = item(2, {
      location_scanned: true,
      status: 'stored',
      quantity_scanned: 3,
      stored_at: '2026-11-21T03:00:00.000Z',
    });
    await applyScannedItem(client, 1, stored);
    await applyScannedItem(client, 1, stored); // the same answer twice counts once
    cached = client.getQueryData<StorageListDetail>(storageListKey(1))!;
    expect(cached.storage_items.map((i) => i.status)).toEqual(['pending', 'stored', 'pending']);
    expect(cached).toMatchObject({ completed_items: 1, progress: 33 });
  });

  it('leaves the cache alone when the list is not loaded or the item is not in it', async () => {
    const client = new QueryClient();
    await applyScannedItem(client, 1, item(1));
    expect(client.getQueryData(storageListKey(1))).toBeUndefined();
    client.setQueryData(storageListKey(1), list([item(1)]));
    await applyScannedItem(client, 1, item(9, { status: 'stored' }));
    expect(client.getQueryData<StorageListDetail>(storageListKey(1))).toMatchObject({ completed_items: 0 });
  });
});
