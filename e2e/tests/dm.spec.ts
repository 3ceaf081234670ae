import { unitLabelScan } from '@bodega/domain';
import { expect, test, type APIRequestContext } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiAs } from '../support/api';
import { DEMO_PASSWORD, DEMO_USERS, loginAs } from '../support/login';
import { capture } from '../support/screenshot';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

async function apiToken(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

/** GS1 check digit of the first 13 digits of a GTIN-14. */
function gtin14(ean13: string): string {
  const body = `0${ean13}`.slice(0, 13);
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

test('an implantable received by GS1 scan travels by QR to a service, into a patient and back; its recall lists the patient @pg', async ({
  page,
  request,
}) => {
  // The whole journey drives five dialogs on a shared 2-core machine.
  test.setTimeout(180_000);
  const headers = await apiToken(request);
  // An implantable device of the demo, and where its units are kept.
  const devices = (await (await request.get('/api/dm/dispositivos-dm?tipo=Implantable&per_page=100', { headers })).json())
    .data as Array<{ product_id: number; ubicaciones: Array<{ location_id: number; servicio_clinico: unknown }> }>;
  const sample = devices.find((d) => d.ubicaciones.some((u) => u.servicio_clinico === null))!;
  const locationId = sample.ubicaciones.find((u) => u.servicio_clinico === null)!.location_id;
  const product = (await (await request.get(`/api/products/${sample.product_id}`, { headers })).json()).data as {
    id: number;
    name: string;
    barcode: string;
  };
  const location = (await (await request.get(`/api/locations/${locationId}`, { headers })).json()).data as {
    zone_id: number;
    warehouse_id: number;
  };
  const stamp = Date.now().toString(36).toUpperCase();
  const serial = `E2E${stamp}`;
  const lot = `LE2E${stamp}`.slice(0, 20);
  // The label as the scanner reads it: GTIN, expiry, lot, serial.
  const scanned = `(01)${gtin14(product.barcode)}(17)301231(10)${lot}(21)${serial}`;
  const receipt = await request.post('/api/transactions/simplified-reception', {
    headers,
    data: {
      reference: `ING-E2E-${stamp}`,
      warehouse_id: location.warehouse_id,
      zone_id: location.zone_id,
      details: [
        {
          product_id: product.id,
          quantity: 1,
          lot_number: lot,
          serial_number: serial,
          expiry_date: '2030-12-31',
          destination_location_id: locationId,
          barcode_type: 'GS1',
          auto_filled: true,
          udi_raw: scanned,
          forma_adquisicion: 'Compra directa',
          // Received yesterday (recorded now): the implant an hour ago is after its receipt at any hour.
          fecha_recepcion_conforme: new Date(Date.now() - 86_400_000).toISOString(),
          numero_registro_sanitario: 'ISP-E2E',
        },
      ],
    },
  });
  expect(receipt.status(), await receipt.text()).toBe(201);

  await loginAs(page, 'admin');
  await page.goto('/trazabilidad-dm');
  await expect(page.getByRole('heading', { name: 'Trazabilidad de Dispositivos Médicos' })).toBeVisible();
  await expect(page.getByText('Norma N° 247')).toBeVisible();
  await expect(page.getByText('Total DM en Sistema')).toBeVisible();

  // Transfer to a clinical service: the QR is shown; its content is typed on reception.
  await page.getByRole('button', { name: 'Nueva Transferencia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Transferencia' });
  await dialog.getByLabel('Dispositivo Médico').fill(serial);
  await page.getByRole('option', { name: new RegExp(serial) }).click();
  await dialog.getByLabel('Servicio Clínico Destino').click();
  await page.getByRole('option', { name: /Pabellón Central/ }).click();
  await dialog.getByLabel('Usuario Receptor').fill('Enf. Paula Muñoz');
  await dialog.getByRole('button', { name: 'Crear y Generar QR' }).click();
  await expect(page.getByText('Transferencia creada exitosamente')).toBeVisible();
  const qrDialog = page.getByRole('dialog', { name: 'Código QR de Transferencia' });
  await expect(qrDialog.getByLabel('Código QR de la transferencia')).toBeVisible();
  const content = (await qrDialog.getByTestId('qr-content').textContent())!;
  expect(JSON.parse(content)).toMatchObject({ type: 'transferencia_dm' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await capture(page, { path: path.join(SCREENSHOTS, 'dm-qr.png') });
  await qrDialog.getByRole('button', { name: 'Cerrar' }).click();

  // The receive flow on a phone (375 px).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Escanear QR para Recepción' }).click();
  const scan = page.getByRole('dialog', { name: 'Escanear QR para Recepción' });
  await scan.getByLabel('Contenido del código QR').fill(content);
  await capture(page, { path: path.join(SCREENSHOTS, 'dm-receive-375.png') });
  await scan.getByLabel('Contenido del código QR').press('Enter');
  await expect(page.getByText('Transferencia recibida exitosamente mediante QR')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  // Implant in a patient by RUN, then explant.
  await page.getByRole('button', { name: 'Implantes' }).click();
  await page.getByRole('button', { name: 'Registrar Implante' }).click();
  const implant = page.getByRole('dialog', { name: 'Registrar Implante' });
  await implant.getByLabel('RUN Paciente').fill('12.345.678-4');
  await implant.getByLabel('Nombre del Paciente').fill('Paciente E2E Soto');
  // The unit's UDI as the scanner reads it: it picks the unit and is kept exactly as read.
  const wedge = scanned;
  await implant.getByLabel('UDI escaneado (opcional)').fill(wedge);
  await implant.getByLabel('UDI escaneado (opcional)').press('Enter');
  await expect(implant.getByTestId('udi-leido')).toContainText(`Serie ${serial}`);
  await expect(implant.getByTestId('udi-leido')).toContainText('Vence 2030-12-31');
  await expect(implant.getByLabel('Dispositivo Médico')).toHaveValue(new RegExp(serial));
  await implant.getByLabel('Profesional que Implanta').fill('Dra. E2E');
  await implant.getByLabel('Prestación Quirúrgica').fill('Implante E2E');
  // An hour ago in the browser's time zone (the datetime-local field is local time).
  const local = await page.evaluate(() => {
    const at = new Date(Date.now() - 3_600_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });
  await implant.getByLabel('Fecha y Hora de Implantación').fill(local);
  await implant.getByRole('button', { name: 'Registrar Implante' }).click();
  await expect(implant.getByText('RUN inválido')).toBeVisible();
  await implant.getByLabel('RUN Paciente').fill('12.345.678-5');
  await implant.getByRole('button', { name: 'Registrar Implante' }).click();
  await expect(page.getByText('Implante registrado exitosamente')).toBeVisible();
  const implants = (await (await request.get('/api/dm/implantes?run_paciente=12345678-5&per_page=100', { headers })).json())
    .data as Array<{ serial_number: string; udi_raw: string | null }>;
  expect(implants.find((i) => i.serial_number === serial)?.udi_raw).toBe(wedge);
  await page.getByLabel('Buscar por RUN').fill('12345678-5');
  const row = page.getByRole('row', { name: /Paciente E2E Soto/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Registrar explante/ }).click();
  const explant = page.getByRole('dialog', { name: 'Registrar Explante' });
  await expect(explant.getByText('Va a registrar el retiro del dispositivo implantado.')).toBeVisible();
  await explant.getByLabel('Profesional que Explanta').fill('Dra. E2E');
  await explant.getByLabel('Motivo del Explante').click();
  await page.getByRole('option', { name: 'Complicación' }).click();
  await explant.getByLabel('Observaciones').fill('Infección');
  await explant.getByRole('button', { name: 'Registrar Explante' }).click();
  await expect(page.getByText('Explante registrado exitosamente')).toBeVisible();

  // Change its state: back from quarantine to Disponible.
  await page.getByRole('button', { name: 'Estados' }).click();
  await page.getByRole('button', { name: 'Cambiar Estado' }).click();
  const state = page.getByRole('dialog', { name: 'Cambiar Estado' });
  await state.getByLabel('Dispositivo Médico').fill(serial);
  await page.getByRole('option', { name: new RegExp(serial) }).click();
  await expect(state.getByText('Estado actual: En cuarentena')).toBeVisible();
  await state.getByLabel('Nuevo Estado').click();
  await page.getByRole('option', { name: 'Disponible' }).click();
  await state.getByLabel('Observaciones').fill('Revisado y esterilizado');
  await state.getByRole('button', { name: 'Confirmar Cambio' }).click();
  await expect(page.getByText('Estado cambiado exitosamente')).toBeVisible();

  // A recall of its lot lists the patient.
  await page.getByRole('button', { name: 'Alertas y Retiros' }).click();
  await page.getByRole('button', { name: 'Nueva Alerta / Retiro' }).click();
  const recall = page.getByRole('dialog', { name: 'Nueva Alerta / Retiro' });
  // The product is found by its GTIN, as the alert names it.
  await recall.getByRole('combobox', { name: 'Producto' }).fill(product.barcode);
  await page
    .getByRole('option', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  await recall.getByLabel('Lotes (separados por coma)').fill(lot);
  await recall.getByLabel('Motivo').fill('Falla de esterilidad');
  await recall.getByLabel('Referencia (alerta ISP / FSCA)').fill(`FSCA-${stamp}`);
  await recall.getByRole('button', { name: 'Abrir retiro y retener unidades' }).click();
  const detail = page.getByRole('dialog', { name: /RET-/ });
  await expect(detail.getByRole('cell', { name: 'Paciente E2E Soto' })).toBeVisible();
  await expect(detail.getByRole('cell', { name: '12.345.678-5' })).toBeVisible();
  await capture(page, { path: path.join(SCREENSHOTS, 'dm-recall.png') });
});

test('the viewer reads the screen without any write button', async ({ page }) => {
  await loginAs(page, 'viewer');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/trazabilidad-dm');
  await expect(page.getByText('Total DM en Sistema')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva Transferencia' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Escanear QR para Recepción' })).toHaveCount(0);
  await capture(page, { path: path.join(SCREENSHOTS, 'dm-viewer.png') });
  for (const tab of ['Implantes', 'Estados', 'Alertas y Retiros']) {
    await page.getByRole('button', { name: tab }).click();
    await expect(page.getByRole('button', { name: /^(Registrar Implante|Cambiar Estado|Nueva Alerta \/ Retiro)$/ })).toHaveCount(
      0,
    );
  }
});

test('the admin screen at 1280 px', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/trazabilidad-dm');
  await expect(page.getByText('Total DM en Sistema')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva Transferencia' })).toBeVisible();
  await capture(page, { path: path.join(SCREENSHOTS, 'dm-admin.png') });
  // Every tab's table shows its Acciones column in the window, with no sideways scroll.
  for (const tab of ['Transferencias', 'Implantes', 'Estados']) {
    await page.getByRole('button', { name: tab, exact: true }).click();
    const header = page.getByRole('columnheader', { name: 'Acciones' });
    await expect(header).toBeVisible();
    const grid = page.getByRole('grid').filter({ has: header });
    const table = (await grid.boundingBox())!;
    const rowActions = grid.locator('.MuiDataGrid-row').first().locator('[data-field="acciones"]');
    for (const cell of [(await header.boundingBox())!, (await rowActions.boundingBox())!]) {
      expect(cell.x + cell.width, tab).toBeLessThanOrEqual(Math.min(1280, table.x + table.width));
    }
    await capture(page, { path: path.join(SCREENSHOTS, `dm-admin-${tab.toLowerCase()}-1280.png`) });
  }
});

test('a recall stops a picked order at consolidation, lists it in preparation and brings its units back held', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, DEMO_USERS.admin.email);
  const operator = await apiAs(request, DEMO_USERS.operator.email);
  const stamp = Date.now().toString(36).toUpperCase();
  const lot = `RCE${stamp}`.slice(0, 20);
  const warehouses = await admin.get<Array<{ id: number; name: string }>>('/api/warehouses');
  const warehouse = warehouses.find((w) => w.name === 'Bodega Central Hospital Clínico') ?? warehouses[0]!;
  const zones = await admin.get<Array<{ id: number; name: string }>>(`/api/warehouses/${warehouse.id}/zones`);
  const zone = zones.find((z) => z.name === 'Recepción') ?? zones[0]!;
  const products = await admin.get<Array<{ id: number; sku: string }>>('/api/orders/products/inventory?q=INS-0013');
  const product = products.find((p) => p.sku === 'INS-0013')!;
  await admin.post('/api/transactions/simplified-reception', {
    reference: `OC-RC-${stamp}`,
    warehouse_id: warehouse.id,
    zone_id: zone.id,
    details: [{ product_id: product.id, quantity: 4, lot_number: lot, expiry_date: '2029-06-30' }],
  });
  // Two orders reserve and pick units of that lot.
  const customers = await admin.get<Array<{ id: number }>>('/api/orders/customers');
  const operators = await admin.get<Array<{ id: number; username: string }>>('/api/users/operators');
  const operatorId = operators.find((o) => o.username === 'operador')!.id;
  const numbers: string[] = [];
  for (const quantity of [2, 1]) {
    const order = await admin.post<{ id: number; order_number: string }>('/api/orders', {
      customer_id: customers[0]!.id,
      // The most urgent, so both are on the first page of picked orders.
      priority: 5,
      shipping_address: 'Av. Recall 1',
      order_lines: [
        {
          product_id: product.id,
          quantity,
          unit_price: 900,
          picking_strategy: 'manual',
          picking_criteria: { type: 'lot', value: lot },
        },
      ],
    });
    numbers.push(order.order_number);
    await admin.post(`/api/orders/${order.id}/allocate`);
    const list = await admin.post<{ id: number }>(`/api/orders/${order.id}/picking-list`);
    await admin.post(`/api/orders/picking-lists/${list.id}/assign`, { user_id: operatorId });
    const started = await operator.post<{
      picking_items: Array<{
        id: number;
        quantity_required: number;
        location_code: string;
        product_barcode: string | null;
        product_sku: string;
        lot_number: string | null;
        serial_number: string | null;
      }>;
    }>(`/api/orders/picking-lists/${list.id}/start`);
    // Each pick is confirmed by the scans of its location and product, as the handheld sends them.
    for (const item of started.picking_items)
      await operator.post(`/api/orders/picking-items/${item.id}/pick`, {
        quantity_picked: item.quantity_required,
        status: 'picked',
        location_scan: item.location_code,
        product_scan: unitLabelScan(item),
        // The order names its lot, not FEFO's: under the default 'warn' the pick gives its reason.
        deviation_reason: 'solicitud_clinica',
      });
    await operator.post(`/api/orders/picking-lists/${list.id}/complete`);
  }
  const recall = await admin.post<{
    id: number;
    numero: string;
    en_stock: Array<{ ubicacion: string }>;
    en_preparacion: Array<{ numero: string }>;
  }>('/api/dm/retiros', {
    product_id: product.id,
    lotes: [lot],
    motivo: 'Gasa no estéril',
    referencia: `FSCA-${stamp}`,
  });
  expect(recall.en_preparacion.map((o) => o.numero).sort()).toEqual([...numbers].sort());

  // Consolidating the two orders is refused, naming the recall.
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/despachos');
  const table = page.getByRole('grid', { name: 'Órdenes recolectadas' });
  for (const number of numbers) {
    const row = table.locator('.MuiDataGrid-row').filter({ hasText: number });
    await row.getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: /Consolidar Órdenes/ }).click();
  const consolidation = page.getByRole('dialog', { name: 'Consolidar Órdenes' });
  await consolidation.getByRole('button', { name: 'Consolidar', exact: true }).click();
  await expect(page.getByText(new RegExp(`lleva unidades del retiro ${recall.numero}`)).first()).toBeVisible();

  // The recall's picture lists both orders in preparation; one is brought back to a warehouse location, held.
  await page.goto('/trazabilidad-dm');
  await page.getByRole('button', { name: 'Alertas y Retiros' }).click();
  await page.getByRole('row').filter({ hasText: recall.numero }).getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(recall.numero) });
  const preparing = detail.getByRole('row').filter({ hasText: numbers[0]! });
  await expect(preparing).toContainText(lot);
  await expect(detail.getByRole('row').filter({ hasText: numbers[1]! })).toBeVisible();
  const where = detail.getByLabel('Ubicación de cuarentena para unidades recuperadas');
  await where.click();
  // Back where the lot's other units wait, held.
  const keep = recall.en_stock[0]!.ubicacion;
  await where.fill(keep);
  await page
    .getByRole('option', { name: new RegExp(keep) })
    .first()
    .click();
  await capture(page, { path: path.join(SCREENSHOTS, 'dm-recall-orders-1280.png') });
  await preparing.getByRole('button', { name: 'Recuperar a bodega' }).click();
  await expect(page.getByText('Unidades recuperadas a bodega, retenidas por el retiro')).toBeVisible();
  await expect(detail.getByRole('row').filter({ hasText: numbers[0]! })).toHaveCount(0);
  await expect(detail.getByRole('row').filter({ hasText: 'Recuperado' }).filter({ hasText: lot }).first()).toBeVisible();
});
