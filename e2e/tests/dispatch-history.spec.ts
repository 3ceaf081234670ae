import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_USERS, loginAs } from '../support/login';
import { capture } from '../support/screenshot';
import { readXlsxFile } from '../support/xlsx';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
const BASE = '/api/despachos/dispatches';

interface Candidate {
  product: { id: number; sku: string; name: string };
  locations: Array<{ location_id: number; code: string; quantity: number; available_quantity: number }>;
}
interface DispatchBody {
  id: number;
  reference: string;
  items: Array<{ available_quantity: number }>;
}

async function apiToken(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD } });
  const { access_token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

/**
 * An active demo product and a location where at least 5 units can leave now (not reserved, not
 * expired): what a dispatch's line reports as available, asked of a dispatch that is then deleted.
 */
async function stockToDispatch(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/transactions/movimientos-internos/consolidation-candidates?per_page=50', { headers });
  const { data } = (await response.json()) as { data: Candidate[] };
  for (const candidate of data) {
    const product = (await (await request.get(`/api/products/${candidate.product.id}`, { headers })).json()) as {
      data: { status: string };
    };
    if (product.data.status !== 'Activo') continue;
    for (const location of candidate.locations) {
      const probe = await request.post(BASE, {
        headers,
        data: {
          destination: 'sonda',
          source_location_id: location.location_id,
          items: [{ product_id: candidate.product.id, quantity: 1 }],
        },
      });
      const dispatch = ((await probe.json()) as { data: DispatchBody }).data;
      await request.delete(`${BASE}/${dispatch.id}`, { headers });
      if (dispatch.items[0]!.available_quantity >= 5)
        return { product: candidate.product, location, available: dispatch.items[0]!.available_quantity };
    }
  }
  throw new Error('demo data has no product with 5 free units at one location');
}

async function quantityAt(
  request: APIRequestContext,
  headers: Record<string, string>,
  productId: number,
  locationId: number,
): Promise<number> {
  const response = await request.get(`/api/transactions/movimientos-internos/product-locations?product_id=${productId}`, {
    headers,
  });
  const { data } = (await response.json()) as { data: Array<{ location_id: number; quantity: number }> };
  return data.find((l) => l.location_id === locationId)?.quantity ?? 0;
}

function row(page: Page, reference: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: reference }) });
}

async function openHistory(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Gestión de Despachos' }).click();
  await expect(page.getByTestId('page-title')).toHaveText('Gestión de Despachos');
  await page.getByRole('tab', { name: 'Historial de Despachos' }).click();
  await expect(page.getByRole('heading', { name: 'Historial de Despachos' })).toBeVisible();
}

test.describe('dispatch history', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
  });

  test('an administrator creates, edits and completes a dispatch; the stock leaves; the order prints; the export reads back', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const headers = await apiToken(request);
    const { product, location } = await stockToDispatch(request, headers);
    const before = await quantityAt(request, headers, product.id, location.location_id);

    await openHistory(page);
    // The demo history has dispatches in each status.
    await expect(page.getByRole('row').filter({ hasText: 'Completado' }).first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Cancelado' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo Despacho' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Despacho' });
    const create = dialog.getByRole('button', { name: 'Crear Despacho' });
    await expect(create).toBeDisabled();
    // A new dispatch starts with one line of quantity 1, which cannot be removed.
    await expect(dialog.getByLabel('Cantidad')).toHaveValue('1');
    await expect(dialog.getByRole('button', { name: 'Quitar línea 1' })).toBeDisabled();
    await expect(dialog.getByRole('combobox', { name: 'Estado' })).toHaveCount(0);

    await dialog.getByLabel('Destino').fill('Pabellón E2E');
    await dialog.getByRole('combobox', { name: 'Ubicación de origen' }).fill(location.code);
    await page
      .getByRole('option', { name: new RegExp(`^${location.code}`) })
      .first()
      .click();
    await dialog.getByRole('combobox', { name: 'Producto' }).fill(product.sku);
    await page
      .getByRole('option', { name: new RegExp(product.sku) })
      .first()
      .click();
    await dialog.getByLabel('Cantidad').fill('0');
    await dialog.getByLabel('Cantidad').press('Tab');
    await expect(dialog.getByText('La cantidad debe ser mayor a 0')).toBeVisible();
    await dialog.getByLabel('Cantidad').fill('2');
    await capture(page, { path: path.join(SCREENSHOTS, 'dispatch-history-form-1280.png') });
    await create.click();
    await expect(page.getByText(/^Despacho creado exitosamente: DSP-\d{6}$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    const reference = (await page.getByText(/^Despacho creado exitosamente: /).textContent())!.split(': ')[1]!;
    await expect(row(page, reference)).toContainText('Pendiente');
    await expect(row(page, reference)).toContainText('Pabellón E2E');
    expect(await quantityAt(request, headers, product.id, location.location_id)).toBe(before);

    // Edit while Pendiente: the status is now a field.
    await row(page, reference)
      .getByRole('button', { name: `Editar despacho ${reference}` })
      .click();
    const edit = page.getByRole('dialog', { name: `Editar Despacho ${reference}` });
    await expect(edit.getByRole('combobox', { name: 'Estado' })).toHaveText('Pendiente');
    await edit.getByLabel('Destino').fill('Pabellón E2E editado');
    await edit.getByLabel('Cantidad').fill('3');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Despacho actualizado exitosamente: ${reference} (Pendiente)`)).toBeVisible();
    await expect(row(page, reference)).toContainText('Pabellón E2E editado');

    // Complete it: the stock leaves the source through the ledger.
    await row(page, reference)
      .getByRole('button', { name: `Editar despacho ${reference}` })
      .click();
    await edit.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Completado' }).click();
    await expect(edit.getByText(/se descuenta el stock de la ubicación de origen/)).toBeVisible();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Despacho actualizado exitosamente: ${reference} (Completado)`)).toBeVisible();
    await expect(row(page, reference)).toContainText('Completado');
    await expect(row(page, reference).getByRole('button', { name: `Editar despacho ${reference}` })).toHaveCount(0);
    await expect(row(page, reference).getByRole('button', { name: `Eliminar despacho ${reference}` })).toHaveCount(0);
    expect(await quantityAt(request, headers, product.id, location.location_id)).toBe(before - 3);
    const events = await request.get(`/api/traceability/events?product_id=${product.id}&event_type=DISPATCH&per_page=50`, {
      headers,
    });
    const listed = (
      (await events.json()) as { data: { events: Array<{ operation_reference: string | null; quantity_moved: number }> } }
    ).data.events;
    expect(listed.filter((e) => e.operation_reference === reference).reduce((sum, e) => sum + e.quantity_moved, 0)).toBe(-3);
    await capture(page, { path: path.join(SCREENSHOTS, 'dispatch-history-1280.png'), fullPage: true });

    // View opens the printable egress order in a new window.
    const popupPromise = page.waitForEvent('popup');
    await row(page, reference)
      .getByRole('button', { name: `Ver despacho ${reference}` })
      .click();
    const popup = await popupPromise;
    await expect(popup.locator('h1')).toHaveText('Orden de Despacho');
    await expect(popup.locator('body')).toContainText(reference);
    await expect(popup.locator('body')).toContainText('Pabellón E2E editado');
    await expect(popup.locator('body')).toContainText(product.name);
    await expect(popup.locator('body')).toContainText(`u. desde ${location.code}`);
    await capture(popup, { path: path.join(SCREENSHOTS, 'dispatch-history-report-1280.png') });
    await popup.close();

    // Filters live in the URL; the export takes them and reads back with the spec's columns.
    await page.getByLabel('Buscar').fill(reference);
    await expect(page).toHaveURL(new RegExp(`hist_q=${reference}`));
    await expect(page.getByRole('row')).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^despachos_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = (await readXlsxFile((await file.path())!)).rows();
    expect(rows[0]).toEqual(['Referencia', 'Fecha', 'Destino', 'Estado', 'Productos', 'Origen']);
    expect(rows).toHaveLength(2);
    const line = rows[1] as string[];
    expect(line[0]).toBe(reference);
    expect(line.slice(2, 4)).toEqual(['Pabellón E2E editado', 'Completado']);
    expect(line[4]).toBe(`${product.name} (${product.sku}) ×3`);
    expect(line[5]).toContain(location.code);
  });

  test('a Pendiente dispatch is deleted after confirmation; a shortage is refused and nothing moves', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const headers = await apiToken(request);
    const { product, location, available } = await stockToDispatch(request, headers);
    const created = await request.post(BASE, {
      headers,
      data: {
        destination: 'Borrar E2E',
        source_location_id: location.location_id,
        items: [{ product_id: product.id, quantity: available + 1 }],
      },
    });
    const { reference } = ((await created.json()) as { data: DispatchBody }).data;
    const before = await quantityAt(request, headers, product.id, location.location_id);

    await openHistory(page);
    await page.getByLabel('Buscar').fill(reference);
    await expect(row(page, reference)).toContainText('Pendiente');

    // Completing more than is free: 409 with the server's text, still Pendiente.
    await row(page, reference)
      .getByRole('button', { name: `Editar despacho ${reference}` })
      .click();
    const edit = page.getByRole('dialog', { name: `Editar Despacho ${reference}` });
    await edit.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Completado' }).click();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    const refusal = `Error al crear orden de egreso: Stock insuficiente de ${product.name} (${product.sku}) en ${location.code}: disponible ${available}, solicitado ${available + 1}`;
    await expect(edit.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row(page, reference)).toContainText('Pendiente');
    expect(await quantityAt(request, headers, product.id, location.location_id)).toBe(before);

    await row(page, reference)
      .getByRole('button', { name: `Eliminar despacho ${reference}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Eliminar Despacho ${reference}` });
    await expect(confirm).toContainText(`¿Está seguro de eliminar la orden ${reference}?`);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Orden eliminada exitosamente')).toBeVisible();
    await expect(row(page, reference)).toHaveCount(0);
    expect((await request.get(`${BASE}?search=${reference}`, { headers })).ok()).toBe(true);
    expect(
      ((await (await request.get(`${BASE}?search=${reference}`, { headers })).json()) as { pagination: { total: number } })
        .pagination.total,
    ).toBe(0);
  });
});
