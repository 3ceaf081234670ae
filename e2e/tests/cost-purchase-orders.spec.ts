import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, loginAs } from '../support/login';
import { capture } from '../support/screenshot';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-purchasing';

interface ProductRow {
  id: number;
  sku: string;
  name: string;
  status: string;
  es_dm_priorizado: boolean;
  requiere_registro_sanitario: boolean;
}

async function api(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

/** Two active products without medical-device rules (their ingreso lines need only lot and expiry). */
async function twoPlainProducts(page: Page): Promise<ProductRow[]> {
  const headers = await api(page);
  const found = (await (await page.request.get('/api/products/search/sku?q=-0', { headers })).json()).data as ProductRow[];
  const plain = found.filter((p) => p.status === 'Activo' && !p.es_dm_priorizado && !p.requiere_registro_sanitario);
  expect(plain.length).toBeGreaterThanOrEqual(2);
  return plain.slice(0, 2);
}

async function chooseProduct(page: Page, line: ReturnType<Page['getByRole']>, sku: string) {
  await line.getByRole('combobox', { name: 'Producto' }).fill(sku);
  await page
    .getByRole('option', { name: new RegExp(sku) })
    .first()
    .click();
}

test.describe('órdenes de compra (admin)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'admin');
  });

  test('creates a 2-line order from scratch, edits it while borrador, sends and receives it', async ({ page }) => {
    const [a, b] = await twoPlainProducts(page);
    const headers = await api(page);
    const supplier = (await (await page.request.get('/api/suppliers?per_page=1', { headers })).json()).data[0] as {
      name: string;
    };

    await page.goto('/cost-management?tab=purchase-orders');
    // The screen's first load on a busy machine (its code is loaded on demand).
    await expect(page.getByRole('button', { name: 'Nueva Orden de Compra' })).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Nueva Orden de Compra' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva Orden de Compra' });
    await expect(form.getByRole('button', { name: 'Crear Orden' })).toBeDisabled();
    await form.getByRole('combobox', { name: 'Proveedor' }).fill(supplier.name.slice(0, 6));
    await page
      .getByRole('option', { name: new RegExp(supplier.name) })
      .first()
      .click();
    await chooseProduct(page, form.getByRole('group', { name: 'Línea 1' }), a!.sku);
    await form.getByRole('group', { name: 'Línea 1' }).getByLabel('Cantidad').fill('0');
    await expect(form.getByText('La cantidad debe ser mayor a 0')).toBeVisible();
    await form.getByRole('group', { name: 'Línea 1' }).getByLabel('Cantidad').fill('5');
    await form.getByRole('group', { name: 'Línea 1' }).getByLabel('Costo unitario esperado (CLP)').fill('1200');
    await form.getByRole('button', { name: 'Agregar producto' }).click();
    await chooseProduct(page, form.getByRole('group', { name: 'Línea 2' }), b!.sku);
    await form.getByRole('group', { name: 'Línea 2' }).getByLabel('Cantidad').fill('3');
    await form.getByLabel('Notas').fill('Pedido mensual');
    await expect(form.getByText('Total esperado: $6.000')).toBeVisible();
    await capture(page, { path: `${SHOTS}/po-new-1280.png` });
    await form.getByRole('button', { name: 'Crear Orden' }).click();
    await expect(page.getByText('Orden de compra creada correctamente')).toBeVisible();
    await expect(form).toBeHidden();

    const orders = (await (await page.request.get('/api/purchase-orders?per_page=1', { headers })).json()).data as Array<{
      id: number;
      order_number: string;
    }>;
    const number = orders[0]!.order_number;

    // Edit while borrador: one more unit on the second line.
    await page.getByRole('button', { name: `Editar ${number}` }).click();
    const edit = page.getByRole('dialog', { name: `Editar Orden de Compra ${number}` });
    await expect(edit.getByRole('group', { name: 'Línea 2' }).getByLabel('Cantidad')).toHaveValue('3');
    await edit.getByRole('group', { name: 'Línea 2' }).getByLabel('Cantidad').fill('4');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Orden de compra actualizada correctamente')).toBeVisible();

    await page.getByRole('button', { name: `Enviar ${number}` }).click();
    await expect(page.getByText('Orden de compra enviada')).toBeVisible();
    await expect(page.getByRole('button', { name: `Editar ${number}` })).toHaveCount(0);

    await page.getByRole('button', { name: `Recibir ${number}` }).click();
    await expect(page).toHaveURL(/\/ingresos\?purchase_order=\d+/);
    const receipt = page.getByRole('dialog', { name: 'Nuevo Ingreso' });
    await expect(receipt.getByText(`Recepción de la orden de compra ${number}`)).toBeVisible({ timeout: 60_000 });
    await expect(receipt.getByLabel('Cantidad').nth(0)).toHaveValue('5');
    await expect(receipt.getByLabel('Cantidad').nth(1)).toHaveValue('4');
    await receipt.getByRole('combobox', { name: 'Bodega' }).click();
    await page.getByRole('option', { name: 'Bodega Central Hospital Clínico' }).click();
    await receipt.getByRole('combobox', { name: 'Zona' }).click();
    await page.getByRole('option', { name: 'REC — Recepción' }).click();
    for (const i of [0, 1]) {
      await receipt
        .getByLabel('Lote')
        .nth(i)
        .fill(`OC-E2E-${i + 2}`);
      await receipt.getByLabel('Vencimiento').nth(i).fill('2029-06-30');
    }
    await receipt.getByRole('button', { name: 'Crear Ingreso' }).click();
    await expect(receipt).toBeHidden();

    await page.goto('/cost-management?tab=purchase-orders');
    await page.getByLabel('Buscar por número o proveedor').fill(number);
    await page.getByRole('button', { name: `Ver ${number}` }).click();
    const detail = page.getByRole('dialog', { name: `Orden de Compra ${number}` });
    await expect(detail.getByText('Recibida', { exact: true })).toBeVisible();
    await expect(detail.getByText('9 / 9')).toBeVisible();
    const lines = detail.getByRole('table', { name: 'Líneas de la orden' });
    await expect(lines.getByRole('row', { name: new RegExp(a!.sku) })).toContainText('5');
    await expect(detail.getByRole('table', { name: 'Ingresos de la orden' }).getByText(`${number}-1`)).toBeVisible();
    await capture(page, { path: `${SHOTS}/po-detail-1280.png` });
  });
});
