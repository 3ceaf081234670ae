import { expect, test } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginAs, type DemoRole } from '../support/login';

// Visual review aid, run on demand: `SCREENSHOTS=1 npx playwright test screenshots`.
// Images go to <repo>/screenshots/, which git ignores.
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
const widths = [1280, 375] as const;
const shot = (name: string) => ({ path: path.join(outDir, `${name}.png`), fullPage: true });

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to capture screenshots');

for (const width of widths) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 768 ? 800 : 740 } });

    test('login page', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByText('Ubica tus activos!')).toBeVisible();
      await page.screenshot(shot(`login-${width}`));
      await page.getByRole('button', { name: 'Recuperar Contraseña' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot(shot(`login-recovery-${width}`));
    });

    for (const role of ['admin', 'operator', 'viewer'] as DemoRole[]) {
      test(`shell as ${role}`, async ({ page }) => {
        await loginAs(page, role);
        // Operators land on their dashboard; the others on inventory.
        if (role === 'operator') await expect(page.getByText('Operario de Almacén')).toBeVisible();
        else await expect(page.getByTestId('inventory-footer')).toBeVisible();
        await page.screenshot(shot(`shell-${role}-${width}`));
        if (width <= 768) {
          await page.getByRole('button', { name: 'Mostrar menú' }).click();
          await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
          await page.waitForTimeout(400);
          await page.screenshot(shot(`shell-${role}-${width}-menu`));
        }
      });
    }

    test('users screen and dialogs', async ({ page }) => {
      await loginAs(page, 'admin');
      await page.goto('/users');
      await expect(page.getByRole('gridcell', { name: 'operador', exact: true })).toBeVisible();
      await page.screenshot(shot(`users-${width}`));
      await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot(shot(`users-create-${width}`));
      await page.keyboard.press('Escape');
      await page.goto('/no-existe');
      await expect(page.getByText('Página no encontrada')).toBeVisible();
      await page.screenshot(shot(`not-found-${width}`));
    });
  });
}
