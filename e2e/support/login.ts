import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS = {
  admin: { email: 'admin@demo.cl', username: 'admin', roleLabel: 'Administrador' },
  operator: { email: 'operador@demo.cl', username: 'operador', roleLabel: 'Operario' },
  viewer: { email: 'visor@demo.cl', username: 'visor', roleLabel: 'Visualizador' },
} as const;

export type DemoRole = keyof typeof DEMO_USERS;

/** Fills the login form and submits it; does not wait for any particular landing page. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** Signs in as a demo user through the login screen and waits until the shell is shown. */
export async function loginAs(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, DEMO_USERS[role].email, DEMO_PASSWORD);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

export function pageTitle(page: Page) {
  return page.getByTestId('page-title');
}
