import { describe, expect, it } from 'vitest';
import { readOrdersState, writeOrdersState } from './list-params';

describe('orders list state in the URL', () => {
  it('reads valid filters and ignores bad ones', () => {
    expect(readOrdersState(new URLSearchParams('estado=assigned&cliente=7&desde=2026-01-02&hasta=nope&pagina=3'))).toEqual({
      status: 'assigned',
      customerId: 7,
      dateFrom: '2026-01-02',
      dateTo: '',
      page: 2,
      pageSize: 10,
    });
    expect(readOrdersState(new URLSearchParams('estado=foo&cliente=0x1')).status).toBe('');
    expect(readOrdersState(new URLSearchParams('cliente=0x1')).customerId).toBeNull();
  });

  it('a filter change resets the page', () => {
    const next = writeOrdersState(new URLSearchParams('pagina=4'), { customerId: 3 });
    expect(next.toString()).toBe('cliente=3');
    expect(writeOrdersState(next, { page: 1 }).toString()).toBe('cliente=3&pagina=2');
  });
});
