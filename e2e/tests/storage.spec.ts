import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS, loginAs } from '../support/login';
import { apiAs, type Api } from '../support/api';
import { capture } from '../support/screenshot';

const SHOTS = '../screenshots';
const DEMO_SKU = 'INS-0013'; // Gasa estéril 10x10 cm (demo data), EAN-13 7800042000135
const UNITS = 3;

interface Setup {
  listId: number;
  receiptId: number;
  listNumber: string;
  productId: number;
  barcode: string;
  lot: string;
  location: string;
}

/** A traditional (Pendiente) receipt of one line and its piece-by-piece storage list, through the API. */
async function pieceByPieceList(admin: Api): Promise<Setup> {
  const warehouses = await admin.get<Array<{ id: number; name: string }>>('/api/warehouses');
  const warehouse = warehouses.find((w) => w.name === 'Bodega Central Hospital Clínico') ?? warehouses[0]!;
  const zones = await admin.get<Array<{ id: number; name: string }>>(`/api/warehouses/${warehouse.id}/zones`);
  const zone = zones.find((z) => z.name === 'Recepción') ?? zones[0]!;
  const groups = await admin.get<Array<{ product: { id: number; sku: string; barcode: string } }>>(
    `/api/inventory?search=${DEMO_SKU}`,
  );
  const product = groups.find((g) => g.product.sku === DEMO_SKU)!.product;
  const lot = `ALM${Date.now() % 1_000_000}`;
  const receipt = await admin.post<{ id: number }>('/api/transactions/ingresos', {
    order_number: `OC-ALM-${Date.now() % 1_000_000}`,
    warehouse_id: warehouse.id,
    zone_id: zone.id,
    items: [{ product_id: product.id, quantity: UNITS, lot_number: lot, expiry_date: '2028-06-30' }],
  });
  const list = await admin.post<{
    id: number;
    list_number: string;
    storage_items: Array<{ suggested_location: { code: string; barcode: string | null } | null }>;
  }>('/api/intelligent-storage/storage-lists', {
    transaction_id: receipt.id,
    storage_strategy: 'abc_optimized',
    piece_by_piece_enabled: true,
  });
  const suggested = list.storage_items[0]!.suggested_location!;
  return {
    listId: list.id,
    receiptId: receipt.id,
    listNumber: list.list_number,
    productId: product.id,
    barcode: product.barcode,
    lot,
    location: suggested.barcode ?? suggested.code,
  };
}

async function scan(page: Page, label: string, code: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(code);
  await field.press('Enter');
}

test.describe('storage lists', () => {
  test('a supervisor assigns a piece-by-piece list and the operator stores it unit by unit at the scanned location', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const s = await pieceByPieceList(admin);

    // Supervisor: storage tab of 'Asignación de Servicios'.
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'admin');
    await page.goto('/service-assignment');
    await expect(page).toHaveURL(/\/service-assignment\?tab=storage$/);
    await expect(page.getByRole('heading', { name: 'Asignación de Servicios' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Almacenamiento' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Picking' })).toBeVisible();
    await expect(page.getByTestId('operator-workload')).toContainText('operador');
    const row = page.getByRole('row').filter({ hasText: s.listNumber });
    await expect(row).toContainText('Pendiente');
    await expect(row).toContainText('Normal');
    await capture(page, { path: `${SHOTS}/storage-assignment-1280.png`, fullPage: true });

    await row.getByRole('button', { name: `Asignar ${s.listNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Asignar Lista de Almacenamiento' });
    await expect(dialog.getByText('Debe seleccionar un operario')).toBeVisible();
    const assign = dialog.getByRole('button', { name: 'Asignar', exact: true });
    await expect(assign).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Operario' }).click();
    await page.getByRole('option', { name: /^operador(?!\d)/ }).click();
    await expect(assign).toBeEnabled();
    await capture(page, { path: `${SHOTS}/storage-assign-dialog-1280.png` });
    await assign.click();
    await expect(page.getByText('Lista asignada exitosamente')).toBeVisible();
    await expect(row).toContainText('Asignado');
    await expect(row).toContainText('operador');

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('storage-list-card').filter({ hasText: s.listNumber })).toBeVisible();
    await capture(page, { path: `${SHOTS}/storage-assignment-375.png`, fullPage: true });
    await page.getByRole('button', { name: `Reasignar ${s.listNumber}` }).click();
    await expect(dialog.getByRole('combobox', { name: 'Operario' })).toContainText('operador');
    await capture(page, { path: `${SHOTS}/storage-assign-dialog-375.png` });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Operator: lands on their dashboard and sees the list.
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'operator');
    await expect(page).toHaveURL(/\/operator$/);
    await expect(page.getByRole('heading', { name: 'Dashboard del Operario' })).toBeVisible();
    await expect(page.getByText('Operario de Almacén')).toBeVisible();
    await expect(page.getByText(DEMO_USERS.operator.email)).toBeVisible();
    const operatorRow = page.getByRole('row').filter({ hasText: s.listNumber });
    await expect(operatorRow).toContainText('Asignado');
    await capture(page, { path: `${SHOTS}/storage-operator-1280.png`, fullPage: true });
    await page.goto('/operator-storage-dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard de Almacenamiento' })).toBeVisible();
    await expect(page.getByTestId('storage-list-card').filter({ hasText: s.listNumber })).toBeVisible();
    await capture(page, { path: `${SHOTS}/storage-operator-dashboard-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await capture(page, { path: `${SHOTS}/storage-operator-dashboard-375.png`, fullPage: true });
    await page.goto('/operator');
    const card = page.getByTestId('storage-list-card').filter({ hasText: s.listNumber });
    await capture(page, { path: `${SHOTS}/storage-operator-375.png`, fullPage: true });

    // Execution on the handheld: 'Iniciar' starts the list and opens it.
    await card.getByRole('button', { name: `Iniciar ${s.listNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`/storage-execution/${s.listId}$`));
    await expect(page.getByTestId('list-number')).toHaveText(s.listNumber);
    await expect(page.getByTestId('list-progress')).toHaveText('0 de 1 productos almacenados');
    await expect(page.getByTestId('current-item')).toContainText('Producto Actual');
    await expect(page.getByTestId('suggested-location')).toContainText(s.location);
    await expect(page.getByText('Primero escanee la ubicación')).toBeVisible();
    await expect(page.getByLabel('Código del producto', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Código de ubicación', { exact: true })).toBeFocused();
    await capture(page, { path: `${SHOTS}/storage-execution-step1-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await capture(page, { path: `${SHOTS}/storage-execution-step1-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });

    // The location through the scanner modal: no camera here, so it opens on 'Manual'; 'Validar' sends the code.
    await page.getByRole('button', { name: 'Escáner' }).first().click();
    const scanner = page.getByRole('dialog', { name: 'Escanear Ubicación' });
    await expect(scanner.getByRole('tab', { name: 'Cámara' })).toBeVisible();
    await expect(scanner.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
    await expect(scanner.getByRole('button', { name: 'Validar' })).toBeDisabled();
    await scanner.getByLabel('Código de barras').fill(s.location);
    await capture(page, { path: `${SHOTS}/storage-execution-scanner-375.png`, fullPage: true });
    await scanner.getByRole('button', { name: 'Validar' }).click();
    await expect(scanner).toBeHidden();
    await expect(page.getByText('Ubicación confirmada', { exact: true })).toBeVisible();
    await expect(page.getByTestId('confirmed-location')).toContainText(s.location);
    await expect(page.getByLabel('Código del producto', { exact: true })).toBeFocused();
    await expect(page.getByTestId('units-progress')).toHaveText(`0 de ${UNITS} unidades escaneadas`);

    // A wrong code is refused, showing expected and scanned codes.
    await scan(page, 'Código del producto', 'CODIGO-AJENO-1');
    const mismatch = page.getByTestId('code-mismatch');
    await expect(mismatch).toContainText('Error de Código');
    await expect(mismatch).toContainText(s.barcode);
    await expect(mismatch).toContainText('CODIGO-AJENO-1');
    await capture(page, { path: `${SHOTS}/storage-execution-mismatch-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await capture(page, { path: `${SHOTS}/storage-execution-mismatch-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });

    for (let unit = 1; unit < UNITS; unit++) {
      await scan(page, 'Código del producto', s.barcode);
      await expect(page.getByTestId('units-progress')).toHaveText(`${unit} de ${UNITS} unidades escaneadas`);
    }
    await expect(mismatch).toBeHidden();
    await scan(page, 'Código del producto', s.barcode);
    await expect(page.getByText('Producto completado')).toBeVisible();
    await expect(page.getByTestId('stored-item')).toContainText(s.location);
    await capture(page, { path: `${SHOTS}/storage-execution-stored-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'Finalizar Almacenamiento' }).click();
    await expect(page.getByText('¡Todos los productos han sido escaneados!')).toBeVisible();
    await capture(page, { path: `${SHOTS}/storage-execution-all-scanned-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'Completar Almacenamiento' }).click();
    await expect(page.getByText('Almacenamiento completado')).toBeVisible();
    await expect(page.getByTestId('list-progress')).toHaveText('1 de 1 productos almacenados');
    const summary = page.getByTestId('storage-summary').first();
    await expect(summary).toContainText('Tiempo real (min)');
    await expect(summary).toContainText('Eficiencia');
    await capture(page, { path: `${SHOTS}/storage-execution-completed-375.png`, fullPage: true });
    await page.getByRole('button', { name: 'Ver Resumen' }).click();
    const summaryDialog = page.getByRole('dialog', { name: `Resumen de Almacenamiento ${s.listNumber}` });
    await expect(summaryDialog.getByTestId('storage-summary')).toContainText('operador');
    await capture(page, { path: `${SHOTS}/storage-summary-dialog-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await capture(page, { path: `${SHOTS}/storage-summary-dialog-1280.png` });
    await summaryDialog.getByRole('button', { name: 'Cerrar' }).click();
    await capture(page, { path: `${SHOTS}/storage-execution-completed-1280.png`, fullPage: true });

    // The stock is at the scanned location, with a STORAGE event, and the receipt is completed.
    const operator = await apiAs(request, DEMO_USERS.operator.email);
    const receipt = await admin.get<{ status: string }>(`/api/transactions/${s.receiptId}`);
    expect(receipt.status).toBe('Completado');
    const groups = await operator.get<
      Array<{
        product: { id: number };
        lots: Array<{ location_code: string | null; lot_number: string | null; quantity: number }>;
      }>
    >(`/api/inventory?search=${DEMO_SKU}`);
    const lots = groups.find((g) => g.product.id === s.productId)!.lots.filter((l) => l.lot_number === s.lot);
    expect(lots).toEqual([expect.objectContaining({ quantity: UNITS })]);
    expect([s.location]).toContain(lots[0]!.location_code);
    const { events } = await admin.get<{
      events: Array<{
        event_type: string;
        quantity_moved: number;
        operation_reference: string | null;
        location: { code: string };
      }>;
    }>(`/api/traceability/events?product_id=${s.productId}&event_type=STORAGE&lot_number=${s.lot}`);
    expect(events).toEqual([
      expect.objectContaining({
        event_type: 'STORAGE',
        quantity_moved: UNITS,
        operation_reference: s.listNumber,
        location: expect.objectContaining({ code: lots[0]!.location_code }),
        user: expect.objectContaining({ username: DEMO_USERS.operator.username }),
      }),
    ]);

    // 'Volver' takes the operator back to the dashboard, where the list now offers 'Ver'.
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/operator$/);
    await page
      .getByRole('row')
      .filter({ hasText: s.listNumber })
      .getByRole('button', { name: `Ver ${s.listNumber}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/storage-execution/${s.listId}\\?view=true$`));
    await expect(page.getByRole('button', { name: 'Ver Resumen' })).toBeVisible();
  });
});
