import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, loginAs } from '../support/login';
import { apiAs } from '../support/api';
import { capture } from '../support/screenshot';

const SHOTS = '../screenshots';
const DEMO_SKU = 'INS-0013'; // Gasa estéril 10x10 cm (demo data), EAN-13 7800042000135
const UNITS = 2;

interface PickingItem {
  id: number;
  product_id: number;
  location_id: number;
  location_code: string;
  lot_number: string | null;
  quantity_required: number;
}

test.describe('picking', () => {
  test('the admin creates a task with Nueva Tarea and assigns its piece-by-piece picking list; the operator picks it at 375 px with wedge scans and completes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = await apiAs(request, DEMO_USERS.admin.email);

    const products = await admin.get<Array<{ id: number; sku: string; barcode: string; available_quantity: number }>>(
      `/api/orders/products/inventory?q=${DEMO_SKU}`,
    );
    const product = products.find((p) => p.sku === DEMO_SKU)!;
    expect(product.available_quantity).toBeGreaterThanOrEqual(UNITS);
    const stockBefore = product.available_quantity;

    // The admin creates the task on 'Picking Inteligente' with 'Nueva Tarea' (an internal order).
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'admin');
    await page.goto('/intelligent-picking');
    await page.getByRole('button', { name: 'Nueva Tarea' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva Tarea de Picking' });
    await expect(form.getByRole('button', { name: 'Crear Tarea' })).toBeDisabled();
    await form.getByRole('button', { name: 'Agregar Producto' }).click();
    await form.getByRole('combobox', { name: 'Producto' }).fill(DEMO_SKU);
    const option = page.getByRole('option', { name: new RegExp(DEMO_SKU) }).first();
    await expect(form.getByLabel('Unidad'))
      .not.toHaveValue('', { timeout: 2_000 })
      .catch(async () => option.click());
    await expect(form.getByLabel('Unidad')).not.toHaveValue('');
    await form.getByLabel('Cantidad línea 1').fill(String(UNITS));
    await form.getByText('Picking pieza por pieza', { exact: false }).click();
    await expect(form.getByTestId('criterios-0')).toContainText('Criterios Seleccionados (Automático - FIFO)');
    await expect(form.getByTestId('criterios-0')).toContainText(`Total: ${UNITS}`);
    await expect(form.getByText(/Total disponible en criterios seleccionados: \d+ unidades/)).toBeVisible();
    await expect(form.getByText('Tiempo Estimado')).toBeVisible();
    await capture(page, { path: `${SHOTS}/picking-task-form-1280.png` });
    await form.getByRole('button', { name: 'Crear Tarea' }).click();
    await expect(page.getByText('Tarea creada exitosamente')).toBeVisible();
    await expect(form).toBeHidden();

    const pending = await admin.get<{ tasks: Array<{ id: number; task_number: string; kind: string; customer_name: string }> }>(
      '/api/intelligent-picking/tasks?status=pending',
    );
    const order = { id: pending.tasks[0]!.id, order_number: pending.tasks[0]!.task_number };
    expect(pending.tasks[0]).toMatchObject({ kind: 'tarea', customer_name: 'Uso interno' });
    const newRow = page.getByRole('row').filter({ hasText: order.order_number });
    await expect(newRow).toContainText('Pendiente');
    await newRow.getByRole('button', { name: `Acciones ${order.order_number}` }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Tarea' });
    await expect(edit.getByLabel('Cantidad línea 1')).toHaveValue(String(UNITS));
    await expect(edit.getByTestId('criterios-0')).toContainText('(Automático - FIFO)');
    await capture(page, { path: `${SHOTS}/picking-task-edit-1280.png` });
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toBeHidden();
    await newRow.getByRole('button', { name: `Acciones ${order.order_number}` }).click();
    await page.getByRole('menuitem', { name: 'Asignar Inventario' }).click();
    await expect(page.getByText('Inventario asignado exitosamente')).toBeVisible();
    await expect(newRow).toContainText('Asignado');
    await newRow.getByRole('button', { name: `Acciones ${order.order_number}` }).click();
    await page.getByRole('menuitem', { name: 'Crear Lista Picking' }).click();
    await expect(page.getByText('Lista de picking creada exitosamente')).toBeVisible();
    const withList = await admin.get<{ picking_list: { id: number; list_number: string } }>(
      `/api/intelligent-picking/tasks/${order.id}`,
    );
    const created = withList.picking_list;

    // Supervisor: picking tab of 'Asignación de Servicios'.
    await page.goto('/service-assignment?tab=picking');
    await expect(page.getByRole('tab', { name: 'Picking' })).toHaveAttribute('aria-selected', 'true');
    const row = page.getByTestId(`assign-row-${created.id}`);
    await expect(row).toContainText('Pendiente');
    await expect(row).toContainText(order.order_number);
    await row.getByRole('button', { name: `Asignar ${created.list_number}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Debe seleccionar un operario')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Asignar', exact: true })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Operario' }).click();
    await page.getByRole('option', { name: /^operador(?!\d)/ }).click();
    await dialog.getByRole('button', { name: 'Asignar', exact: true }).click();
    await expect(page.getByText('Lista asignada exitosamente')).toBeVisible();
    await expect(row).toContainText('Asignado');
    await capture(page, { path: `${SHOTS}/picking-assignment-1280.png`, fullPage: true });

    // The task on 'Picking Inteligente': stat cards from data and the row menu of an assigned task.
    await page.goto('/intelligent-picking');
    await expect(page.getByText('Tareas Activas')).toBeVisible();
    const taskRow = page.getByRole('row').filter({ hasText: order.order_number });
    await expect(taskRow).toContainText('Asignado');
    await taskRow.getByRole('button', { name: `Acciones ${order.order_number}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Liberar Asignaciones' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Asignar Inventario' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await taskRow.getByRole('button', { name: order.order_number, exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Detalles de Tarea #${order.order_number}` })).toContainText(
      'Ruta de Picking Optimizada',
    );
    await capture(page, { path: `${SHOTS}/picking-task-details-1280.png` });
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await capture(page, { path: `${SHOTS}/intelligent-picking-1280.png`, fullPage: true });

    // Operator on a handheld: dashboard picking tab → Iniciar → execution.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, 'operator');
    await page.goto('/operator?tab=picking');
    const card = page.getByTestId(`picking-list-${created.id}`);
    await expect(card).toContainText('Asignado');
    await capture(page, { path: `${SHOTS}/picking-operator-375.png`, fullPage: true });
    await card.getByRole('button', { name: 'Iniciar' }).click();
    await expect(page).toHaveURL(new RegExp(`/intelligent-picking/${created.id}$`));
    await expect(page.getByTestId('list-status')).toHaveText('En Progreso');
    await expect(page.getByText('Picking Atomizado')).toBeVisible();

    const detail = await admin.get<{ picking_items: PickingItem[] }>(`/api/orders/picking-lists/${created.id}`);
    for (const item of detail.picking_items) {
      const itemCard = page.getByTestId(`picking-item-${item.id}`);
      // Recolectar waits for every unit's scan.
      await expect(itemCard.getByRole('button', { name: 'Recolectar' })).toBeDisabled();
      const field = page.getByLabel('Código de barras del producto', { exact: true });
      await expect(field).toBeFocused();
      let firstUnit = 1;
      if (item === detail.picking_items[0]) {
        // The scanner dialog: no camera on this machine, so it falls back to the Manual tab.
        await page.getByRole('button', { name: 'Escáner' }).click();
        const scanner = page.getByRole('dialog');
        await expect(scanner.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
        await expect(scanner.getByRole('tab', { name: 'Cámara' })).toBeDisabled();
        await expect(scanner.getByRole('alert')).toBeVisible();
        await expect(scanner.getByRole('button', { name: 'Validar' })).toBeDisabled();
        await scanner.getByLabel('Código de barras').fill(product.barcode);
        await scanner.getByRole('button', { name: 'Validar' }).click();
        await expect(scanner).toContainText(`Progreso: 1/${item.quantity_required} escaneados`);
        await expect(scanner.getByLabel('Código de barras')).toBeFocused();
        await capture(page, { path: `${SHOTS}/picking-scanner-manual-375.png` });
        await scanner.getByRole('button', { name: 'Cancelar' }).click();
        await expect(itemCard).toContainText(`1/${item.quantity_required} escaneados`);
        // Back to the wedge: the scan field has the focus again.
        await expect(field).toBeFocused();
        firstUnit = 2;
      }
      for (let unit = firstUnit; unit <= item.quantity_required; unit++) {
        // A keyboard-wedge scanner types the code and Enter into the focused field.
        await page.keyboard.type(product.barcode);
        await page.keyboard.press('Enter');
        await expect(itemCard).toContainText(
          unit === item.quantity_required ? 'Completo' : `${unit}/${item.quantity_required} escaneados`,
        );
        if (unit < item.quantity_required) await expect(field).toBeFocused();
      }
      if (item === detail.picking_items[0])
        await capture(page, { path: `${SHOTS}/picking-execution-scanned-375.png`, fullPage: true });
      // Piece by piece every unit is scanned already; the pick is confirmed at its location.
      await itemCard.getByRole('button', { name: 'Recolectar' }).click();
      await expect(page.getByLabel(`Escanee la ubicación ${item.location_code}`)).toBeFocused();
      await page.keyboard.type(item.location_code);
      await page.keyboard.press('Enter');
      await expect(itemCard).toContainText('Recolectado');
    }
    await page.getByRole('button', { name: 'Completar Picking' }).click();
    await expect(page.getByText('Picking completado exitosamente')).toBeVisible();
    await expect(page.getByTestId('list-status')).toHaveText('Completado');
    await capture(page, { path: `${SHOTS}/picking-completed-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await capture(page, { path: `${SHOTS}/picking-completed-1280.png`, fullPage: true });

    // The order is picked; the stock left through PICKING events.
    const task = await admin.get<{ status: string; task_lines: Array<{ quantity_picked: number }> }>(
      `/api/intelligent-picking/tasks/${order.id}`,
    );
    expect(task.status).toBe('picked');
    expect(task.task_lines[0]!.quantity_picked).toBe(UNITS);
    const after = (
      await admin.get<Array<{ sku: string; available_quantity: number; current_stock: number }>>(
        `/api/orders/products/inventory?q=${DEMO_SKU}`,
      )
    ).find((p) => p.sku === DEMO_SKU)!;
    expect(after.available_quantity).toBe(stockBefore - UNITS);
    const events = await request.get(`/api/traceability/events?product_id=${product.id}&event_type=PICKING`, {
      headers: {
        Authorization: `Bearer ${(await (await request.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD } })).json()).access_token}`,
      },
    });
    const picked = (await events.json()).data.events as Array<{ quantity_moved: number; operation_reference: string | null }>;
    expect(
      picked.filter((e) => e.operation_reference === created.list_number).reduce((s, e) => s + Math.abs(e.quantity_moved), 0),
    ).toBe(UNITS);
  });

  test('a pick is confirmed by scans of the location and the product at 375 px; a 5-star order stays Crítica on the phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const customers = await admin.get<Array<{ id: number }>>('/api/orders/customers');
    const products = await admin.get<Array<{ id: number; sku: string; barcode: string }>>(
      `/api/orders/products/inventory?q=${DEMO_SKU}`,
    );
    const product = products.find((p) => p.sku === DEMO_SKU)!;
    const order = await admin.post<{ id: number }>('/api/orders', {
      customer_id: customers[0]!.id,
      priority: 5,
      order_lines: [{ product_id: product.id, quantity: 1, unit_price: 1200 }],
    });
    await admin.post(`/api/orders/${order.id}/allocate`);
    const list = await admin.post<{ id: number }>(`/api/orders/${order.id}/picking-list`);
    const operators = await admin.get<Array<{ id: number; username: string }>>('/api/users/operators');
    await admin.post(`/api/orders/picking-lists/${list.id}/assign`, {
      user_id: operators.find((o) => o.username === 'operador')!.id,
    });

    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, 'operator');
    await page.goto('/operator?tab=picking');
    const card = page.getByTestId(`picking-list-${list.id}`);
    await expect(card.getByTestId('priority-chip')).toHaveText('Crítica');
    await card.getByRole('button', { name: 'Iniciar' }).click();
    await expect(page.getByTestId('list-status')).toHaveText('En Progreso');

    const detail = await admin.get<{ picking_items: PickingItem[] }>(`/api/orders/picking-lists/${list.id}`);
    const item = detail.picking_items[0]!;
    const itemCard = page.getByTestId(`picking-item-${item.id}`);
    await itemCard.getByRole('button', { name: 'Recolectar' }).click();
    const panel = page.getByTestId('pick-confirm-panel');
    const location = panel.getByLabel(`Escanee la ubicación ${item.location_code}`);
    await expect(location).toBeFocused();
    // A scan of another location is refused by the server, and the refusal stays beside the field.
    await page.keyboard.type('OTRA-UBICACION');
    await page.keyboard.press('Enter');
    await panel.getByLabel('Escanee el producto').fill(product.barcode);
    await panel.getByLabel('Escanee el producto').press('Enter');
    const refusal = `La ubicación escaneada (OTRA-UBICACION) no corresponde a la ubicación del item ${item.location_code}`;
    await expect(panel.getByText(refusal)).toBeVisible();
    await page.waitForTimeout(3_500);
    await expect(panel.getByText(refusal)).toBeVisible();
    await expect(itemCard).toContainText('Pendiente');
    await capture(page, { path: `${SHOTS}/picking-scan-refused-375.png`, fullPage: true });

    await expect(location).toBeFocused();
    await page.keyboard.type(item.location_code);
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('pick-location-scanned')).toContainText(item.location_code);
    await expect(panel.getByLabel('Escanee el producto')).toBeFocused();
    await capture(page, { path: `${SHOTS}/picking-scan-location-375.png`, fullPage: true });
    // The product as a GS1 element string with the reserved lot.
    const gtin = product.barcode.padStart(14, '0');
    await page.keyboard.type(item.lot_number ? `(01)${gtin}(10)${item.lot_number}` : product.barcode);
    await page.keyboard.press('Enter');
    await expect(itemCard).toContainText('Recolectado');
    await expect(panel).toBeHidden();
    await capture(page, { path: `${SHOTS}/picking-scan-picked-375.png`, fullPage: true });
  });

  test('an admin turns scanning off for a list: the operator picks with one tap and the list says scanning was off', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const customers = await admin.get<Array<{ id: number }>>('/api/orders/customers');
    const products = await admin.get<Array<{ id: number; sku: string }>>(`/api/orders/products/inventory?q=${DEMO_SKU}`);
    const product = products.find((p) => p.sku === DEMO_SKU)!;
    const order = await admin.post<{ id: number }>('/api/orders', {
      customer_id: customers[0]!.id,
      order_lines: [{ product_id: product.id, quantity: 1, unit_price: 1200 }],
    });
    await admin.post(`/api/orders/${order.id}/allocate`);
    const list = await admin.post<{ id: number; list_number: string }>(`/api/orders/${order.id}/picking-list`);
    const operators = await admin.get<Array<{ id: number; username: string }>>('/api/users/operators');
    await admin.post(`/api/orders/picking-lists/${list.id}/assign`, {
      user_id: operators.find((o) => o.username === 'operador')!.id,
    });

    // The admin turns it off on the assignment screen (a site without scanners).
    await loginAs(page, 'admin');
    await page.goto('/picking-assignment');
    const row = page.getByTestId(`assign-row-${list.id}`);
    await row.getByRole('switch', { name: `Escaneo obligatorio de ${list.list_number}` }).click();
    await expect(row).toContainText('Desactivado');

    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, 'operator');
    await page.goto('/operator?tab=picking');
    const card = page.getByTestId(`picking-list-${list.id}`);
    await expect(card).toContainText('Escaneo desactivado');
    await card.getByRole('button', { name: 'Iniciar' }).click();
    await expect(page.getByTestId('scan-mode')).toContainText('Escaneo desactivado');
    const detail = await admin.get<{ picking_items: PickingItem[] }>(`/api/orders/picking-lists/${list.id}`);
    const itemCard = page.getByTestId(`picking-item-${detail.picking_items[0]!.id}`);
    // No scan is asked: one tap confirms the pick.
    await itemCard.getByRole('button', { name: 'Recolectar' }).click();
    await expect(itemCard).toContainText('Recolectado');
    await expect(page.getByTestId('pick-confirm-panel')).toHaveCount(0);
    await capture(page, { path: `${SHOTS}/picking-scan-off-375.png`, fullPage: true });
  });
  test('an order whose stock lies in two warehouses gets a route that visits one warehouse after the other', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const warehouses = (await admin.get<Array<{ id: number; name: string }>>('/api/warehouses')).slice(0, 2);
    expect(warehouses).toHaveLength(2);
    // A product other than the one the other tests pick, received in both warehouses.
    const products = await admin.get<Array<{ id: number; sku: string; available_quantity: number }>>(
      '/api/orders/products/inventory?q=INS',
    );
    const product = products.find((p) => p.sku !== DEMO_SKU && p.available_quantity > 0 && p.available_quantity < 500)!;
    expect(product, 'la demo tiene otro insumo con stock').toBeDefined();
    const stamp = `${Date.now() % 1_000_000}`;
    const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    for (const [index, warehouse] of warehouses.entries()) {
      const zones = await admin.get<Array<{ id: number }>>(`/api/warehouses/${warehouse.id}/zones`);
      const receipt = await admin.post<{ id: number }>('/api/transactions/ingresos', {
        order_number: `OC-2B-${stamp}-${index}`,
        warehouse_id: warehouse.id,
        zone_id: zones[0]!.id,
        items: [{ product_id: product.id, quantity: 2, lot_number: `B${index}${stamp}`, expiry_date: expiry }],
      });
      await admin.post(`/api/transactions/${receipt.id}/process`);
    }
    // The order takes every available unit, so its reservations lie in both warehouses.
    const available = (
      await admin.get<Array<{ id: number; available_quantity: number }>>(`/api/orders/products/inventory?q=${product.sku}`)
    ).find((p) => p.id === product.id)!.available_quantity;
    expect(available).toBeGreaterThanOrEqual(product.available_quantity + 4);
    const customers = await admin.get<Array<{ id: number }>>('/api/orders/customers');
    const order = await admin.post<{ id: number }>('/api/orders', {
      customer_id: customers[0]!.id,
      order_lines: [{ product_id: product.id, quantity: available, unit_price: 1200 }],
    });
    await admin.post(`/api/orders/${order.id}/allocate`);
    const list = await admin.post<{ id: number }>(`/api/orders/${order.id}/picking-list`);

    await loginAs(page, 'admin');
    await page.goto(`/intelligent-picking/${list.id}?view=true`);
    const parts = page.getByTestId('route-warehouses');
    await expect(parts).toContainText(/Recorre \d+ bodegas, una tras otra/);
    for (const warehouse of warehouses) await expect(parts).toContainText(warehouse.name);
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    const route = page.getByRole('table', { name: 'Ruta de Picking Optimizada' });
    for (const warehouse of warehouses)
      await expect(route.getByRole('cell', { name: warehouse.name, exact: true })).toBeVisible();
    await capture(page, { path: `${SHOTS}/picking-route-two-warehouses-1280.png`, fullPage: true });
  });
});
