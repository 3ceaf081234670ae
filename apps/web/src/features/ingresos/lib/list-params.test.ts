import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-params';

describe('ingresos list params', () => {
  it('reads defaults and ignores bad values', () => {
    expect(readListParams(new URLSearchParams('page=-2&status=Raro&dateFrom=ayer'))).toEqual({
      page: 1,
      status: '',
      dateFrom: '',
      dateTo: '',
      search: '',
    });
    expect(readListParams(new URLSearchParams('page=3&status=Pendiente&dateTo=2026-01-31&search=OC'))).toMatchObject({
      page: 3,
      status: 'Pendiente',
      dateTo: '2026-01-31',
      search: 'OC',
    });
  });

  it('resets the page when a filter changes and keeps other params', () => {
    const next = writeListParams(new URLSearchParams('page=4&search=OC&tab=x'), { status: 'Completado' });
    expect(next.get('page')).toBeNull();
    expect(next.get('status')).toBe('Completado');
    expect(next.get('search')).toBe('OC');
    expect(next.get('tab')).toBe('x');
    expect(writeListParams(next, { page: 2 }).get('page')).toBe('2');
    expect(writeListParams(next, { search: '' }).has('search')).toBe(false);
  });
});
