import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, loginAs, pageTitle } from '../support/login';

const sidebarNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Navegación principal' });

test.describe('route guard', () => {
  test('a viewer opening /ingresos is sent to /inventario', async ({ page }) => {
    await loginAs(page, 'viewer');
    await page.goto('/ingresos');
    await expect(page).toHaveURL(/\/inventario$/);
    await expect(pageTitle(page)).toHaveText('Gestión de Inventario');
  });

  test('an operator opening /inventario sees Consultar Inventario', async ({ page }) => {
    await loginAs(page, 'operator');
    await page.goto('/inventario');
    await expect(page).toHaveURL(/\/inventario$/);
    await expect(pageTitle(page)).toHaveText('Consultar Inventario');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultar Inventario');
  });

  test('an operator opening /users is sent to /operator', async ({ page }) => {
    await loginAs(page, 'operator');
    await page.goto('/users');
    await expect(page).toHaveURL(/\/operator$/);
  });

  test('a signed-in user opening /login or / goes home', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/inventario$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/inventario$/);
  });

  test('an unknown path shows Página no encontrada inside the shell', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(pageTitle(page)).toHaveText('Página no encontrada');
    await expect(page).toHaveTitle('Página no encontrada | Bodega Clínica');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/inventario$/);
  });
});

test.describe('shell', () => {
  test('the sidebar shows the built entries of each role, the username and the role label', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(sidebarNav(page).getByRole('link')).toHaveText([
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
    await expect(page.getByTestId('sidebar-user')).toContainText(DEMO_USERS.admin.username);
    await expect(page.getByTestId('sidebar-user')).toContainText('Administrador');
    await sidebarNav(page).getByRole('link', { name: 'Gestión de Usuarios' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(pageTitle(page)).toHaveText('Gestión de Usuarios');
    await expect(page).toHaveTitle('Gestión de Usuarios | Bodega Clínica');
  });

  test('the operator sees Mi Dashboard and Consultar Inventario, the viewer only inventory', async ({ page }) => {
    await loginAs(page, 'operator');
    await expect(sidebarNav(page).getByRole('link')).toHaveText(['Mi Dashboard', 'Consultar Inventario']);
    await expect(page.getByTestId('sidebar-user')).toContainText('Operario');
    await page.getByRole('button', { name: 'Cuenta de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    await loginAs(page, 'viewer');
    await expect(sidebarNav(page).getByRole('link')).toHaveText([
      'Gestión de Inventario',
      'Gestión de Órdenes',
      'Sistema de Trazabilidad',
      'Trazabilidad DM',
      'Análisis',
    ]);
    await expect(page.getByTestId('sidebar-user')).toContainText('Visualizador');
    // The viewer may open what the sidebar offers: the devices screen reads without a refusal.
    await sidebarNav(page).getByRole('link', { name: 'Trazabilidad DM' }).click();
    await expect(page).toHaveURL(/\/trazabilidad-dm$/);
    await expect(page.getByRole('heading', { name: 'Trazabilidad de Dispositivos Médicos' })).toBeVisible();
    await expect(page.getByText('No tiene permisos')).toHaveCount(0);
  });

  test('the menu toggle collapses and reopens the sidebar', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(sidebarNav(page)).toBeVisible();
    await page.getByRole('button', { name: 'Ocultar menú' }).click();
    await expect(sidebarNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Mostrar menú' }).click();
    await expect(sidebarNav(page)).toBeVisible();
  });

  test('the help menu opens the in-app documentation; the API documentation stays for admins in a new tab', async ({ page }) => {
    await loginAs(page, 'viewer');
    await page.getByRole('button', { name: 'Ayuda' }).click();
    await expect(page.getByRole('menuitem', { name: 'Documentación de la API' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Documentación', exact: true }).click();
    await expect(page).toHaveURL(/\/ayuda$/);
    await expect(pageTitle(page)).toHaveText('Centro de Ayuda');
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: 'Ayuda' }).click();
    const docs = page.getByRole('menuitem', { name: 'Documentación de la API' });
    await expect(docs).toHaveAttribute('href', '/api/docs');
    await expect(docs).toHaveAttribute('target', '_blank');
  });

  test('logout clears the session and protected routes go back to /login', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: 'Cuenta de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("'Cerrar sesión en todos los dispositivos' ends this session and the user's others", async ({ page, request }) => {
    const other = await request.post('/api/auth/login', {
      data: { email: DEMO_USERS.viewer.email, password: DEMO_PASSWORD },
    });
    const otherToken = ((await other.json()) as { access_token: string }).access_token;
    await loginAs(page, 'viewer');
    const ownToken = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Cuenta de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await expect(page).toHaveURL(/\/login$/);
    for (const token of [ownToken, otherToken]) {
      const res = await request.get('/api/auth/profile', { headers: { authorization: `Bearer ${token}` } });
      expect(res.status()).toBe(401);
    }
  });

  test('an expired token sends the user to /login on the next call', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.evaluate(() => localStorage.setItem('token', 'no-es-un-token'));
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sidebar starts collapsed and opens as an overlay', async ({ page }) => {
    await loginAs(page, 'admin');
    await expect(sidebarNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Mostrar menú' }).click();
    await expect(sidebarNav(page)).toBeVisible();
    await sidebarNav(page).getByRole('link', { name: 'Gestión de Usuarios' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(sidebarNav(page)).toBeHidden();
  });
});
