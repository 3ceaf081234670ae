import { describe, expect, it } from 'vitest';
import { filtersQuery, readListState, writeListState } from './list-params';

describe('egresos list params', () => {
  it('reads defaults and ignores malformed values', () => {
    expect(readListState(new URLSearchParams('desde=ayer&pagina=-2&por_pagina=abc'))).toEqual({
      dateFrom: '',
      dateTo: '',
      search: '',
      includeCancelled: false,
      page: 0,
      pageSize: 10,
    });
    expect(
      readListState(new URLSearchParams('desde=2026-01-01&hasta=2026-01-31&q=EGR&anuladas=1&pagina=3&por_pagina=25')),
    ).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      search: 'EGR',
      includeCancelled: true,
      page: 2,
      pageSize: 25,
    });
  });

  it('writes pages 1-based and resets the page when a filter changes', () => {
    const paged = writeListState(new URLSearchParams('q=x'), { page: 2 });
    expect(paged.toString()).toBe('q=x&pagina=3');
    expect(writeListState(paged, { search: '  UCI ' }).toString()).toBe('q=UCI');
    expect(writeListState(paged, { page: 0 }).toString()).toBe('q=x');
    expect(writeListState(paged, { pageSize: 25 }).toString()).toBe('q=x&por_pagina=25');
    expect(writeListState(new URLSearchParams('anuladas=1'), { includeCancelled: false }).toString()).toBe('');
  });

  it('builds the API query with the server names', () => {
    expect(
      filtersQuery({ dateFrom: '2026-01-01', dateTo: '', search: ' PAB ', includeCancelled: true }, { page: 2, per_page: 10 }),
    ).toBe('dateFrom=2026-01-01&search=PAB&include_cancelled=true&page=2&per_page=10');
  });
});
