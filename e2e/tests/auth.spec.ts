import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, loginThroughForm, pageTitle, submitLogin } from '../support/login';
import { skipWelcome } from '../support/tour';

test.describe('login', () => {
  test('admin lands on /inventario with the admin title @pg', async ({ page }) => {
    await loginThroughForm(page, 'admin');
    await expect(page).toHaveURL(/\/inventario$/);
    await expect(pageTitle(page)).toHaveText('Gestión de Inventario');
  });

  test('viewer lands on /inventario', async ({ page }) => {
    await loginThroughForm(page, 'viewer');
    await expect(page).toHaveURL(/\/inventario$/);
    await expect(pageTitle(page)).toHaveText('Gestión de Inventario');
  });

  test('operator lands on /operator titled Dashboard del Operario', async ({ page }) => {
    await loginThroughForm(page, 'operator');
    await expect(page).toHaveURL(/\/operator$/);
    await expect(pageTitle(page)).toHaveText('Dashboard del Operario');
  });

  test('an unauthenticated visit to a protected route goes to /login', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Ubica tus activos!')).toBeVisible();
    await expect(page).toHaveTitle('Bodega Clínica');
  });

  test('empty and malformed input show the spec messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('Por favor ingrese su correo y contraseña');
    await submitLogin(page, 'no-es-correo', 'x');
    await expect(page.getByRole('alert')).toHaveText('Ingrese un correo electrónico válido');
  });

  test('a wrong password shows the server message @pg', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, DEMO_USERS.viewer.email, 'incorrecta');
    await expect(page.getByRole('alert')).toHaveText('Credenciales inválidas');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('five bad passwords lock the form', async ({ page }) => {
    // An address with no account: the server locks per identifier, so demo users stay usable.
    const email = 'bloqueo@demo.cl';
    await page.goto('/login');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await submitLogin(page, email, `mala-${attempt}`);
      await expect(page.getByRole('alert')).toHaveText('Credenciales inválidas');
    }
    await submitLogin(page, email, 'mala-5');
    await expect(page.getByRole('alert')).toHaveText('Demasiados intentos. Por favor, espere 15 minutos.');
    const locked = page.getByRole('button', { name: 'Demasiados intentos. Espere 15 minutos.' });
    await expect(locked).toBeDisabled();
    // The counter lives in browser storage, so a reload keeps the form locked.
    await page.reload();
    await expect(locked).toBeDisabled();
  });

  test('Recordarme keeps the e-mail for the next visit', async ({ page }) => {
    await page.goto('/login');
    // The welcome dialog opens 1.5 s after landing and would cover the account menu.
    await skipWelcome(page);
    await page.getByLabel('Correo electrónico').fill(DEMO_USERS.viewer.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Recordarme').check();
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await expect(page).toHaveURL(/\/inventario$/);
    await page.getByRole('button', { name: 'Cuenta de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(DEMO_USERS.viewer.email);
    await expect(page.getByLabel('Recordarme')).toBeChecked();
  });

  test('the recovery modal validates and confirms the request', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Recuperar Contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recuperar Contraseña' });
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Por favor ingrese su correo electrónico')).toBeVisible();
    await dialog.getByLabel('Correo electrónico').fill('alguien@demo.cl');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Se ha enviado un correo con las instrucciones para recuperar tu contraseña')).toBeVisible();
  });

  test('the reset page rejects a missing or unknown token', async ({ page }) => {
    await page.goto('/restablecer-contrasena');
    await expect(page.getByText('El enlace de recuperación no es válido o expiró')).toBeVisible();
    await page.goto('/restablecer-contrasena?token=desconocido');
    await page.getByLabel('Nueva contraseña').fill('corta');
    await page.getByLabel('Confirmar contraseña').fill('otra');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await page.getByLabel('Nueva contraseña').fill('nueva-clave-1');
    await page.getByLabel('Confirmar contraseña').fill('nueva-clave-1');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('alert')).toHaveText('El enlace de recuperación no es válido o expiró');
  });
});
