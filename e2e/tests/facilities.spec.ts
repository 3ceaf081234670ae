import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginAs } from '../support/login';
import { capture, SCREENSHOTS_ENABLED } from '../support/screenshot';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

function row(page: Page, code: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: code, exact: true }) });
}

async function openFacilities(page: Page, query = ''): Promise<void> {
  await page.goto(`/instalaciones${query}`);
  await expect(page.getByRole('heading', { name: 'Gestión de Instalaciones' })).toBeVisible();
}

/** A page screenshot after dialogs finish their entrance (element screenshots wait on frames that a busy CI machine may not paint). */
async function shot(page: Page, name: string, dialog = false): Promise<void> {
  if (!SCREENSHOTS_ENABLED) return;
  const width = page.viewportSize()?.width ?? 1280;
  // No tooltip left over from the last click.
  await page.mouse.move(1, 1);
  if (dialog) {
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForTimeout(400);
  }
  await capture(page, { path: path.join(SCREENSHOTS, `facilities-${name}-${width}.png`), fullPage: !dialog });
}

test.describe('facilities', () => {
  // Long journeys on a CI machine shared with builds: three times the default limits.
  test.slow();

  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
  });

  test('an administrator creates a bodega → zona → ubicación, previews and prints its barcode, then deletes it', async ({
    page,
  }) => {
    const suffix = String(Date.now() % 1_000_000);
    const warehouseCode = `E2E-${suffix}`;
    const zoneCode = `Z${suffix}`;
    const locationCode = `UB-${suffix}`;
    await openFacilities(page);
    await expect(page.getByRole('tab', { name: 'Bodegas' })).toHaveAttribute('aria-selected', 'true');

    // Bodega: save is enabled only with code and name.
    await page.getByRole('button', { name: 'Nueva Bodega' }).click();
    const warehouseDialog = page.getByRole('dialog', { name: 'Nueva Bodega' });
    const createWarehouse = warehouseDialog.getByRole('button', { name: 'Crear' });
    await expect(createWarehouse).toBeDisabled();
    await warehouseDialog.getByLabel('Código').fill(warehouseCode);
    await warehouseDialog.getByLabel('Código').fill('');
    await expect(warehouseDialog.getByText('El código es requerido')).toBeVisible();
    await warehouseDialog.getByLabel('Código').fill(warehouseCode);
    await warehouseDialog.getByLabel('Nombre').fill('Bodega de Pruebas E2E');
    await warehouseDialog.getByLabel('Dirección').fill('Av. Independencia 1027, Santiago');
    await createWarehouse.click();
    await expect(page.getByText('Bodega creada correctamente')).toBeVisible();
    await expect(warehouseDialog).toBeHidden();
    await expect(row(page, warehouseCode)).toContainText('Activo');

    // A second bodega with the same code is refused by the server, under the field.
    await page.getByRole('button', { name: 'Nueva Bodega' }).click();
    await warehouseDialog.getByLabel('Código').fill(warehouseCode);
    await warehouseDialog.getByLabel('Nombre').fill('Duplicada');
    await createWarehouse.click();
    await expect(warehouseDialog.getByText(`Ya existe una bodega con el código ${warehouseCode}`).first()).toBeVisible();
    await warehouseDialog.getByRole('button', { name: 'Cancelar' }).click();

    // Zona, from the warehouse's "Ver zonas".
    await row(page, warehouseCode)
      .getByRole('button', { name: `Ver zonas de ${warehouseCode}` })
      .click();
    await expect(page.getByRole('tab', { name: 'Zonas' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('combobox', { name: 'Bodega' })).toContainText(warehouseCode);
    await page.getByRole('button', { name: 'Nueva Zona' }).click();
    const zoneDialog = page.getByRole('dialog', { name: 'Nueva Zona' });
    await zoneDialog.getByLabel('Código').fill(zoneCode);
    await zoneDialog.getByLabel('Nombre').fill('Zona Estéril');
    await zoneDialog.getByLabel('Peso (distancia de ruta)').fill('0');
    await expect(zoneDialog.getByText('El peso debe ser mayor a 0')).toBeVisible();
    await zoneDialog.getByLabel('Peso (distancia de ruta)').fill('1.5');
    await zoneDialog.getByLabel('Capacidad (unidades)').fill('200');
    await zoneDialog.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Zona creada correctamente')).toBeVisible();
    await expect(row(page, zoneCode)).toContainText('Zona Estéril');
    await expect(row(page, zoneCode)).toContainText('0 / 200 u.');

    // Ubicación, from the zone's "Ver ubicaciones": the zone comes preselected in the form.
    await row(page, zoneCode)
      .getByRole('button', { name: `Ver ubicaciones de ${zoneCode}` })
      .click();
    await expect(page.getByRole('tab', { name: 'Ubicaciones' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Nueva Ubicación' }).click();
    const locationDialog = page.getByRole('dialog', { name: 'Nueva Ubicación' });
    await expect(locationDialog.getByRole('combobox', { name: 'Zona' })).toContainText(zoneCode);
    await locationDialog.getByRole('textbox', { name: 'Código', exact: true }).fill(locationCode);
    await locationDialog.getByLabel('Descripción').fill('Estante de prueba');
    await locationDialog.getByLabel('Pasillo').fill('A');
    await locationDialog.getByLabel('Rack').fill('01');
    await locationDialog.getByLabel('Capacidad (unidades)').fill('');
    await expect(locationDialog.getByText('La capacidad debe ser mayor a 0')).toBeVisible();
    await locationDialog.getByLabel('Capacidad (unidades)').fill('50');
    await locationDialog.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Ubicación creada correctamente')).toBeVisible();
    const locationRow = row(page, locationCode);
    await expect(locationRow).toContainText('Estante de prueba');
    await expect(locationRow).toContainText('0%');
    await expect(locationRow).toContainText('0 / 50 u.');

    // Barcode preview: CODE128 of the code (the barcode defaults to it).
    await locationRow.getByRole('button', { name: `Ver código de barras de ${locationCode}` }).click();
    const preview = page.getByRole('dialog', { name: 'Código de Barras' });
    await expect(preview.getByRole('img', { name: `Código de barras ${locationCode}` })).toBeVisible();
    await preview.getByRole('button', { name: 'Cerrar' }).click();

    // Print codes for the selected row: the print page opens with one label.
    await locationRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Imprimir Códigos (1)' }).click();
    const printDialog = page.getByRole('dialog', { name: 'Imprimir Códigos de Barras' });
    await expect(printDialog).toContainText('1 ubicación seleccionada');
    const [printPage] = await Promise.all([
      page.waitForEvent('popup'),
      printDialog.getByRole('button', { name: 'Imprimir' }).click(),
    ]);
    await expect(printPage.locator('.label')).toHaveCount(1);
    await expect(printPage.locator('.label .code')).toHaveText(locationCode);
    await expect(printPage.locator('.label svg')).toHaveCount(1);
    await capture(printPage, { path: path.join(SCREENSHOTS, 'facilities-print-page.png') });
    await printPage.close();

    // ZPL download for a thermal printer.
    await page.getByRole('button', { name: 'Imprimir Códigos (1)' }).click();
    await printDialog.getByLabel('Impresora de etiquetas (térmica)').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      printDialog.getByRole('button', { name: 'Descargar ZPL' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('etiquetas-ubicaciones.zpl');
    const zpl = await readFile((await download.path())!, 'utf8');
    expect(zpl).toContain('^BCN,');
    expect(zpl).toContain(`^FD${locationCode}^FS`);
    await printDialog.getByRole('button', { name: 'Cancelar' }).click();

    // The zone now counts the location; the location, zone and bodega delete in that order.
    await locationRow.getByRole('button', { name: `Eliminar ubicación ${locationCode}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar Ubicación' });
    await expect(confirm).toContainText('Esta acción no se puede deshacer');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Ubicación eliminada correctamente')).toBeVisible();
    await expect(row(page, locationCode)).toHaveCount(0);
  });

  test('a bodega, zona or ubicación holding stock cannot be deleted, and says why', async ({ page }) => {
    // Demo data: BOD-CEN holds stock in its INS zone.
    await openFacilities(page);
    await row(page, 'BOD-CEN').getByRole('button', { name: 'Eliminar bodega BOD-CEN' }).click();
    await page.getByRole('dialog', { name: 'Eliminar Bodega' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(
      page.getByText(
        /^Error al eliminar la bodega: No se puede eliminar la bodega BOD-CEN: tiene \d+ unidades en stock en sus ubicaciones$/,
      ),
    ).toBeVisible();
    await expect(row(page, 'BOD-CEN')).toBeVisible();

    await row(page, 'BOD-CEN').getByRole('button', { name: 'Ver zonas de BOD-CEN' }).click();
    await row(page, 'INS').getByRole('button', { name: 'Eliminar zona INS' }).click();
    await page.getByRole('dialog', { name: 'Eliminar Zona' }).getByRole('button', { name: 'Eliminar' }).click();
    await expect(
      page.getByText(/^Error al eliminar la zona: No se puede eliminar la zona INS: tiene \d+ unidades en stock/),
    ).toBeVisible();
  });

  for (const width of [1280, 375]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: width > 768 ? 900 : 812 } });
      test(`screenshots of each tab and dialog at ${width} px`, async ({ page }) => {
        await openFacilities(page);
        await expect(row(page, 'BOD-CEN')).toBeVisible();
        await shot(page, 'tab-bodegas');
        await page.getByRole('button', { name: 'Nueva Bodega' }).click();
        await shot(page, 'dialog-bodega', true);
        await page.getByRole('button', { name: 'Cancelar' }).click();
        await row(page, 'BOD-CEN').getByRole('button', { name: 'Eliminar bodega BOD-CEN' }).click();
        await shot(page, 'dialog-eliminar', true);
        await page.getByRole('button', { name: 'Cancelar' }).click();

        await row(page, 'BOD-CEN').getByRole('button', { name: 'Ver zonas de BOD-CEN' }).click();
        await expect(row(page, 'INS')).toBeVisible();
        await shot(page, 'tab-zonas');
        await row(page, 'INS').getByRole('button', { name: 'Editar zona INS' }).click();
        await shot(page, 'dialog-zona', true);
        await page.getByRole('button', { name: 'Cancelar' }).click();

        await row(page, 'INS').getByRole('button', { name: 'Ver ubicaciones de INS' }).click();
        await expect(row(page, 'INS-A01-1')).toBeVisible();
        await shot(page, 'tab-ubicaciones');
        await row(page, 'INS-A01-1').getByRole('button', { name: 'Editar ubicación INS-A01-1' }).click();
        await shot(page, 'dialog-ubicacion', true);
        await page.getByRole('button', { name: 'Cancelar' }).click();
        await row(page, 'INS-A01-1').getByRole('button', { name: 'Ver código de barras de INS-A01-1' }).click();
        await expect(page.getByRole('img', { name: 'Código de barras INS-A01-1' })).toBeVisible();
        await shot(page, 'dialog-codigo', true);
        await page.getByRole('button', { name: 'Cerrar' }).click();
        await row(page, 'INS-A01-1').getByRole('checkbox').check();
        await row(page, 'INS-A01-2').getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Imprimir Códigos (2)' }).click();
        await shot(page, 'dialog-imprimir', true);
        await page.getByRole('button', { name: 'Cancelar' }).click();
        await page.getByRole('button', { name: 'Configuración' }).click();
        await page.getByLabel('Habilitar capacidad volumétrica').check();
        await shot(page, 'dialog-configuracion', true);
        await page.getByRole('button', { name: 'Guardar' }).click();
        await expect(page.getByText('Configuración guardada correctamente')).toBeVisible();

        // The volumetric zone (cold chain) shows volume occupancy and the form's volume.
        await openFacilities(page, '?tab=ubicaciones&q=FRIO-K01-1');
        // Phones show only the percentage; wider screens add the volume detail.
        await expect(row(page, 'FRIO-K01-1')).toContainText(width > 768 ? 'm³' : '%');
        await row(page, 'FRIO-K01-1').getByRole('button', { name: 'Editar ubicación FRIO-K01-1' }).click();
        await expect(page.getByTestId('location-volume')).toContainText('120.000 cm³');
        await shot(page, 'dialog-ubicacion-volumetrica', true);
      });
    });
  }
});
