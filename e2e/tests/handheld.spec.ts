import { expect, test, type Page } from '@playwright/test';
import { apiAs, assignedPickingList, type Api, assignedStorageList, assignedWaveList } from '../support/api';
import {
  expectNoHorizontalScroll,
  expectNotCoveredByToast,
  expectTouchTargets,
  HANDHELD_VIEWPORTS,
  wedgeScan,
} from '../support/handheld';
import { DEMO_USERS, loginAs } from '../support/login';
import { capture } from '../support/screenshot';

// Every operator screen on a handheld (360 × 640 and 375 × 667): no sideways scroll,
// touch targets of 44 px, the scan field focused again after each scan, no toast over the next
// action, and a keyboard-wedge scan (code + Enter typed into the focused field) working.

// SHOTS_DIR sends the PNGs elsewhere (a helper's own folder) to look at them.
const SHOTS = process.env.SHOTS_DIR ?? '../screenshots';

async function scannedUnits(admin: Api, listId: number): Promise<number> {
  const list = await admin.get<{ picking_items: Array<{ quantity_scanned: number }> }>(`/api/orders/picking-lists/${listId}`);
  return list.picking_items.reduce((sum, item) => sum + item.quantity_scanned, 0);
}

async function checkScreen(page: Page, name: string, size: { width: number }) {
  await expectNoHorizontalScroll(page, name);
  await expectTouchTargets(page, name);
  await capture(page, { path: `${SHOTS}/handheld-${name}-${size.width}.png`, fullPage: true });
}

for (const size of HANDHELD_VIEWPORTS) {
  test(`operator screens at ${size.width} × ${size.height}`, async ({ page, request }) => {
    test.setTimeout(300_000); // Two more screens than before: the scanner dialog and a wave list.
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const storage = await assignedStorageList(admin, 2);
    const picking = await assignedPickingList(admin, 2);
    const wave = await assignedWaveList(admin);

    await page.setViewportSize(size);
    await loginAs(page, 'operator');

    // Both dashboards, each tab.
    await expect(page).toHaveURL(/\/operator$/);
    await expect(page.getByRole('heading', { name: 'Dashboard del Operario' })).toBeVisible();
    await page.getByRole('tab', { name: 'Almacenamiento' }).click();
    await expect(page.getByTestId('storage-list-card').first()).toBeVisible();
    await checkScreen(page, 'operator-storage', size);
    await page.getByRole('tab', { name: 'Picking' }).click();
    await expect(page.getByTestId(`picking-list-${picking.id}`)).toBeVisible();
    await checkScreen(page, 'operator-picking', size);

    await page.goto('/operator-storage-dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard de Almacenamiento' })).toBeVisible();
    await expect(page.getByTestId('storage-list-card').first()).toBeVisible();
    await checkScreen(page, 'operator-storage-dashboard', size);

    // Inventory lookup: a wedge scan of a barcode into the search field finds the product.
    await page.goto('/inventario');
    await expect(page.getByRole('heading', { name: 'Consultar Inventario' })).toBeVisible();
    await page.getByLabel('Buscar').click();
    await wedgeScan(page, storage.barcode);
    await expect(page).toHaveURL(new RegExp(`q=${storage.barcode}`));
    await expect(page.getByText('Gasa estéril 10x10 cm').first()).toBeVisible();
    await checkScreen(page, 'inventory', size);

    // Storage execution: location then product, by wedge scans; the field is focused again each time.
    await page.goto(`/storage-execution/${storage.id}`);
    const start = page.getByRole('button', { name: /^Iniciar/ });
    if (await start.isVisible().catch(() => false)) await start.click();
    const location = page.getByLabel('Código de ubicación', { exact: true });
    await expect(location).toBeFocused();
    await checkScreen(page, 'storage-execution', size);
    await wedgeScan(page, storage.location);
    const product = page.getByLabel('Código del producto', { exact: true });
    await expect(product).toBeFocused();
    await expectNotCoveredByToast(page, product, 'almacenamiento');
    for (let unit = 1; unit <= 2; unit++) {
      await wedgeScan(page, storage.barcode);
      if (unit < 2) {
        await expect(page.getByTestId('units-progress')).toHaveText(`${unit} de 2 unidades escaneadas`);
        await expect(product).toBeFocused();
      }
    }
    await expect(page.getByRole('button', { name: 'Finalizar Almacenamiento' })).toBeVisible();
    await expectNotCoveredByToast(page, page.getByRole('button', { name: 'Finalizar Almacenamiento' }), 'almacenamiento');
    await checkScreen(page, 'storage-execution-scanned', size);

    // Picking execution, then the scanner dialog (camera, with manual entry) opened from the scan field.
    await page.goto('/operator?tab=picking');
    await page.getByTestId(`picking-list-${picking.id}`).getByRole('button', { name: 'Iniciar' }).click();
    await expect(page).toHaveURL(new RegExp(`/intelligent-picking/${picking.id}$`));
    const field = page.getByLabel('Código de barras del producto', { exact: true });
    await expect(field).toBeFocused();
    await checkScreen(page, 'picking-execution', size);
    await wedgeScan(page, picking.barcode);
    await expect(page.getByText('1/2 escaneados').first()).toBeVisible();
    await expect(field).toBeFocused();
    await expectNotCoveredByToast(page, field, 'picking');
    await checkScreen(page, 'picking-execution-scanned', size);
    await page.getByRole('button', { name: 'Escanear con cámara' }).first().click();
    const scanner = page.getByRole('dialog');
    await expect(scanner).toBeVisible();
    await checkScreen(page, 'scanner-dialog', size);
    await page.keyboard.press('Escape');
    await expect(scanner).toBeHidden();

    // The picking scanner dialog: headless Chromium has no camera, so it opens on 'Manual' with
    // the field focused; a wedge scan there counts the unit.
    await page.getByRole('button', { name: 'Escáner' }).click();
    const tabs = page.getByRole('dialog', { name: /^Escaneando: / });
    const manual = tabs.getByLabel('Código de barras');
    await expect(manual).toBeFocused();
    await checkScreen(page, 'scanner-manual', size);
    await wedgeScan(page, picking.barcode);
    await expect.poll(() => scannedUnits(admin, picking.id)).toBe(2);
    await expect(tabs).toBeHidden();

    // A wave's batch list: listed on the dashboard, executed with the same scan field.
    await page.goto('/operator?tab=picking');
    const card = page.getByTestId(`picking-list-${wave.id}`);
    await expect(card).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await checkScreen(page, 'operator-picking-wave', size);
    await card.getByRole('button', { name: 'Iniciar' }).click();
    await expect(page).toHaveURL(new RegExp(`/intelligent-picking/${wave.id}$`));
    const waveField = page.getByLabel('Código de barras del producto', { exact: true });
    await expect(waveField).toBeFocused();
    await checkScreen(page, 'wave-picking-execution', size);
    await wedgeScan(page, wave.barcode);
    await expect.poll(() => scannedUnits(admin, wave.id)).toBe(1);
    await expect(waveField).toBeFocused();
    await expectNotCoveredByToast(page, waveField, 'picking de ola');
    await checkScreen(page, 'wave-picking-execution-scanned', size);
  });
}
