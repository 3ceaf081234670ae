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

/**
 * Signs in as a demo user and waits until the shell is shown. The session comes from the API
 * (`POST /api/auth/login`, a fresh token for each call) and is stored where the app keeps it, so a
 * test that is not about the login screen does not spend seconds typing into it; the login
 * screen itself is driven by `loginThroughForm` in the tests about it. With `welcome` the tour
 * flags stay unset and the sign-in goes through the form, as the welcome dialog follows a sign-in.
 */
export async function loginAs(page: Page, role: DemoRole, options: { welcome?: boolean } = {}): Promise<void> {
  if (options.welcome) return loginThroughForm(page, role, options);
  return loginByEmail(page, DEMO_USERS[role].email);
}

/** Signs in as any user by e-mail through the API, past the welcome dialog, onto its landing page. */
export async function loginByEmail(page: Page, email: string): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as { access_token: string; user: unknown };
  // Any same-origin page will do to reach the app's local storage; the health answer is the lightest.
  await page.goto('/api/health');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.access_token, user: session.user },
  );
  await skipWelcome(page);
  await page.goto('/');
  await expect(page.getByTestId('page-title')).toBeVisible();
}

/** Signs in as a demo user through the login screen and waits until the shell is shown. */
export async function loginThroughForm(page: Page, role: DemoRole, options: { welcome?: boolean } = {}): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, DEMO_USERS[role].email, DEMO_PASSWORD, options);
  await expect(page.getByTestId('page-title')).toBeVisible();
}

export function pageTitle(page: Page) {
  return page.getByTestId('page-title');
}
