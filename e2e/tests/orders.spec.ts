import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_USERS, loginAs } from '../support/login';
import { capture } from '../support/screenshot';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

async function apiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

/** A valid RUT nobody has: body from the clock, mod-11 check digit. */
function freshRut(): string {
  const body = String(20_000_000 + (Date.now() % 9_000_000));
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return `${body}-${rest === 11 ? '0' : rest === 10 ? 'K' : rest}`;
}

interface Product {
  id: number;
  sku: string;
  name: string;
  available_quantity: number;
  has_expiry: boolean;
}

/** A demo product with unexpired stock that has expiry dates (FEFO applies) and no other pending claim. */
async function productWithStock(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<Product & { location_id: number }> {
  const products = (await (await request.get('/api/orders/products/inventory?limit=50', { headers })).json()).data as Product[];
  for (const product of products) {
    if (!product.has_expiry || product.available_quantity < 3 || product.available_quantity > 500) continue;
    const locations = (await (await request.get(`/api/orders/products/${product.id}/locations`, { headers })).json()).data;
    const row = locations.locations.find(
      (l: { expired: boolean; available_quantity: number }) => !l.expired && l.available_quantity > 0,
    );
    if (row) return { ...product, location_id: row.location_id };
  }
  throw new Error('La demo no tiene un producto con stock y vencimiento');
}

async function rowMenu(page: Page, orderNumber: string, item: string) {
  await page.getByRole('button', { name: `Acciones de la orden ${orderNumber}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('orders', () => {
  test('admin creates a customer and a FEFO order, gets a partial allocation, releases, allocates after a receipt and creates the picking list @pg', async ({
    page,
    request,
  }) => {
    const headers = await apiHeaders(request);
    const product = await productWithStock(request, headers);
    await loginAs(page, 'admin');
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Órdenes de Venta' })).toBeVisible();
    await expect(page.getByText('Órdenes Hoy')).toBeVisible();
    await capture(page, { path: `${SHOTS}/orders-list-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Nueva Orden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Orden' });
    await dialog.getByRole('button', { name: 'Nuevo Cliente' }).click();
    const customerDialog = page.getByRole('dialog', { name: 'Nuevo Cliente' });
    const name = `Clínica E2E ${Date.now()}`;
    await customerDialog.getByLabel('Nombre').fill(name);
    await customerDialog.getByLabel('RUT').fill('12.345.678-0');
    await expect(customerDialog.getByText('RUT inválido')).toBeVisible();
    await customerDialog.getByLabel('RUT').fill(freshRut());
    await customerDialog.getByRole('button', { name: 'Crear Cliente' }).click();
    await expect(page.getByText('Cliente creado exitosamente')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Cliente', exact: true })).toHaveValue(new RegExp(name));

    await dialog.getByRole('combobox', { name: 'Estrategia', exact: true }).click();
    await page.getByRole('option', { name: 'FEFO' }).click();

    // Two lines of the same product: each fits what is available, together they do not.
    const fillLine = async (index: number, quantity: number) => {
      const search = dialog.getByRole('combobox', { name: 'Producto', exact: true }).nth(index);
      await search.fill(product.sku);
      const option = page.getByRole('option', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
      if (await option.isVisible().catch(() => false)) await option.click();
      await expect(search).toHaveValue(new RegExp(product.sku));
      await dialog.getByLabel(`Cantidad línea ${index + 1}`).fill(String(quantity));
      await dialog.getByLabel(`Precio línea ${index + 1}`).fill('1500');
    };
    await fillLine(0, product.available_quantity);
    await expect(dialog.getByText(`Máximo disponible: ${product.available_quantity}`).first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Agregar Producto' }).click();
    await fillLine(1, 2);
    await capture(dialog, { path: `${SHOTS}/orders-form-dialog-1280.png` });
    await dialog.getByRole('button', { name: 'Crear Orden' }).click();
    await expect(page.getByText('Orden creada con asignación parcial')).toBeVisible();

    const orders = (await (await request.get('/api/orders?per_page=1', { headers })).json()).data;
    const order = orders[0] as {
      id: number;
      order_number: string;
      customer_name: string;
      allocation_state: string;
      status: string;
    };
    expect(order).toMatchObject({ customer_name: name, status: 'pending', allocation_state: 'partial' });
    const row = page.getByRole('row').filter({ hasText: order.order_number });
    await expect(row.getByText('Pendiente (parcial)')).toBeVisible();

    await rowMenu(page, order.order_number, 'Liberar Asignaciones');
    await expect(page.getByText('Asignaciones liberadas exitosamente')).toBeVisible();

    const receipt = await request.post('/api/transactions/simplified-reception', {
      headers,
      data: {
        reference: `E2E-ORD-${Date.now()}`,
        supplier: 'Proveedor E2E',
        details: [
          {
            product_id: product.id,
            quantity: 10,
            lot_number: `E2E${Date.now() % 100000}`,
            expiry_date: '2031-12-31',
            destination_location_id: product.location_id,
          },
        ],
      },
    });
    expect(receipt.ok(), await receipt.text()).toBeTruthy();

    await rowMenu(page, order.order_number, 'Asignar Inventario');
    await expect(page.getByText('Inventario asignado exitosamente')).toBeVisible();
    await expect(row.getByText('Asignado')).toBeVisible();

    await rowMenu(page, order.order_number, 'Crear Lista Picking');
    await expect(page.getByText('Lista de picking creada exitosamente')).toBeVisible();

    await row.getByRole('button', { name: order.order_number, exact: true }).click();
    const details = page.getByRole('dialog', { name: `Orden ${order.order_number}` });
    await expect(details.getByText(/Reserva en/).first()).toBeVisible();
    await expect(details.getByText(/PL-\d{6}/)).toBeVisible();
    await capture(details, { path: `${SHOTS}/orders-details-1280.png` });
  });

  test('choosing a customer fills its address under a raised label; a product starts the line at its list price in whole pesos', async ({
    page,
    request,
  }) => {
    const headers = await apiHeaders(request);
    // A demo product whose list price carries centavos (an order line takes whole pesos).
    const products = (await (await request.get('/api/orders/products/inventory?limit=50', { headers })).json()).data as Array<
      Product & { unit_price: number | null }
    >;
    const product = products.find((p) => p.unit_price !== null && !Number.isInteger(p.unit_price) && p.available_quantity > 0)!;
    expect(product, 'un producto de la demo con centavos en su precio').toBeTruthy();
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'admin');
    await page.goto('/orders');
    await page.getByRole('button', { name: 'Nueva Orden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Orden' });
    await dialog.getByRole('combobox', { name: 'Cliente', exact: true }).fill('San Joaquín');
    await page.getByRole('option', { name: /Centro Médico San Joaquín/ }).click();
    const address = dialog.getByRole('textbox', { name: 'Dirección de envío' });
    await expect(address).toHaveValue(/^Av\. Vicuña Mackenna 4860/);
    // The label sits above the value the form filled in, not over it.
    await expect(dialog.locator('label', { hasText: 'Dirección de envío' })).toHaveAttribute('data-shrink', 'true');

    const search = dialog.getByRole('combobox', { name: 'Producto', exact: true });
    await search.fill(product.sku);
    const option = page.getByRole('option', { name: new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
    if (await option.isVisible().catch(() => false)) await option.click();
    await expect(search).toHaveValue(new RegExp(product.sku));
    await expect(dialog.getByLabel('Precio línea 1')).toHaveValue(String(Math.round(product.unit_price!)));
    await expect(dialog.getByText('El monto debe ser un número entero de pesos')).toHaveCount(0);
    await capture(page, { path: `${SHOTS}/orders-form-1280.png` });
  });

  test('viewer sees orders without actions', async ({ page }) => {
    await loginAs(page, 'viewer');
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Órdenes de Venta' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nueva Orden' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Acciones de la orden/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ver' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
