import { expect, test } from '@playwright/test';
import { apiAs, type Api } from '../support/api';
import { chooseWithArrows, expectVisibleFocus, tabTo } from '../support/keyboard';
import { DEMO_USERS, loginAs } from '../support/login';

// A goods receipt and a goods issue completed with the keyboard alone (Tab, Shift+Tab,
// Enter, arrows and typing; no click after signing in), the result checked through the API.

const DEMO_SKU = 'INS-0013'; // Gasa estéril 10x10 cm (demo data), EAN-13 7800042000135
const DEMO_EAN = '7800042000135';

interface InventoryRow {
  product: { id: number; sku: string };
  lots: Array<{ lot_number: string | null; expiry_date: string | null; quantity: number }>;
}

async function stockOf(admin: Api): Promise<InventoryRow['lots']> {
  const rows = await admin.get<InventoryRow[]>(`/api/inventory?search=${DEMO_SKU}`);
  return rows.find((row) => row.product.sku === DEMO_SKU)?.lots ?? [];
}
const total = (lots: InventoryRow['lots']) => lots.reduce((sum, lot) => sum + lot.quantity, 0);

test.describe('keyboard only', () => {
  test.beforeEach(async ({ page, context }) => {
    // The issue report prints itself; a stub keeps the headless browser from a print dialog.
    await context.addInitScript(() => {
      window.print = () => undefined;
    });
    await loginAs(page, 'admin');
  });

  test('a receipt (ingreso) is recorded with the keyboard alone', async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const stamp = `${Date.now() % 1_000_000}`;
    const reference = `OC-KB-${stamp}`;
    const lot = `KB${stamp}`;

    await page.goto('/ingresos');
    await expect(page.getByRole('heading', { name: 'Gestión de Ingresos' })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await tabTo(page, page.getByRole('button', { name: 'Nuevo Ingreso' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nuevo Ingreso' });
    await expect(dialog).toBeVisible();

    await tabTo(page, dialog.getByLabel('Número de orden'));
    await page.keyboard.type(reference);
    await tabTo(page, dialog.getByRole('combobox', { name: 'Proveedor' }));
    await page.keyboard.type('Proveedor Médico SpA');
    await tabTo(page, dialog.getByRole('combobox', { name: 'Bodega' }));
    await chooseWithArrows(page, dialog.getByRole('combobox', { name: 'Bodega' }), 'Bodega Central Hospital Clínico');
    await tabTo(page, dialog.getByRole('combobox', { name: 'Zona' }));
    await chooseWithArrows(page, dialog.getByRole('combobox', { name: 'Zona' }), 'REC — Recepción');

    // A GS1 label typed as a keyboard-wedge scanner sends it: product, lot, expiry and a box of 100.
    const scan = dialog.getByRole('textbox', { name: 'Código de barras' });
    await tabTo(page, scan);
    await page.keyboard.type(`(01)0${DEMO_EAN}(17)281130(10)${lot}`);
    await page.keyboard.press('Enter');
    const line = dialog.getByTestId('ingreso-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByLabel('Lote')).toHaveValue(lot);
    // The scan field keeps the focus for the next label.
    await expect(scan).toBeFocused();

    // The quantity is edited from the keyboard too: 100 → 40.
    const quantity = line.getByLabel('Cantidad');
    await tabTo(page, quantity);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('40');
    await expect(quantity).toHaveValue('40');

    await tabTo(page, dialog.getByRole('button', { name: 'Crear Ingreso' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ingreso creado correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The focus comes back to the button that opened the dialog, not to the page body.
    await expect(page.getByRole('button', { name: 'Nuevo Ingreso' })).toBeFocused();
    await expectVisibleFocus(page, 'foco tras cerrar el diálogo');

    const receipts = await admin.get<Array<{ reference: string; status: string; total_units: number }>>(
      `/api/transactions/ingresos?search=${reference}`,
    );
    expect(receipts).toEqual([expect.objectContaining({ reference, status: 'Completado', total_units: 40 })]);
    expect(await stockOf(admin)).toContainEqual(
      expect.objectContaining({ lot_number: lot, expiry_date: '2028-11-30', quantity: 40 }),
    );
  });

  test('an issue (Nueva Salida) is recorded with the keyboard alone', async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const before = total(await stockOf(admin));
    const note = `Salida por teclado ${Date.now() % 1_000_000}`;

    await page.goto('/egresos');
    await expect(page.getByRole('heading', { name: 'Gestión de Egresos' })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await tabTo(page, page.getByRole('button', { name: 'Nueva Salida' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Nueva Salida' });
    await expect(dialog).toBeVisible();
    const scan = dialog.getByRole('textbox', { name: 'Código de barras, GS1 o SKU' });
    // The dialog opens on the scan field; the area is just before it.
    await expect(scan).toBeFocused();
    const area = dialog.getByRole('combobox', { name: 'Área / Servicio' });
    await tabTo(page, area, { back: true });
    await chooseWithArrows(page, area, 'Pabellón');

    await tabTo(page, scan);
    await page.keyboard.type(DEMO_EAN);
    await page.keyboard.press('Enter');
    const line = dialog.getByTestId('egreso-line');
    await expect(line).toHaveCount(1);
    await expect(scan).toBeFocused();
    const quantity = line.getByRole('spinbutton', { name: /^Cantidad de / });
    await tabTo(page, quantity);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    await expect(quantity).toHaveValue('3');
    await tabTo(page, dialog.getByLabel('Notas'));
    await page.keyboard.type(note);

    await tabTo(page, dialog.getByRole('button', { name: 'Registrar Salida' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Orden de egreso creada exitosamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The report opens with the focus inside it; Tab reaches 'Cerrar' and Enter closes it.
    const report = page.getByRole('dialog', { name: 'Reporte de Salida' });
    await expect(report).toBeVisible();
    await tabTo(page, report.getByRole('button', { name: 'Cerrar' }));
    await page.keyboard.press('Enter');
    await expect(report).toBeHidden();
    await expect(page.getByRole('button', { name: 'Nueva Salida' })).toBeFocused();
    await expectVisibleFocus(page, 'foco tras cerrar el reporte');

    expect(total(await stockOf(admin))).toBe(before - 3);
    const orders = await admin.get<Array<{ order_number: string; notes: string | null; total_items?: number }>>(
      '/api/egresos/egress-orders?per_page=20',
    );
    expect(
      orders.find((order) => order.notes === note),
      JSON.stringify(orders.slice(0, 2)),
    ).toBeDefined();
  });
});
