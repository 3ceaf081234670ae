import { describe, expect, it } from 'vitest';
import type { StorageItem, StorageListDetail } from '../api/types';
import { storageItem } from '../test/storage-item';
import { backHref, codeMismatch, currentItem, isLastPending, listAction, locationLabel, readyToComplete } from './execution';

function item(id: number, sequence: number, status: 'pending' | 'stored'): StorageItem {
  return storageItem(id, { sequence, status });
}

function list(status: StorageListDetail['status'], items: StorageItem[]): StorageListDetail {
  return { id: 1, status, storage_items: items } as StorageListDetail;
}

describe('storage execution state', () => {
  it('works the first pending item in sequence order, only in progress', () => {
    const items = [item(1, 3, 'pending'), item(2, 1, 'stored'), item(3, 2, 'pending')];
    expect(currentItem(list('in_progress', items))?.id).toBe(3);
    expect(currentItem(list('assigned', items))).toBeNull();
    expect(currentItem(undefined)).toBeNull();
    expect(isLastPending(list('in_progress', items), items[2]!)).toBe(false);
    expect(isLastPending(list('in_progress', [items[0]!, items[1]!]), items[0]!)).toBe(true);
  });

  it('is ready to complete when every item is stored', () => {
    expect(readyToComplete(list('in_progress', [item(1, 1, 'stored')]))).toBe(true);
    expect(readyToComplete(list('in_progress', [item(1, 1, 'pending')]))).toBe(false);
    expect(readyToComplete(list('completed', [item(1, 1, 'stored')]))).toBe(false);
  });

  it('offers the operator action of each status', () => {
    expect(listAction({ id: 5, status: 'assigned' })).toEqual({ label: 'Iniciar', href: '/storage-execution/5' });
    expect(listAction({ id: 5, status: 'in_progress' })?.label).toBe('Continuar');
    expect(listAction({ id: 5, status: 'completed' })).toEqual({ label: 'Ver', href: '/storage-execution/5?view=true' });
    expect(listAction({ id: 5, status: 'cancelled' })).toBeNull();
  });

  it('goes back to the dashboard of the role', () => {
    expect(backHref('operator')).toBe('/operator');
    expect(backHref('admin')).toBe('/service-assignment?tab=storage');
  });

  it('describes a code mismatch with expected and scanned codes', () => {
    const it1 = item(1, 1, 'pending');
    expect(codeMismatch('PRODUCT_MISMATCH', 'No corresponde', it1, '123')).toEqual({
      message: 'No corresponde',
      product: 'Jeringa',
      expected: '7800000000017',
      scanned: '123',
    });
    expect(codeMismatch('LOT_MISMATCH', 'Otro lote', it1, 'X')?.expected).toBe('L1');
    expect(codeMismatch('CAPACITY_EXCEEDED', 'x', it1, 'X')).toBeNull();
  });

  it('labels a location by barcode, else code', () => {
    expect(locationLabel({ code: 'A-01', barcode: 'LOC-A01' })).toBe('LOC-A01');
    expect(locationLabel({ code: 'A-01', barcode: null })).toBe('A-01');
    expect(locationLabel(null)).toBe('—');
  });
});
