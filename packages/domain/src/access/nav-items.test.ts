import { describe, expect, it } from 'vitest';
import { findScreenRoute, guardRoute } from './route-table';
import { NAV_ITEMS, navItemsFor } from './nav-items';

const labels = (role: Parameters<typeof navItemsFor>[0], available?: (path: string) => boolean) =>
  navItemsFor(role, available).map((item) => item.label);

describe('navItemsFor', () => {
  it('gives each role the entries', () => {
    expect(labels('operator')).toEqual(['Mi Dashboard', 'Consultar Inventario']);
    expect(labels('admin')).toEqual([
      'Ingresos',
      'Egresos',
      'Gestión de Inventario',
      'Instalaciones',
      'Movimientos Internos',
      'Gestión de Despachos',
      'Gestión de Órdenes',
      'Sistema de Trazabilidad',
      'Trazabilidad DM',
      'Asignación de Servicios',
      'Picking Inteligente',
      'Picking por Olas',
      'Gestión de Usuarios',
      'Gestión de Costos y Precios',
      'Análisis',
      'Conteos',
    ]);
    expect(labels('viewer')).toEqual([
      'Gestión de Inventario',
      'Gestión de Órdenes',
      'Sistema de Trazabilidad',
      'Trazabilidad DM',
      'Análisis',
    ]);
    expect(labels('user')).toEqual(['Consultar Inventario']);
  });

  it('hides entries whose screen is not in the build', () => {
    const built = new Set(['/inventario', '/users']);
    expect(labels('admin', (path) => built.has(path))).toEqual(['Gestión de Inventario', 'Gestión de Usuarios']);
    expect(labels('operator', (path) => built.has(path))).toEqual(['Consultar Inventario']);
  });

  it('never offers an entry the route guard would refuse', () => {
    for (const item of NAV_ITEMS) {
      for (const role of item.roles) expect(guardRoute(item.path, role)).toEqual({ kind: 'allow' });
    }
  });

  it('offers each entry to every role the route table lets open it (operators reach picking from their dashboard)', () => {
    const reachedElsewhere = new Set(['/intelligent-picking operator']);
    for (const item of NAV_ITEMS) {
      const route = findScreenRoute(item.path)!;
      const sidebar = new Set(NAV_ITEMS.filter((other) => other.path === item.path).flatMap((other) => other.roles));
      for (const role of route.roles)
        if (!reachedElsewhere.has(`${item.path} ${role}`)) expect(sidebar.has(role), `${item.path} ${role}`).toBe(true);
    }
  });
});
