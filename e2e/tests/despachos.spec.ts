import { expect, test, type Locator } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginAs } from '../support/login';
import { completeLoading } from '../support/despachos';
import { capture, SCREENSHOTS_ENABLED } from '../support/screenshot';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

test.describe('despachos', () => {
  test('admin consolidates picked orders, assigns them to a dock, loads, completes into a shipment and downloads its manifest @pg', async ({
    page,
  }, testInfo) => {
    // The whole chain in one test: three tab switches of 2 s each, a PDF, on a shared 2-core machine.
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'admin');
    await page.goto('/despachos');
    const tabs = page.getByRole('tablist', { name: 'Áreas de despachos' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Consolidación de Órdenes',
      'Gestión de Muelles',
      'Documentación de Envíos',
      'Historial de Despachos',
    ]);
    const table = page.getByRole('grid', { name: 'Órdenes recolectadas' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await capture(page, { path: `${SHOTS}/despachos-consolidacion-1280.png`, fullPage: true });

    // Select two picked orders and consolidate them.
    const rows = table.locator('.MuiDataGrid-row');
    const first = (await rows.nth(0).locator('[data-field="order_number"]').innerText()).trim();
    const second = (await rows.nth(1).locator('[data-field="order_number"]').innerText()).trim();
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: /Consolidar Órdenes/ }).click();
    const consolidation = page.getByRole('dialog', { name: 'Consolidar Órdenes' });
    await expect(consolidation.getByText(first)).toBeVisible();
    await consolidation.getByLabel('Notas').fill('Ruta E2E');
    // The two demo orders go to different customers: one shipment to one place asks for confirmation.
    const consolidate = consolidation.getByRole('button', { name: 'Consolidar', exact: true });
    await expect(consolidation.getByText(/^Las órdenes seleccionadas tienen .*distint/)).toBeVisible();
    await expect(consolidate).toBeDisabled();
    await consolidation.getByLabel('Confirmo consolidar órdenes de distintos clientes o direcciones').check();
    await consolidate.click();
    const created = page.getByText(/Consolidación CONS-\d+ creada con 2 órdenes/);
    await expect(created).toBeVisible();
    const consNumber = (await created.innerText()).match(/CONS-\d+/)![0];

    // The screen moves to the docks tab by itself.
    await expect(tabs.getByRole('tab', { name: 'Gestión de Muelles' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 5000,
    });
    const waiting = page.getByRole('listitem').filter({ hasText: consNumber });
    await expect(waiting).toContainText(first);
    await waiting.getByRole('button', { name: 'Asignar a Muelle' }).click();
    const assign = page.getByRole('dialog', { name: 'Asignar a Muelle' });
    await assign.getByRole('combobox', { name: 'Muelle' }).click();
    await page.getByRole('option', { name: /Muelle 1 — Andén Norte/ }).click();
    await assign.getByRole('button', { name: 'Asignar', exact: true }).click();
    await expect(page.getByText(`Consolidación ${consNumber} asignada al muelle Muelle 1 — Andén Norte`)).toBeVisible();

    const dock = page.getByTestId('dock-Muelle 1 — Andén Norte');
    await expect(dock.getByText(consNumber)).toBeVisible();
    await expect(dock.getByLabel(`Orden ${second} en Muelle 1 — Andén Norte`)).toBeVisible();
    await expect(dock.getByText('Ocupado')).toBeVisible();
    await capture(page, { path: `${SHOTS}/despachos-muelles-1280.png`, fullPage: true });

    await dock.getByRole('button', { name: 'Iniciar Carga' }).click();
    await expect(dock.getByText('Cargando')).toBeVisible();
    await dock.getByRole('button', { name: 'Completar' }).click();
    const complete = page.getByRole('dialog', { name: /Completar carga/ });
    await complete.getByLabel('Número de seguimiento').fill('E2E-778899');
    // Completing moves to the shipments tab.
    const shipmentNumber = await completeLoading(page, complete);
    const shipments = page.getByRole('grid', { name: 'Envíos' });
    const row = shipments.locator('.MuiDataGrid-row').filter({ hasText: shipmentNumber });
    await expect(row).toContainText('E2E-778899');
    await expect(row).toContainText('Despachado');
    await capture(page, { path: `${SHOTS}/despachos-envios-1280.png`, fullPage: true });

    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Descargar manifiesto de ${shipmentNumber}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`manifiesto_${shipmentNumber}.pdf`);
    const pdf = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(pdf);
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The manifest as an image, to look at (pdftoppm from poppler-utils).
    if (SCREENSHOTS_ENABLED) {
      execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdf, path.join(SHOTS, 'despachos-manifiesto')]);
    }

    // Tracking opens the carrier's page (the dock's carrier, Starken) with the number; answered locally.
    await page
      .context()
      .route('https://www.starken.cl/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>seguimiento</p>' }));
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: `Seguimiento de ${shipmentNumber}` }).click();
    const tracking = await popup;
    await tracking.waitForURL('https://www.starken.cl/seguimiento?codigo=E2E-778899');
    await tracking.close();

    // Archive: it leaves the main list and stays in the archived view.
    await row.getByRole('button', { name: `Archivar ${shipmentNumber}` }).click();
    await expect(page.getByText('¿Está seguro de que desea archivar el envío?')).toBeVisible();
    await page.getByRole('button', { name: 'Archivar', exact: true }).click();
    await expect(page.getByText(`Envío ${shipmentNumber} archivado`)).toBeVisible();
    await expect(shipments.locator('.MuiDataGrid-row').filter({ hasText: shipmentNumber })).toHaveCount(0);
    // The switch follows the address (?archivados=1), so it turns on after the navigation.
    await page.getByLabel('Archivados').click();
    await expect(page.getByLabel('Archivados')).toBeChecked();
    await expect(shipments.locator('.MuiDataGrid-row').filter({ hasText: shipmentNumber })).toContainText('archivado');

    // The history area is reachable from the tab bar (its content is the history work's).
    await tabs.getByRole('tab', { name: 'Historial de Despachos' }).click();
    await expect(tabs.getByRole('tab', { name: 'Historial de Despachos' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=historial/);
  });

  test('at 1280 px the tab bar shows every area in full, with no scrollbar, and the picked orders their dates and headers; at 375 px each tab is reachable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'admin');
    await page.goto('/despachos');
    const tabs = page.getByRole('tablist', { name: 'Áreas de despachos' });
    await expect(tabs.getByRole('tab')).toHaveCount(4);
    const bar = (await tabs.boundingBox())!;
    for (const tab of await tabs.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      const name = await tab.innerText();
      expect(box.x, name).toBeGreaterThanOrEqual(bar.x);
      expect(box.x + box.width, name).toBeLessThanOrEqual(Math.min(bar.x + bar.width, 1280));
      // The label is not cut inside its tab either.
      expect(await tab.evaluate((el) => el.scrollWidth - el.clientWidth), name).toBeLessThanOrEqual(0);
    }
    // Nothing to scroll at 1280: no scrollbar, no scroll buttons.
    const scroller = page.locator('[data-tour="despachos-tabs"] .MuiTabs-scroller');
    expect(
      await scroller.evaluate((el: HTMLElement) => [el.scrollWidth - el.clientWidth, el.offsetHeight - el.clientHeight]),
    ).toEqual([0, 0]);
    await expect(page.locator('[data-tour="despachos-tabs"] .MuiTabs-scrollButtons:not(.Mui-disabled)')).toHaveCount(0);
    // The picked orders' table cuts neither its dates nor its headers.
    const table = page.getByRole('grid', { name: 'Órdenes recolectadas' });
    const cut = (locator: Locator) => locator.evaluate((el) => el.scrollWidth > el.clientWidth);
    await expect(table.locator('.MuiDataGrid-row').first()).toBeVisible();
    expect(await cut(table.locator('.MuiDataGrid-row').first().locator('[data-field="order_date"]'))).toBe(false);
    for (const header of ['Fecha', 'Unidades', 'Total', 'Acciones']) {
      const title = table.getByRole('columnheader', { name: header }).locator('.MuiDataGrid-columnHeaderTitle');
      expect(await cut(title), header).toBe(false);
    }

    // At 375 the bar scrolls sideways behind its arrow buttons, never a classic scrollbar, and
    // every tab comes fully into view when chosen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.locator('[data-tour="despachos-tabs"] .MuiTabs-scrollButtons:not(.Mui-disabled)')).toHaveCount(1);
    expect(await scroller.evaluate((el: HTMLElement) => el.offsetHeight - el.clientHeight)).toBe(0);
    for (const [name, key] of [
      ['Historial de Despachos', 'historial'],
      ['Documentación de Envíos', 'envios'],
      ['Gestión de Muelles', 'muelles'],
    ] as const) {
      const tab = tabs.getByRole('tab', { name });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(new RegExp(`tab=${key}`));
      await expect(async () => {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }).toPass();
    }
    await capture(page, { path: `${SHOTS}/despachos-tabs-375.png` });
  });
});
