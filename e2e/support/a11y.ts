import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiAs, assignedPickingList, assignedStorageList } from './api';
import { DEMO_USERS, loginAs, pageTitle, type DemoRole } from './login';

// Axe-core on every screen of the route table for every role that sees it, with the tabs and the
// main dialogs open: no serious or critical violation. Each role's scans are a spec file of their
// own (tests/a11y-<role>.spec.ts) so that lanes can run them side by side.

/** A screen to scan: its path, then tabs or buttons to press (a tab, then a dialog it opens). */
export interface Screen {
  path: string;
  open?: Array<{ role: 'tab' | 'button'; name: string }>;
}

export const tab = (name: string) => ({ role: 'tab' as const, name });
export const button = (name: string) => ({ role: 'button' as const, name });

/** Ids the detail routes need, looked up or made once (`:id` in the route table). */
export interface Ids {
  wave: number;
  storage: number;
  picking: number;
}

export function screensFor(role: DemoRole, ids: Ids): Screen[] {
  const execution: Screen[] = [{ path: `/intelligent-picking/${ids.picking}` }, { path: `/storage-execution/${ids.storage}` }];
  const help: Screen[] = [{ path: '/alertas' }, { path: '/ayuda' }, { path: '/ayuda/recepcion' }, { path: '/no-existe' }];
  if (role === 'operator') {
    return [
      { path: '/operator' },
      { path: '/operator?tab=picking' },
      { path: '/operator?tab=conteos' },
      { path: '/operator-storage-dashboard' },
      { path: '/inventario' },
      { path: '/intelligent-picking' },
      ...execution,
      ...help,
    ];
  }
  const shared: Screen[] = [
    { path: '/inventario' },
    { path: '/trazabilidad' },
    { path: '/trazabilidad-dm' },
    { path: '/analytics' },
    { path: '/orders' },
  ];
  if (role === 'viewer') return [...shared, ...help];
  return [
    ...shared,
    { path: '/orders', open: [button('Nueva Orden')] },
    { path: '/ingresos' },
    { path: '/ingresos', open: [button('Nuevo Ingreso')] },
    { path: '/egresos' },
    { path: '/egresos', open: [button('Nueva Salida')] },
    { path: '/movimientos-internos' },
    { path: '/movimientos-internos', open: [button('Nuevo Movimiento')] },
    { path: '/instalaciones' },
    { path: '/instalaciones', open: [button('Nueva Bodega')] },
    { path: '/cost-management' },
    { path: '/cost-management?tab=purchase-orders' },
    { path: '/cost-management?tab=suppliers' },
    { path: '/cost-management?tab=suppliers', open: [button('Nuevo Proveedor')] },
    { path: '/picking-assignment' },
    { path: '/service-assignment' },
    { path: '/intelligent-picking' },
    ...execution,
    { path: '/wave-picking' },
    { path: '/wave-picking', open: [tab('Analizar Órdenes')] },
    { path: '/wave-picking', open: [tab('Sugerencias')] },
    { path: '/wave-picking', open: [tab('Configuración')] },
    { path: `/wave-picking/${ids.wave}` },
    { path: '/despachos' },
    { path: '/despachos?tab=muelles' },
    { path: '/despachos?tab=muelles', open: [button('Nuevo Muelle')] },
    { path: '/despachos?tab=envios' },
    { path: '/despachos?tab=envios', open: [button('Nuevo Envío')] },
    { path: '/despachos?tab=historial' },
    { path: '/despachos?tab=historial', open: [button('Nuevo Despacho')] },
    { path: '/users' },
    { path: '/users', open: [button('Nuevo Usuario')] },
    { path: '/conteos' },
    { path: '/conteos?tab=aprobar' },
    { path: '/conteos?tab=plan' },
    { path: '/conteos?tab=historial' },
    ...help,
  ];
}

/** Serious and critical violations on the page, or only inside `within` (a dialog over a page scanned on its own). */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only violations are read: passes and incompletes keep one node each, which spares axe building a
    // selector for every node of the page (most of its time on the large tables).
    .options({ resultTypes: ['violations'] });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Waits for entrance transitions to end, so no half-faded text is judged for contrast.
 * (Spinners loop forever and are left out.)
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

export const pattern = (path: string) =>
  path
    .split('?')[0]!
    .replace(/\/\d+$/, '/:id')
    .replace(/^\/ayuda\/[^/]+$/, '/ayuda/:area');

/** Scans every screen `role` sees, each (with its tab or dialog open) its own test. */
export function scanScreensAs(role: DemoRole): void {
  test.describe(`axe as ${role}`, () => {
    // One signed-in page per role, each screen (with its tab or dialog open) its own test. Not
    // serial: a failing screen does not skip the others (the worker restarts and signs in again).
    // Generous limits: axe on a large screen takes seconds on a loaded two-core machine.
    test.describe.configure({ timeout: 120_000 });
    let context: BrowserContext;
    let page: Page;
    // Detail routes need ids; the lists are made once per role, before its screens are scanned.
    const ids: Ids = { wave: 0, storage: 0, picking: 0 };
    test.beforeAll(async ({ browser, request }) => {
      test.setTimeout(120_000);
      const admin = await apiAs(request, DEMO_USERS.admin.email);
      const waves = await admin.get<Array<{ id: number }>>('/api/wave-picking/waves');
      ids.wave = waves[0]!.id;
      ids.storage = (await assignedStorageList(admin, 1)).id;
      ids.picking = (await assignedPickingList(admin, 1)).id;
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      await loginAs(page, role);
    });
    test.afterAll(async () => context?.close());

    // The screens are listed with placeholder ids; each test reads the real ones made above.
    screensFor(role, { wave: 0, storage: 0, picking: 0 }).forEach((listed, index) => {
      const label = [listed.path.replace(/\/0$/, '/:id'), ...(listed.open ?? []).map((step) => step.name)].join(' → ');
      test(`${label} has no serious or critical violation`, async () => {
        const screen = screensFor(role, ids)[index]!;
        await page.goto(screen.path);
        await expect(pageTitle(page)).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        for (const step of screen.open ?? []) {
          await page.getByRole(step.role, { name: step.name, exact: true }).first().click();
        }
        const dialogOpen = screen.open?.at(-1)?.role === 'button';
        if (dialogOpen) await expect(page.getByRole('dialog').first()).toBeVisible();
        await transitionsEnded(page);
        expect(await seriousViolations(page, dialogOpen ? '[role="dialog"]' : undefined)).toEqual([]);
      });
    });
  });
}
