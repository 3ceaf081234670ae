import { describe, expect, it } from 'vitest';
import { guardRoute } from '../access/route-table';
import type { Role } from '../access/roles';
import { TOUR_LAYOUT, TOUR_NOTICES, TOUR_TIMING } from './tour-constants';
import { ADMIN_TOUR, OPERATOR_TOUR, VIEWER_TOUR, tourFor, tourTargetSelector, type TourStep } from './tour-steps';
import { shouldShowWelcome, tourStorageKeys } from './tour-storage';

const routesOf = (steps: readonly TourStep[]) => steps.flatMap((step) => (step.route ? [step.route] : []));

describe('guided tour steps per role', () => {
  it('takes the admin through facilities, inventory, receipts, orders, picking assignment, costs, analytics, traceability and dispatch', () => {
    expect(routesOf(ADMIN_TOUR)).toEqual([
      '/instalaciones',
      '/inventario',
      '/ingresos',
      '/orders',
      '/picking-assignment',
      '/cost-management',
      '/analytics',
      '/trazabilidad',
      '/despachos',
    ]);
    expect(ADMIN_TOUR.find((step) => step.route === '/despachos')?.target).toBe('despachos-tabs');
  });

  it('takes the operator through picking tasks and inventory lookup', () => {
    expect(routesOf(OPERATOR_TOUR)).toEqual(['/operator', '/inventario']);
  });

  it('takes the viewer through read-only analytics, orders, inventory and traceability', () => {
    expect(routesOf(VIEWER_TOUR)).toEqual(['/analytics', '/orders', '/inventario', '/trazabilidad']);
    for (const step of VIEWER_TOUR.filter((s) => s.route && s.route !== '/trazabilidad'))
      expect(step.content).toContain('solo lectura');
  });

  it('gives an unknown role the admin tour', () => {
    expect(tourFor('admin')).toBe(ADMIN_TOUR);
    expect(tourFor('operator')).toBe(OPERATOR_TOUR);
    expect(tourFor('viewer')).toBe(VIEWER_TOUR);
    expect(tourFor('user')).toBe(ADMIN_TOUR);
    expect(tourFor('otro')).toBe(ADMIN_TOUR);
  });

  it('only opens screens the role may open, and ends on the help menu', () => {
    const tours: Array<[Role, readonly TourStep[]]> = [
      ['admin', ADMIN_TOUR],
      ['operator', OPERATOR_TOUR],
      ['viewer', VIEWER_TOUR],
    ];
    for (const [role, steps] of tours) {
      for (const route of routesOf(steps)) expect(guardRoute(route, role), `${role} ${route}`).toEqual({ kind: 'allow' });
      expect(steps.at(-1)?.target).toBe('help-menu');
      expect(new Set(steps.map((step) => step.id)).size).toBe(steps.length);
      for (const step of steps) {
        expect(step.title.trim()).not.toBe('');
        expect(step.content.length).toBeGreaterThan(20);
        expect(step.target).toMatch(/^[a-z-]+$/);
      }
    }
  });

  it('selects the element by its data-tour attribute', () => {
    expect(tourTargetSelector({ target: 'help-menu' })).toBe('[data-tour="help-menu"]');
  });
});

describe('tour flags and constants', () => {
  it('keeps one pair of flags per role', () => {
    expect(tourStorageKeys('admin')).not.toEqual(tourStorageKeys('viewer'));
    expect(tourStorageKeys('operator').completed).toContain('operator');
    expect(tourStorageKeys('operator').welcomeSeen).not.toBe(tourStorageKeys('operator').completed);
  });

  it('shows the welcome unless both flags are stored', () => {
    expect(shouldShowWelcome({ welcomeSeen: false, completed: false })).toBe(true);
    expect(shouldShowWelcome({ welcomeSeen: true, completed: false })).toBe(true);
    expect(shouldShowWelcome({ welcomeSeen: false, completed: true })).toBe(true);
    expect(shouldShowWelcome({ welcomeSeen: true, completed: true })).toBe(false);
  });

  it('uses the timings, sizes and notices of the spec', () => {
    expect(TOUR_TIMING).toMatchObject({
      welcomeDelayMs: 1500,
      stepActionDelayMs: 300,
      targetClickAdvanceMs: 500,
      noticeMs: 4000,
    });
    expect(TOUR_LAYOUT).toEqual({ spotlightPadding: 8, tooltipWidth: 350, tooltipMinHeight: 200 });
    expect(Object.values(TOUR_NOTICES)).toHaveLength(9);
    expect(TOUR_NOTICES.reset).toBe('Tour reseteado. Puedes iniciarlo nuevamente');
  });
});
