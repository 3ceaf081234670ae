import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/login';

function row(page: Page, username: string) {
  return page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: username, exact: true }) });
}

test.describe('user management', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Gestión de Usuarios' })).toBeVisible();
  });

  test('shows the four counters and the demo users', async ({ page }) => {
    for (const label of ['Total de Usuarios', 'Administradores', 'Operarios', 'Visualizadores']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(row(page, 'admin')).toBeVisible();
    await expect(row(page, 'operador')).toContainText('Operario');
    await expect(row(page, 'visor')).toContainText('Visualizador');
    // The only administrator is the signed-in one: their delete button is disabled.
    await expect(row(page, 'admin').getByRole('button', { name: 'Eliminar usuario admin' })).toBeDisabled();
  });

  test('an admin creates, edits and deletes a user', async ({ page }) => {
    const username = `bodeguero${Date.now() % 100000}`;
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Usuario' });
    const save = dialog.getByRole('button', { name: 'Crear' });
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Nombre de usuario').fill(username);
    await dialog.getByLabel('Email').fill(`${username}@Demo.cl`);
    await dialog.getByLabel('Contraseña').fill('corta');
    await expect(dialog.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByLabel('Contraseña').fill('clave-segura-1');
    await expect(dialog.getByRole('combobox', { name: 'Rol' })).toHaveText('Operario');
    await save.click();
    await expect(page.getByText('Usuario creado exitosamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, username)).toContainText(`${username}@demo.cl`);
    await expect(row(page, username)).toContainText('Operario');

    // A second user with the same name is refused by the server, on the field.
    await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
    await dialog.getByLabel('Nombre de usuario').fill(username);
    await dialog.getByLabel('Email').fill(`otro-${username}@demo.cl`);
    await dialog.getByLabel('Contraseña').fill('clave-segura-1');
    await save.click();
    await expect(dialog.getByText('El nombre de usuario ya está registrado').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    await row(page, username)
      .getByRole('button', { name: `Editar usuario ${username}` })
      .click();
    const editDialog = page.getByRole('dialog', { name: 'Editar Usuario' });
    await expect(editDialog.getByLabel('Nombre de usuario')).toHaveValue(username);
    await editDialog.getByRole('combobox', { name: 'Rol' }).click();
    await page.getByRole('option', { name: 'Visualizador' }).click();
    await editDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Usuario actualizado exitosamente')).toBeVisible();
    await expect(row(page, username)).toContainText('Visualizador');

    await row(page, username)
      .getByRole('button', { name: `Eliminar usuario ${username}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar Usuario' });
    await expect(confirm).toContainText('Esta acción no se puede deshacer');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Usuario eliminado exitosamente')).toBeVisible();
    await expect(row(page, username)).toHaveCount(0);
  });
});
