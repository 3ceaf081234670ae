import { unitLabelScan } from '@bodega/domain';
import { expect, test } from '@playwright/test';
import { DEMO_USERS, loginAs } from '../support/login';
import { apiAs } from '../support/api';
import { capture } from '../support/screenshot';

const SHOTS = '../screenshots';
const DEMO_SKU = 'INS-0013'; // Gasa estéril 10x10 cm (demo data)

test.describe('wave picking', () => {
  test('admin analyses three orders, creates a wave from a suggestion and opens it; the operator picks one of its lists', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const customers = await admin.get<Array<{ id: number }>>('/api/orders/customers');
    const products = await admin.get<Array<{ id: number; sku: string; available_quantity: number }>>(
      `/api/orders/products/inventory?q=${DEMO_SKU}`,
    );
    const product = products.find((p) => p.sku === DEMO_SKU)!;
    expect(product.available_quantity).toBeGreaterThanOrEqual(3);
    // Three pending orders of the same product: their stock comes from the same locations.
    const orders: Array<{ id: number; order_number: string }> = [];
    for (let i = 0; i < 3; i++) {
      orders.push(
        await admin.post('/api/orders', {
          customer_id: customers[i % customers.length]!.id,
          priority: 5,
          order_lines: [{ product_id: product.id, quantity: 1, unit_price: 1200 }],
        }),
      );
    }

    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'admin');
    await page.goto('/wave-picking');
    await expect(page.getByTestId('page-title')).toHaveText('Picking por Olas');
    for (const label of ['Órdenes Pendientes', 'Olas Activas', 'Eficiencia', 'Tiempo Promedio'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crear Ola' })).toBeDisabled();
    // The recent waves read minutes with the decimal comma ('2,2', never '2.24'), in Spanish pages.
    const completed = page.getByRole('row', { name: /OLA-DEMO-COMPLETADA/ });
    await expect(completed.locator('[data-field="actual_time"]')).toHaveText(/^\d+(,\d)?$/);
    await expect(page.getByText('Filas por página:').first()).toBeVisible();
    await expect(page.getByText(/^\d+–\d+ de \d+$/).first()).toBeVisible();

    // An order selected on 'Crear Ola' is still selected after a look at another tab.
    await page.getByLabel('Buscar órdenes').fill(orders[0]!.order_number);
    await page
      .getByRole('row', { name: new RegExp(orders[0]!.order_number) })
      .getByRole('checkbox')
      .check();
    await expect(page.getByTestId('selected-count')).toHaveText('Órdenes seleccionadas: 1');
    await page.getByRole('tab', { name: 'Configuración' }).click();
    await page.getByRole('tab', { name: 'Crear Ola' }).click();
    await expect(page.getByTestId('selected-count')).toHaveText('Órdenes seleccionadas: 1');

    // Analizar Órdenes: the three orders share their locations (100 % per pair).
    await page.getByRole('tab', { name: 'Analizar Órdenes' }).click();
    const picker = page.getByLabel('Órdenes a analizar');
    for (const order of orders) {
      await picker.fill(order.order_number);
      await page.getByRole('option', { name: order.order_number, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Analizar Compatibilidad' }).click();
    const analysis = page.getByTestId('analysis-result');
    await expect(analysis).toContainText('Órdenes analizadas: 3');
    await expect(analysis).toContainText('Solapamientos de ubicación: 3');
    await expect(analysis.getByRole('cell', { name: '100,0%' })).toHaveCount(3);
    await capture(page, { path: `${SHOTS}/waves-analysis-1280.png`, fullPage: true });

    // Sugerencias from priority 5: the wave holding our orders is created as 'Ola Sugerida n'.
    await page.getByRole('tab', { name: 'Sugerencias' }).click();
    await page.getByLabel('Prioridad mínima').click();
    await page.getByRole('option', { name: '5 - Crítica' }).click();
    await page.getByRole('button', { name: 'Generar Sugerencias' }).click();
    const target = page
      .getByTestId('suggestions-result')
      .locator('.MuiAccordion-root')
      .filter({ hasText: orders[0]!.order_number });
    await expect(target).toHaveCount(1);
    await target.locator('.MuiAccordionSummary-root').click();
    for (const order of orders) await expect(target).toContainText(order.order_number);
    await capture(page, { path: `${SHOTS}/waves-suggestions-1280.png`, fullPage: true });
    await target.getByRole('button', { name: 'Crear Esta Ola' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ola Creada Exitosamente' });
    await expect(dialog).toContainText('Órdenes Procesadas');
    await capture(page, { path: `${SHOTS}/waves-result-1280.png` });
    await dialog.getByRole('button', { name: 'Ver Detalles' }).click();

    await expect(page).toHaveURL(/\/wave-picking\/\d+$/);
    const waveId = Number(page.url().split('/').pop());
    await expect(page.getByText(/^Ola Sugerida \d+$/)).toBeVisible();
    for (const order of orders) await expect(page.getByRole('cell', { name: order.order_number, exact: true })).toBeVisible();
    await expect(page.getByTestId('wave-list').first()).toContainText('Ruta:');
    await capture(page, { path: `${SHOTS}/waves-detail-1280.png`, fullPage: true });

    // The operator picks the list that holds our orders with the ordinary picking screens.
    const wave = await admin.get<{ lists: Array<{ id: number; order_numbers: string[] }> }>(`/api/wave-picking/waves/${waveId}`);
    const list = wave.lists.find((l) => l.order_numbers.includes(orders[0]!.order_number))!;
    const operators = await admin.get<Array<{ id: number; username: string }>>('/api/users/operators');
    await admin.post(`/api/orders/picking-lists/${list.id}/assign`, {
      user_id: operators.find((o) => o.username === DEMO_USERS.operator.username)!.id,
    });

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, 'operator');
    await page.goto('/operator?tab=picking');
    await page.getByTestId(`picking-list-${list.id}`).getByRole('button', { name: 'Iniciar' }).click();
    await expect(page).toHaveURL(new RegExp(`/intelligent-picking/${list.id}$`));
    await expect(page.getByTestId('list-status')).toHaveText('En Progreso');
    const detail = await admin.get<{
      piece_by_piece_enabled: boolean;
      picking_items: Array<{
        id: number;
        location_code: string;
        product_barcode: string;
        product_sku: string;
        lot_number: string | null;
        serial_number: string | null;
      }>;
    }>(`/api/orders/picking-lists/${list.id}`);
    for (const item of detail.picking_items) {
      const card = page.getByTestId(`picking-item-${item.id}`);
      await card.getByRole('button', { name: 'Recolectar' }).click();
      // The pick is confirmed by scans: the location, then the product (with its serial or lot).
      await page.getByLabel(`Escanee la ubicación ${item.location_code}`).fill(item.location_code);
      await page.getByLabel(`Escanee la ubicación ${item.location_code}`).press('Enter');
      if (!detail.piece_by_piece_enabled) {
        await page.getByLabel('Escanee el producto').fill(unitLabelScan(item));
        await page.getByLabel('Escanee el producto').press('Enter');
      }
      await expect(card).toContainText('Recolectado');
    }
    await page.getByRole('button', { name: 'Completar Picking' }).click();
    await expect(page.getByText('Picking completado exitosamente')).toBeVisible();
    await capture(page, { path: `${SHOTS}/waves-operator-completed-375.png`, fullPage: true });

    // Each order of the list is picked; the wave shows the list completed.
    const after = await admin.get<{
      orders: Array<{ order_number: string; status: string; picked_units: number }>;
      lists: Array<{ id: number; status: string }>;
    }>(`/api/wave-picking/waves/${waveId}`);
    for (const order of orders)
      expect(after.orders.find((o) => o.order_number === order.order_number)).toMatchObject({
        status: 'picked',
        picked_units: 1,
      });
    expect(after.lists.find((l) => l.id === list.id)!.status).toBe('completed');
  });
  test('a wave with an order allocated in part says allocated of requested, in its result and its detail', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const customers = await admin.get<Array<{ id: number }>>('/api/orders/customers');
    // Another product than the first test's, asked for beyond what is available.
    const products = await admin.get<Array<{ id: number; sku: string; available_quantity: number }>>(
      '/api/orders/products/inventory?q=INS',
    );
    const product = products.find((p) => p.sku !== DEMO_SKU && p.available_quantity > 0 && p.available_quantity < 500)!;
    expect(product, 'la demo tiene otro insumo con stock').toBeDefined();
    const requested = product.available_quantity + 5;
    const order = await admin.post<{ id: number; order_number: string }>('/api/orders', {
      customer_id: customers[0]!.id,
      priority: 5,
      order_lines: [{ product_id: product.id, quantity: requested, unit_price: 1200 }],
    });

    await loginAs(page, 'admin');
    await page.goto('/wave-picking');
    await page.getByRole('tab', { name: 'Sugerencias' }).click();
    await page.getByLabel('Prioridad mínima').click();
    await page.getByRole('option', { name: '5 - Crítica' }).click();
    await page.getByRole('button', { name: 'Generar Sugerencias' }).click();
    const target = page.getByTestId('suggestions-result').locator('.MuiAccordion-root').filter({ hasText: order.order_number });
    await expect(target).toHaveCount(1);
    await target.locator('.MuiAccordionSummary-root').click();
    await target.getByRole('button', { name: 'Crear Esta Ola' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ola Creada Exitosamente' });
    const warning = `${order.order_number}: asignadas ${product.available_quantity} de ${requested} unidades; faltan 5 sin stock disponible`;
    await expect(dialog.getByTestId('wave-partial-warning')).toContainText(warning);
    await capture(page, { path: `${SHOTS}/waves-partial-result-1280.png` });
    await dialog.getByRole('button', { name: 'Ver Detalles' }).click();
    await expect(page).toHaveURL(/\/wave-picking\/\d+$/);
    await expect(page.getByTestId(`wave-order-partial-${order.id}`)).toHaveText(`${product.available_quantity}/${requested}`);
  });
});
