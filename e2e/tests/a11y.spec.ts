import { expect, test } from '@playwright/test';
import { SCREEN_ROUTES } from '../../packages/domain/src/access/route-table';
import { pattern, screensFor, seriousViolations, transitionsEnded } from '../support/a11y';
import { loginAs } from '../support/login';

// The login screen and the toasts; each role's screens are scanned in tests/a11y-<role>.spec.ts.

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

test('every toast variant (warning, error, success and the tour notice’s info) has no serious or critical violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'admin');
  // Each toast opened by what a user does, then scanned (contrast included) while it shows.
  const scanToast = async (variant: 'warning' | 'error' | 'success' | 'info', text: string | RegExp) => {
    const toast = page.locator(`.notistack-MuiContent-${variant}`).filter({ hasText: text });
    await expect(toast).toBeVisible();
    await transitionsEnded(page);
    expect(await seriousViolations(page, `.notistack-MuiContent-${variant}`), variant).toEqual([]);
  };

  // Warning: one order is not enough to consolidate.
  await page.goto('/despachos');
  await page
    .getByRole('grid', { name: 'Órdenes recolectadas' })
    .locator('.MuiDataGrid-row')
    .first()
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: /^Consolidar Órdenes/ }).click();
  await scanToast('warning', /al menos 2 órdenes/i);

  // Error: the dispatch export fails.
  await page.route(/\/api\/despachos\/dispatches\/export/, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Falla simulada' }) }),
  );
  await page.goto('/despachos?tab=historial');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  await scanToast('error', /./);

  // Success, then info: the tour is reset, and its welcome skipped says where to start it later.
  await page.getByRole('button', { name: 'Ayuda' }).click();
  await page.getByRole('menuitem', { name: 'Resetear tour' }).click();
  await scanToast('success', 'Tour reseteado. Puedes iniciarlo nuevamente');
  await page.reload();
  const welcome = page.getByRole('dialog', { name: '¡Bienvenido a Bodega Clínica!' });
  await welcome.getByRole('button', { name: 'Omitir' }).click({ timeout: 15_000 });
  await scanToast('info', 'Puedes iniciar el tour en cualquier momento desde el botón de ayuda');
});
