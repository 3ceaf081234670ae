import { describe, expect, it } from 'vitest';
import { filtersQuery, readListParams, writeListParams } from './list-params';

describe('movement list params', () => {
  it('reads filters and page from the URL, dropping invalid values', () => {
    expect(readListParams(new URLSearchParams('estado=Pendiente&tipo=reubicacion&desde=2026-11-01&q=gasa&pagina=3'))).toEqual({
      status: 'Pendiente',
      type: 'reubicacion',
      dateFrom: '2026-11-01',
      search: 'gasa',
      page: 3,
    });
    expect(readListParams(new URLSearchParams('estado=Borrado&tipo=x&desde=ayer&pagina=-2'))).toEqual({
      status: '',
      type: '',
      dateFrom: '',
      search: '',
      page: 1,
    });
  });

  it('goes back to page 1 when a filter changes and leaves defaults out', () => {
    const current = new URLSearchParams('estado=Pendiente&pagina=4&otro=1');
    expect(writeListParams(current, { type: 'consolidacion' }).toString()).toBe('estado=Pendiente&otro=1&tipo=consolidacion');
    expect(writeListParams(current, { page: 2 }).toString()).toBe('estado=Pendiente&pagina=2&otro=1');
    expect(writeListParams(current, { status: '' }).toString()).toBe('otro=1');
  });

  it('builds the server query with its own names, paged 15 at a time', () => {
    const query = filtersQuery({ status: 'Completado', type: '', dateFrom: '2026-11-02', search: ' MOV ', page: 2 }, true);
    expect(query.toString()).toBe('status=Completado&dateFrom=2026-11-02&search=MOV&page=2&per_page=15');
    expect(filtersQuery({ status: '', type: 'mantenimiento', dateFrom: '', search: '' }, false).toString()).toBe(
      'type=mantenimiento',
    );
  });
});
