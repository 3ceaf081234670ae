import { describe, expect, it } from 'vitest';
import { defineListParams } from './list-params';

const list = defineListParams({
  filters: {
    search: { kind: 'text', param: 'q', trim: true },
    from: { kind: 'day', param: 'desde' },
    cancelled: { kind: 'flag', param: 'anuladas' },
    status: { kind: 'choice', param: 'estado', values: ['Pendiente', 'Completado'] },
    location: { kind: 'id', param: 'ubicacion' },
  },
  page: { param: 'pagina', base: 1 },
  pageSize: { param: 'por_pagina', default: 10 },
});

describe('list URL parameters', () => {
  it('reads typed state and drops malformed values', () => {
    expect(
      list.read(new URLSearchParams('q=x&desde=ayer&anuladas=1&estado=Raro&ubicacion=0x1&pagina=-1&por_pagina=abc')),
    ).toEqual({
      search: 'x',
      from: '',
      cancelled: true,
      status: '',
      location: null,
      page: 1,
      pageSize: 10,
    });
    expect(list.read(new URLSearchParams('estado=Pendiente&ubicacion=7&pagina=3&por_pagina=25'))).toMatchObject({
      status: 'Pendiente',
      location: 7,
      page: 3,
      pageSize: 25,
    });
  });

  it('goes back to page 1 on a filter change, leaves defaults out and keeps other parameters', () => {
    const current = new URLSearchParams('dialogo=5&q=x&pagina=3');
    expect(list.write(current, { search: '  UCI ' }).toString()).toBe('dialogo=5&q=UCI');
    expect(list.write(current, { page: 1 }).toString()).toBe('dialogo=5&q=x');
    expect(list.write(current, { page: 4 }).toString()).toBe('dialogo=5&q=x&pagina=4');
    expect(list.write(current, { pageSize: 25 }).toString()).toBe('dialogo=5&q=x&por_pagina=25');
    expect(list.write(current, { cancelled: true, location: 9 }).toString()).toBe('dialogo=5&q=x&anuladas=1&ubicacion=9');
  });

  it('counts a 0-based page for the DataGrid', () => {
    const grid = defineListParams({ filters: {}, page: { param: 'pagina', base: 0 } });
    expect(grid.read(new URLSearchParams('pagina=2')).page).toBe(1);
    expect(grid.write(new URLSearchParams(), { page: 2 }).toString()).toBe('pagina=3');
    expect(grid.write(new URLSearchParams('pagina=3'), { page: 0 }).toString()).toBe('');
  });
});
