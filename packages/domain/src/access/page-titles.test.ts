import { describe, expect, it } from 'vitest';
import { HELP_AREAS, findHelpArea } from './help-areas';
import { ROLES } from './roles';
import { DEFAULT_TITLE, NOT_FOUND_TITLE, SCREEN_ROUTES, documentTitleFor, guardRoute, pageTitleFor } from './route-table';

describe('page titles', () => {
  it('gives each route of the map its title', () => {
    expect(pageTitleFor('/ingresos', 'admin')).toBe('Gestión de Ingresos');
    expect(pageTitleFor('/analytics', 'viewer')).toBe('Análisis');
    expect(pageTitleFor('/operator', 'operator')).toBe('Dashboard del Operario');
    expect(pageTitleFor('/despachos', 'admin')).toBe('Gestión de Despachos');
    expect(pageTitleFor('/wave-picking', 'admin')).toBe('Picking por Olas');
    expect(pageTitleFor('/wave-picking/12', 'admin')).toBe('Detalle de Ola');
    expect(pageTitleFor('/trazabilidad', 'admin')).toBe('Sistema de Trazabilidad');
    expect(pageTitleFor('/cost-management', 'admin')).toBe('Gestión de Costos y Precios');
    expect(pageTitleFor('/picking-assignment', 'admin')).toBe('Asignación de Picking');
    expect(pageTitleFor('/users', 'admin')).toBe('Gestión de Usuarios');
    expect(pageTitleFor('/orders?status=pending', 'admin')).toBe('Gestión de Órdenes');
    expect(pageTitleFor('/intelligent-picking/7', 'operator')).toBe('Picking Inteligente');
  });

  it('titles inventory by role', () => {
    expect(pageTitleFor('/inventario', 'admin')).toBe('Gestión de Inventario');
    expect(pageTitleFor('/inventario', 'viewer')).toBe('Gestión de Inventario');
    expect(pageTitleFor('/inventario', 'operator')).toBe('Consultar Inventario');
  });

  it('titles the help index and each help area, and an unknown area as not found', () => {
    expect(pageTitleFor('/ayuda', 'viewer')).toBe('Centro de Ayuda');
    expect(pageTitleFor('/ayuda/recepcion', 'operator')).toBe('Ayuda: Recepción');
    expect(pageTitleFor('/ayuda/dispositivos-medicos', 'admin')).toBe('Ayuda: Dispositivos médicos y retiros');
    expect(pageTitleFor('/ayuda/no-existe', 'admin')).toBe(NOT_FOUND_TITLE);
  });

  it("shows 'Página no encontrada' for a path no screen serves", () => {
    expect(NOT_FOUND_TITLE).toBe('Página no encontrada');
    expect(pageTitleFor('/no-existe', 'admin')).toBe(NOT_FOUND_TITLE);
    expect(pageTitleFor('/inventario/extra', 'admin')).toBe(NOT_FOUND_TITLE);
  });

  it('gives every route a non-empty title and every help area a route any role may open', () => {
    for (const route of SCREEN_ROUTES) expect(route.title.trim()).not.toBe('');
    for (const role of ROLES) {
      expect(guardRoute('/ayuda', role)).toEqual({ kind: 'allow' });
      for (const area of HELP_AREAS) expect(guardRoute(`/ayuda/${area.slug}`, role)).toEqual({ kind: 'allow' });
    }
    expect(guardRoute('/ayuda', null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lists the nine help areas of the issue, each with a unique slug', () => {
    expect(HELP_AREAS.map((area) => area.slug)).toEqual([
      'recepcion',
      'almacenamiento',
      'salidas',
      'picking',
      'olas',
      'despacho',
      'movimientos',
      'trazabilidad',
      'dispositivos-medicos',
    ]);
    expect(findHelpArea('olas')?.title).toBe('Olas');
    expect(findHelpArea('x')).toBeUndefined();
  });

  it('builds the browser tab text from the title', () => {
    expect(documentTitleFor('Análisis')).toBe('Análisis | Bodega Clínica');
    expect(documentTitleFor(DEFAULT_TITLE)).toBe('Bodega Clínica');
    expect(documentTitleFor(NOT_FOUND_TITLE)).toBe('Página no encontrada | Bodega Clínica');
  });
});
