import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_USERS, loginAs } from '../support/login';
import { capture } from '../support/screenshot';
import { readXlsxFile } from '../support/xlsx';

const RUT_INVALID = 'RUT inválido';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

async function token(page: Page): Promise<Record<string, string>> {
  const res = await page.request.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

async function sheetNames(file: string): Promise<string[]> {
  return (await readXlsxFile(file)).names;
}

test.describe('costos y análisis (admin)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'admin');
  });

  test('recalculates ABC, edits a price inline and exports the cost workbook', async ({ page }) => {
    await page.goto('/cost-management');
    await expect(page.getByRole('heading', { name: 'Gestión de Costos y Precios', level: 1 })).toBeVisible();
    await expect(page.getByText('Selecciona un período para ver el resumen')).toBeVisible();
    await page.getByRole('combobox', { name: 'Período de análisis' }).click();
    await page.getByRole('option', { name: 'Últimos 90 días' }).click();
    await expect(page.getByText('Estadísticas del período calculadas correctamente')).toBeVisible();
    await expect(page.getByText('Productos con Ventas')).toBeVisible();

    await page.getByRole('button', { name: 'Calcular Categorías ABC' }).click();
    await expect(page.getByText(/Categorías ABC calculadas: \d+ productos? cambi/)).toBeVisible();

    const price = page.getByRole('textbox', { name: /^Precio unitario de / }).first();
    const label = (await price.getAttribute('aria-label'))!;
    const sku = label.replace('Precio unitario de ', '');
    await price.fill('');
    await price.pressSequentially('1234,56');
    await expect(price).toHaveValue('1.234,56');
    await price.press('Enter');
    await expect(page.getByText('Precio unitario actualizado correctamente')).toBeVisible();
    const headers = await token(page);
    const listed = await (
      await page.request.get(`/api/analytics/products?search=${encodeURIComponent(sku)}`, { headers })
    ).json();
    expect(listed.data.find((p: { sku: string }) => p.sku === sku).unit_price).toBe(1234.56);
    await capture(page, { path: path.join(SCREENSHOTS, 'cost-management-1280.png'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^costos_productos_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await sheetNames((await file.path())!)).toEqual(['Costos y Precios']);
    await expect(page.getByText('Datos exportados correctamente')).toBeVisible();
  });

  test('exports the analytics workbook, orders from low stock and receives the purchase order', async ({ page }) => {
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Dashboard de Análisis', level: 1 })).toBeVisible();
    await expect(page.getByText('Valor del Inventario')).toBeVisible();
    await expect(page.getByText('vs. período anterior').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Predicción de Demanda Futura' })).toBeVisible();
    await capture(page, { path: path.join(SCREENSHOTS, 'analytics-1280.png'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analisis_inventario_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(await sheetNames((await file.path())!)).toEqual(['KPIs', 'Análisis ABC', 'Bajo Stock']);

    const order = page.getByRole('button', { name: /^Crear Orden de Compra / }).first();
    await order.click();
    const dialog = page.getByRole('dialog', { name: 'Crear Orden de Compra' });
    await dialog.getByLabel('Cantidad a ordenar').fill('12');
    await dialog.getByRole('combobox', { name: 'Proveedor' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel('Notas').fill('Reposición E2E');
    await dialog.getByRole('button', { name: 'Crear Orden' }).click();
    const toast = page.getByText(/^Orden de compra creada correctamente: OC-\d{6}$/);
    await expect(toast).toBeVisible();
    const number = (await toast.textContent())!.split(': ')[1]!;

    await page.goto('/cost-management?tab=purchase-orders');
    await page.getByRole('button', { name: `Recibir ${number}` }).click();
    await expect(page).toHaveURL(/\/ingresos\?purchase_order=\d+/);
    const receipt = page.getByRole('dialog', { name: 'Nuevo Ingreso' });
    await expect(receipt.getByText(`Recepción de la orden de compra ${number}`)).toBeVisible();
    await expect(receipt.getByLabel('Número de orden')).toHaveValue(`${number}-1`);
    await expect(receipt.getByLabel('Cantidad')).toHaveValue('12');
    await receipt.getByRole('combobox', { name: 'Bodega' }).click();
    await page.getByRole('option', { name: 'Bodega Central Hospital Clínico' }).click();
    await receipt.getByRole('combobox', { name: 'Zona' }).click();
    await page.getByRole('option', { name: 'REC — Recepción' }).click();
    await receipt.getByLabel('Lote').fill('OC-E2E-1');
    await receipt.getByLabel('Vencimiento').fill('2029-06-30');
    await receipt.getByRole('button', { name: 'Crear Ingreso' }).click();
    await expect(receipt).toBeHidden();

    const headers = await token(page);
    const orders = (await (await page.request.get('/api/purchase-orders?per_page=50', { headers })).json()).data as Array<{
      order_number: string;
      status: string;
      received_quantity: number;
      receipts: unknown[];
    }>;
    const received = orders.find((o) => o.order_number === number)!;
    expect(received).toMatchObject({ status: 'recibida', received_quantity: 12 });
    expect(received.receipts).toHaveLength(1);
  });

  test('manages suppliers: RUT checked by mod-11, create, search, edit and delete', async ({ page }) => {
    await page.goto('/cost-management?tab=suppliers');
    await expect(page.getByRole('tab', { name: 'Proveedores' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('gridcell', { name: 'Comercial Médica del Pacífico SpA', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo Proveedor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Proveedor' });
    await dialog.getByLabel('Nombre').fill('Insumos Quirúrgicos del Norte');
    await dialog.getByLabel('RUT').fill('12.345.678-9');
    await dialog.getByLabel('Contacto').fill('Marcela Rojas');
    await expect(dialog.getByText(RUT_INVALID).first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Crear' })).toBeDisabled();
    await dialog.getByLabel('RUT').fill('12.345.678-5');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Proveedor creado correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Buscar por nombre o RUT').fill('12345678');
    await expect(page.getByRole('gridcell', { name: 'Insumos Quirúrgicos del Norte', exact: true })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Comercial Médica del Pacífico SpA', exact: true })).toBeHidden();
    await capture(page, { path: path.join(SCREENSHOTS, 'suppliers-1280.png'), fullPage: true });

    await page.getByRole('button', { name: 'Editar Insumos Quirúrgicos del Norte' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Proveedor' });
    await expect(edit.getByLabel('RUT')).toHaveValue('12345678-5');
    await edit.getByLabel('Teléfono').fill('+56 55 221 0000');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Proveedor actualizado correctamente')).toBeVisible();
    await expect(page.getByRole('gridcell', { name: '+56 55 221 0000', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Eliminar Insumos Quirúrgicos del Norte' }).click();
    await page.getByRole('dialog', { name: 'Eliminar Proveedor' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Proveedor eliminado correctamente')).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Insumos Quirúrgicos del Norte', exact: true })).toBeHidden();
  });
});

test.describe('análisis (visor)', () => {
  test('sees the dashboard without write actions; the cost screen is not offered', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'viewer');
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Dashboard de Análisis', level: 1 })).toBeVisible();
    await expect(page.getByText('Valor del Inventario')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Productos con Bajo Stock' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Crear Orden de Compra/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Calcular Categorías ABC' })).toHaveCount(0);
    await page.goto('/cost-management');
    await expect(page).toHaveURL(/\/inventario/);
  });
});
