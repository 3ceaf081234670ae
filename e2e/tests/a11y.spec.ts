import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { loginAs, pageTitle, type DemoRole } from '../support/login';

// Issue 29: axe-core on every screen for every role that sees it: no serious or critical violation.

const SCREENS: Record<DemoRole, string[]> = {
  admin: [
    '/inventario',
    '/ingresos',
    '/egresos',
    '/movimientos-internos',
    '/instalaciones',
    '/cost-management',
    '/picking-assignment',
    '/service-assignment',
    '/intelligent-picking',
    '/users',
    '/trazabilidad',
    '/trazabilidad-dm',
    '/analytics',
    '/orders',
    '/ayuda',
    '/ayuda/recepcion',
    '/no-existe',
  ],
  operator: ['/operator', '/operator-storage-dashboard', '/inventario', '/intelligent-picking', '/ayuda', '/ayuda/picking'],
  viewer: ['/inventario', '/trazabilidad', '/trazabilidad-dm', '/analytics', '/orders', '/ayuda', '/ayuda/trazabilidad'],
};

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

test('the login screen has no serious or critical violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar Sesión' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const role of ['admin', 'operator', 'viewer'] as const) {
  test.describe(`axe as ${role}`, () => {
    // One signed-in page per role, each screen its own test.
    test.describe.configure({ mode: 'serial' });
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      await loginAs(page, role);
    });
    test.afterAll(async () => context?.close());

    for (const path of SCREENS[role]) {
      test(`${path} has no serious or critical violation`, async () => {
        await page.goto(path);
        await expect(pageTitle(page)).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
