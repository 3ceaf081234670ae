import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SCREEN_ROUTES } from '../../packages/domain/src/access/route-table';
import { apiAs, assignedPickingList, assignedStorageList } from '../support/api';
import { DEMO_USERS, loginAs, pageTitle, type DemoRole } from '../support/login';

// Issue 29: axe-core on every screen of the route table for every role that sees it, with the
// tabs and the main dialogs open: no serious or critical violation.

/** A screen to scan: its path, then tabs or buttons to press (a tab, then a dialog it opens). */
interface Screen {
  path: string;
  open?: Array<{ role: 'tab' | 'button'; name: string }>;
}

const tab = (name: string) => ({ role: 'tab' as const, name });
const button = (name: string) => ({ role: 'button' as const, name });

/** Ids the detail routes need, looked up or made once (`:id` in the route table). */
interface Ids {
  wave: number;
  storage: number;
  picking: number;
}

function screensFor(role: DemoRole, ids: Ids): Screen[] {
  const execution: Screen[] = [{ path: `/intelligent-picking/${ids.picking}` }, { path: `/storage-execution/${ids.storage}` }];
  const help: Screen[] = [{ path: '/ayuda' }, { path: '/ayuda/recepcion' }, { path: '/no-existe' }];
  if (role === 'operator') {
    return [
      { path: '/operator' },
      { path: '/operator?tab=picking' },
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
    ...help,
  ];
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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

const pattern = (path: string) =>
  path
    .split('?')[0]!
    .replace(/\/\d+$/, '/:id')
    .replace(/^\/ayuda\/[^/]+$/, '/ayuda/:area');

test('the scan covers every screen of the route table for every role that sees it', () => {
  const ids = { wave: 1, storage: 1, picking: 1 };
  for (const role of ['admin', 'operator', 'viewer'] as const) {
    const scanned = new Set(screensFor(role, ids).map((screen) => pattern(screen.path)));
    const routes = SCREEN_ROUTES.filter((route) => route.roles.includes(role)).map((route) => route.path);
    expect(
      routes.filter((route) => !scanned.has(route)),
      role,
    ).toEqual([]);
  }
});

test('the login screen has no serious or critical violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const role of ['admin', 'operator', 'viewer'] as const) {
  // One signed-in page per role and one test for all its screens (a test each cost a minute of
  // CI time in start-up alone); every screen is scanned and the failures are reported together.
  test(`axe as ${role}: every screen, tab and main dialog`, async ({ browser, request }) => {
    test.setTimeout(role === 'admin' ? 420_000 : 180_000);
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const waves = await admin.get<Array<{ id: number }>>('/api/wave-picking/waves');
    const ids: Ids = {
      wave: waves[0]!.id,
      storage: (await assignedStorageList(admin, 1)).id,
      picking: (await assignedPickingList(admin, 1)).id,
    };
    const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await loginAs(page, role);
    const failures: Record<string, string[]> = {};
    for (const screen of screensFor(role, ids)) {
      const label = [screen.path, ...(screen.open ?? []).map((step) => step.name)].join(' → ');
      await page.goto(screen.path);
      await expect(pageTitle(page), label).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      for (const step of screen.open ?? []) {
        await page.getByRole(step.role, { name: step.name, exact: true }).first().click();
      }
      if (screen.open?.at(-1)?.role === 'button') await expect(page.getByRole('dialog').first(), label).toBeVisible();
      await page.waitForTimeout(500);
      const violations = await seriousViolations(page);
      if (violations.length > 0) failures[label] = violations;
    }
    await context.close();
    expect(failures).toEqual({});
  });
}
