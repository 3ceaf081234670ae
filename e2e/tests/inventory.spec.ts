import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginAs, pageTitle } from '../support/login';
import { capture, SCREENSHOTS_ENABLED } from '../support/screenshot';
import { xlsxOf } from '../support/xlsx';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

function row(page: Page, sku: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: sku, exact: true }) });
}

async function shot(page: Page, name: string, dialog = false): Promise<void> {
  if (!SCREENSHOTS_ENABLED) return;
  const width = page.viewportSize()?.width ?? 1280;
  const file = path.join(SCREENSHOTS, `inventory-${name}-${width}.png`);
  // Let the dialog's opening transition end before capturing it.
  if (dialog) await page.waitForTimeout(350);
  await capture(page, { path: file, fullPage: !dialog });
}

async function openInventory(page: Page, query = ''): Promise<void> {
  await page.goto(`/inventario${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('inventory-footer')).toBeVisible();
}

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** A workbook of `count` products, one of them without a barcode (the server generates it). */
function productsWorkbook(prefix: string, count: number): Buffer {
  const rows: unknown[][] = [['SKU', 'NOMBRE', 'CODIGO DE BARRAS', 'CATEGORIA']];
  for (let i = 1; i <= count; i++) {
    const code = i === 1 ? '' : `78${prefix.replace(/\D/g, '').padStart(6, '0').slice(-6)}${String(i).padStart(5, '0')}`;
    rows.push([`${prefix}-${String(i).padStart(2, '0')}`, `Producto importado ${i}`, code, 'Importado E2E']);
  }
  return xlsxOf('Productos', rows);
}

test.describe('inventory as an administrator', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
  });

  test('creates a product, adjusts its stock, sees the chip change, imports 25 products from Excel and exports', async ({
    page,
  }) => {
    // A long flow; machines running several suites at once need the room.
    test.setTimeout(420_000);
    const suffix = String(Date.now() % 1_000_000);
    const sku = `E2E-${suffix}`;
    await openInventory(page);
    await expect(pageTitle(page)).toHaveText('Gestión de Inventario');
    for (const label of ['Total de Productos', 'Stock Total', 'Categorías', 'Stock Bajo o Crítico']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('inventory-footer')).toHaveText(/^Mostrando \d+ productos \(\d+ items totales\)$/);
    await expect(page.getByRole('columnheader', { name: 'Acciones' })).toBeVisible();

    // Create: cascade, new category inside the dialog, EAN-13 generation, implantable rules.
    await page.getByRole('button', { name: 'Nuevo Producto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Producto' });
    await dialog.getByLabel('SKU').fill(sku);
    await dialog.getByLabel('Nombre').fill(`Stent coronario E2E ${suffix}`);
    await expect(dialog.getByRole('button', { name: 'Imprimir etiqueta EAN-13' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Generar EAN-13' }).click();
    await expect(dialog.getByLabel('Código de Barras')).toHaveValue(/^78900\d{8}$/);
    await expect(dialog.getByRole('button', { name: 'Imprimir etiqueta EAN-13' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Código EAN-13 789/ })).toBeVisible();

    await dialog.getByRole('button', { name: 'Nueva categoría' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Nueva Categoría' });
    await categoryDialog.getByLabel('Nombre').fill(`Cardiología E2E ${suffix}`);
    await categoryDialog.getByRole('button', { name: 'Crear' }).click();
    await expect(page.getByText('Categoría creada exitosamente')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Categoría' })).toHaveText(`Cardiología E2E ${suffix}`);

    await expect(dialog.getByRole('combobox', { name: 'Zona' })).toHaveAttribute('aria-disabled', 'true');
    await choose(page, dialog, 'Bodega', /BOD-/);
    await expect(dialog.getByRole('combobox', { name: 'Ubicación' })).toHaveAttribute('aria-disabled', 'true');
    await choose(page, dialog, 'Zona', /.+/);
    await choose(page, dialog, 'Ubicación', /.+/);
    await dialog.getByLabel('Stock inicial').fill('10');
    await dialog.getByLabel('Stock mínimo').fill('20');
    await dialog.getByLabel('Stock máximo').fill('100');

    await dialog.getByLabel('Es DM priorizado').check();
    await choose(page, dialog, 'Tipo de DM', 'Implantable');
    await expect(dialog.getByText('Los dispositivos implantables requieren registro de uso en pacientes')).toBeVisible();
    await dialog.getByRole('button', { name: 'Crear Producto' }).click();
    await expect(dialog.getByText('La categorización es requerida para implantables')).toBeVisible();
    await choose(page, dialog, 'Categorización implantable', 'Cardiológico');
    if (page.viewportSize()!.width >= 1280) await shot(page, 'dialog-producto', true);
    await dialog.getByRole('button', { name: 'Crear Producto' }).click();
    await expect(page.getByText('Producto creado exitosamente')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The new product in the table: 10 of minimum 20 is Crítico.
    await page.getByLabel('Buscar').fill(sku);
    await expect(page).toHaveURL(new RegExp(`q=${sku}`));
    await expect(row(page, sku)).toContainText('Crítico');
    await expect(page.getByTestId('inventory-footer')).toHaveText('Mostrando 1 productos (1 items totales)');

    // Adjust: add 50 → 60, Normal; 'Otro' needs the reason.
    await row(page, sku)
      .getByRole('button', { name: `Ajustar stock de ${sku}` })
      .click();
    const adjust = page.getByRole('dialog', { name: 'Ajustar Stock' });
    await adjust.getByRole('button', { name: 'Agregar' }).click();
    await adjust.getByLabel('Cantidad').fill('50');
    await expect(adjust.getByText('Stock resultante: 60')).toBeVisible();
    await choose(page, adjust, 'Motivo', 'Otro');
    await adjust.getByRole('button', { name: 'Ajustar' }).click();
    await expect(adjust.getByText('Debe especificar el motivo')).toBeVisible();
    await adjust.getByLabel('Especifique el motivo').fill('Conteo de auditoría E2E');
    await shot(page, 'dialog-ajuste', true);
    await adjust.getByRole('button', { name: 'Ajustar' }).click();
    await expect(page.getByText('Inventario ajustado exitosamente')).toBeVisible();
    await expect(row(page, sku)).toContainText('Normal');
    await expect(row(page, sku)).toContainText('60');

    // Excel bulk import of 25 products through the three-step wizard.
    await page.getByRole('button', { name: 'Gestionar Productos' }).click();
    const products = page.getByRole('dialog', { name: 'Gestionar Productos' });
    await products.getByRole('button', { name: 'Cargar Excel' }).click();
    const wizard = page.getByRole('dialog', { name: 'Carga Masiva desde Excel' });
    const workbook = productsWorkbook(`XL${suffix}`, 25);
    const chooseFile = () =>
      wizard.getByLabel('Archivo Excel de productos').setInputFiles({
        name: 'productos.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: workbook,
      });
    await chooseFile();
    await expect(wizard.getByText('productos.xlsx: 25 productos únicos de 25 filas')).toBeVisible();
    await expect(wizard.getByText('Se generará EAN-13')).toBeVisible();
    await shot(page, 'dialog-carga-excel', true);
    await wizard.getByRole('button', { name: 'Importar 25 productos' }).click();
    await expect(wizard.getByText('25 productos creados exitosamente').first()).toBeVisible();
    // A clean import closes the wizard by itself 2 seconds later.
    await expect(wizard).toBeHidden({ timeout: 10_000 });

    // The same file again: every row is refused with its reason and the wizard stays open.
    await products.getByRole('button', { name: 'Cargar Excel' }).click();
    await chooseFile();
    await wizard.getByRole('button', { name: 'Importar 25 productos' }).click();
    await expect(wizard.getByText('0 productos creados exitosamente · 25 filas rechazadas')).toBeVisible();
    await expect(wizard.getByText(`Ya existe un producto con el SKU XL${suffix}-01`)).toBeVisible();
    await shot(page, 'dialog-carga-resultado', true);
    await wizard.getByRole('button', { name: 'Finalizar' }).click();
    await expect(wizard).toBeHidden();
    await products.getByLabel('Buscar producto').fill(`XL${suffix}-25`);
    await expect(products.getByRole('gridcell', { name: `XL${suffix}-25`, exact: true })).toBeVisible();

    // Box-quantity template: download cantidad_x_caja.csv, upload a change and an unknown SKU.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      products.getByRole('button', { name: 'Descargar Plantilla' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('cantidad_x_caja.csv');
    expect(await readFile((await template.path())!, 'utf8')).toContain(`${sku},`);
    await expect(page.getByText('Plantilla descargada exitosamente')).toBeVisible();
    await products.getByLabel('Archivo de cantidad por caja').setInputFiles({
      name: 'cantidad_x_caja.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`sku,nombre,cantidad_x_caja\n${sku},Stent,12\nNO-EXISTE-${suffix},Nada,3\n`),
    });
    await expect(page.getByText('Actualización completada')).toBeVisible();
    await expect(page.getByText('1 productos actualizados, 0 filas omitidas, 1 errores')).toBeVisible();
    await expect(page.getByText(`Fila 3: no existe un producto con el SKU NO-EXISTE-${suffix}`)).toBeVisible();
    await shot(page, 'toast-plantilla', true);
    await products.getByRole('button', { name: 'Cerrar' }).click();
    await expect(products).toBeHidden();

    // Exports of what the filters select (the search for the new product).
    for (const [item, extension] of [
      ['Exportar a CSV (.csv)', 'csv'],
      ['Exportar a Excel (.xlsx)', 'xlsx'],
    ] as const) {
      await page.getByRole('button', { name: 'Exportar' }).click();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: item }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^inventario_\\d{4}-\\d{2}-\\d{2}\\.${extension}$`));
      if (extension === 'csv') {
        const csv = await readFile((await download.path())!, 'utf8');
        expect(csv).toContain(sku);
        expect(csv.trim().split('\n')).toHaveLength(2);
      }
      await expect(page.getByText('Inventario exportado exitosamente').first()).toBeVisible();
    }
  });

  test('a grouped product expands into its lots and the first page shows quickly', async ({ page }) => {
    // Navigation inside the app (the page's chunk already fetched once, as for a returning user).
    await openInventory(page);
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Gestión de Usuarios' })).toBeVisible();
    const started = Date.now();
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Gestión de Inventario' })
      .click();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByTestId('inventory-footer')).toBeVisible();
    const elapsed = Date.now() - started;
    // Reported, never asserted: the 1.5 s target is measured in bench/ (inventory.bench.ts).
    test.info().annotations.push({ type: 'first page (ms)', description: String(elapsed) });

    const expand = page.getByRole('button', { name: /^Expandir lotes de / }).first();
    const sku = ((await expand.getAttribute('aria-label')) ?? '').replace('Expandir lotes de ', '');
    await expect(row(page, sku)).toContainText(/\d+ lotes/);
    await expand.click();
    await expect(page.getByText(/^Lote: /).first()).toBeVisible();
    await page
      .getByRole('button', { name: /^Ver detalle de lote / })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: 'Detalle del Producto' });
    await expect(detail.getByText('Disponible')).toBeVisible();
    await shot(page, 'dialog-detalle', true);
    await detail.getByRole('button', { name: 'Cerrar' }).click();
  });
});

test.describe('inventory for other roles', () => {
  test('a viewer sees the inventory with no action column and no management buttons', async ({ page }) => {
    await loginAs(page, 'viewer');
    await openInventory(page);
    await expect(pageTitle(page)).toHaveText('Gestión de Inventario');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Gestionar Categorías' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Nuevo Producto' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Gestionar Productos' }).click();
    const products = page.getByRole('dialog', { name: 'Gestionar Productos' });
    await expect(products.getByRole('row').nth(1)).toBeVisible();
    await expect(products.getByRole('button', { name: 'Cargar Excel' })).toHaveCount(0);
    await expect(products.getByRole('button', { name: 'Descargar Plantilla' })).toHaveCount(0);
    await expect(products.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
  });

  test('an operator sees Consultar Inventario, read-only', async ({ page }) => {
    await loginAs(page, 'operator');
    await openInventory(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultar Inventario');
    await expect(page.getByRole('button', { name: /^Ajustar stock/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Ver detalle/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nuevo Producto' })).toHaveCount(0);
  });
});

for (const width of [1280, 375] as const) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 768 ? 900 : 812 } });

    test(`inventory screen and its dialogs at ${width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await loginAs(page, 'admin');
      await openInventory(page);
      // Phones show cards instead of the table.
      await expect(width > 768 ? page.getByRole('row').nth(1) : page.getByRole('listitem').first()).toBeVisible();
      await shot(page, 'pantalla');
      await page
        .getByRole('button', { name: /^Expandir lotes de / })
        .first()
        .click();
      await expect(page.getByText(/^Lote: /).first()).toBeVisible();
      await shot(page, 'lotes');

      await page.getByRole('button', { name: 'Nuevo Producto' }).click();
      const create = page.getByRole('dialog', { name: 'Nuevo Producto' });
      await expect(create).toBeVisible();
      await shot(page, 'dialog-nuevo-producto', true);
      await create.getByRole('button', { name: 'Nueva categoría' }).click();
      await expect(page.getByRole('dialog', { name: 'Nueva Categoría' })).toBeVisible();
      await shot(page, 'dialog-nueva-categoria', true);
      await page.getByRole('dialog', { name: 'Nueva Categoría' }).getByRole('button', { name: 'Cancelar' }).click();
      await choose(page, create, 'Bodega', /BOD-/);
      await choose(page, create, 'Zona', /.+/);
      await create.getByRole('button', { name: 'Nueva ubicación' }).click();
      await expect(page.getByRole('dialog', { name: 'Nueva Ubicación' })).toBeVisible();
      await shot(page, 'dialog-nueva-ubicacion', true);
      await page.getByRole('dialog', { name: 'Nueva Ubicación' }).getByRole('button', { name: 'Cancelar' }).click();
      await create.getByRole('button', { name: 'Cancelar' }).click();

      await page
        .getByRole('button', { name: /^Editar producto / })
        .first()
        .click();
      const edit = page.getByRole('dialog', { name: 'Editar Producto' });
      await expect(edit.getByLabel('SKU')).toBeDisabled();
      await shot(page, 'dialog-editar-producto', true);
      await edit.getByRole('button', { name: 'Cancelar' }).click();

      await page.getByRole('button', { name: 'Gestionar Productos' }).click();
      const products = page.getByRole('dialog', { name: 'Gestionar Productos' });
      await expect(products.getByRole('row').nth(1)).toBeVisible();
      await shot(page, 'dialog-productos', true);
      const barcodesTab = products.getByRole('tab', { name: 'Códigos de Barras' });
      await expect(async () => {
        await barcodesTab.click();
        await expect(barcodesTab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
      }).toPass();
      await expect(products.getByRole('columnheader', { name: 'Tipo' })).toBeVisible();
      await shot(page, 'dialog-codigos', true);
      await products.getByRole('tab', { name: 'Productos' }).click();
      await products
        .getByRole('button', { name: /^Eliminar producto / })
        .first()
        .click();
      const remove = page.getByRole('dialog', { name: 'Eliminar Producto' });
      await remove.getByLabel('Eliminar permanentemente').check();
      await expect(remove.getByText(/Esta acción no se puede deshacer/)).toBeVisible();
      await shot(page, 'dialog-eliminar', true);
      await remove.getByRole('button', { name: 'Cancelar' }).click();
      await products.getByRole('button', { name: 'Cargar Excel' }).click();
      await expect(page.getByRole('dialog', { name: 'Carga Masiva desde Excel' })).toBeVisible();
      await shot(page, 'dialog-carga-paso1', true);
      await page.getByRole('dialog', { name: 'Carga Masiva desde Excel' }).getByRole('button', { name: 'Cancelar' }).click();
      await products.getByRole('button', { name: 'Cerrar' }).click();

      await page.getByRole('button', { name: 'Gestionar Categorías' }).click();
      const categories = page.getByRole('dialog', { name: 'Gestionar Categorías' });
      await expect(categories.getByText('Solo en productos').first()).toBeVisible({ visible: width > 768 });
      await shot(page, 'dialog-categorias', true);
      await categories.getByRole('button', { name: 'Cerrar' }).click();

      await page
        .getByRole('button', { name: /^Ver detalle de / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Detalle del Producto' })).toBeVisible();
      await shot(page, 'dialog-detalle-producto', true);
      await page.getByRole('dialog', { name: 'Detalle del Producto' }).getByRole('button', { name: 'Agregar Lote' }).click();
      await expect(page.getByRole('dialog', { name: 'Agregar Lote' })).toBeVisible();
      await shot(page, 'dialog-agregar-lote', true);
    });
  });
}
