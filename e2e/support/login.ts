import { expect, type Page } from '@playwright/test';
import { skipWelcome } from './tour';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS = {
  admin: { email: 'admin@demo.cl', username: 'admin', roleLabel: 'Administrador' },
  operator: { email: 'operador@demo.cl', username: 'operador', roleLabel: 'Operario' },
  viewer: { email: 'visor@demo.cl', username: 'visor', roleLabel: 'Visualizador' },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;

/**
 * Fills the login form and submits it; does not wait for any particular landing page. Unless
 * `welcome` is set, the tour flags are stored first so the welcome dialog stays closed.
 */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  options: { welcome?: boolean } = {},
): Promise<void> {
  if (!options.welcome) await skipWelcome(page);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Signs in as a demo user through the login screen and waits until the shell is shown. */
export async function loginAs(page: Page, role: DemoRole, options: { welcome?: boolean } = {}): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, DEMO_USERS[role].email, DEMO_PASSWORD, options);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

export function pageTitle(page: Page) {
  return page.getByTestId('page-title');
}
