import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_USERS, loginAs } from '../support/login';
import { capture, SCREENSHOTS_ENABLED } from '../support/screenshot';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
const BASE = '/api/transactions/movimientos-internos';

interface StoredAt {
  location_id: number;
  code: string;
  quantity: number;
  available_quantity: number;
}
interface Candidate {
  product: { id: number; sku: string; name: string };
  locations: StoredAt[];
}

async function apiToken(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD } });
  const { access_token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

/** A demo product held in at least two locations, each with stock to move. */
async function productInTwoLocations(request: APIRequestContext, headers: Record<string, string>, skip = 0): Promise<Candidate> {
  const response = await request.get(`${BASE}/consolidation-candidates?per_page=50`, { headers });
  const { data } = (await response.json()) as { data: Candidate[] };
  const usable: Candidate[] = [];
  for (const c of data) {
    if (c.locations.filter((l) => l.available_quantity >= 10).length < 2) continue;
    // The form's product search offers active products only.
    const product = (await (await request.get(`/api/products/${c.product.id}`, { headers })).json()) as {
      data: { status: string };
    };
    if (product.data.status === 'Activo') usable.push(c);
    if (usable.length > skip) break;
  }
  const candidate = usable[skip];
  if (!candidate) throw new Error('demo data has no product in two locations');
  return { ...candidate, locations: candidate.locations.filter((l) => l.available_quantity >= 10) };
}

async function stockAt(
  request: APIRequestContext,
  headers: Record<string, string>,
  productId: number,
): Promise<Map<number, number>> {
  const response = await request.get(`${BASE}/product-locations?product_id=${productId}`, { headers });
  const { data } = (await response.json()) as { data: StoredAt[] };
  return new Map(data.map((l) => [l.location_id, l.quantity]));
}

function row(page: Page, reference: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: reference }) });
}

async function shot(page: Page, name: string, target?: Locator): Promise<void> {
  if (!SCREENSHOTS_ENABLED) return;
  const width = page.viewportSize()?.width ?? 1280;
  const file = path.join(SCREENSHOTS, `movements-${name}-${width}.png`);
  if (target) await capture(target, { path: file });
  else await capture(page, { path: file, fullPage: name === 'page' });
}

async function openMovements(page: Page, query = ''): Promise<void> {
  await page.goto(`/movimientos-internos${query}`);
  await expect(page.getByRole('heading', { name: 'Movimientos Internos' })).toBeVisible();
}

test.describe('internal movements', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'admin');
  });

  test('an administrator moves stock between two locations and executes it; a second execution without stock is refused and moves nothing', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const headers = await apiToken(request);
    const { product, locations } = await productInTwoLocations(request, headers);
    const [source, destination] = locations as [StoredAt, StoredAt];
    const before = await stockAt(request, headers, product.id);

    await page.getByRole('link', { name: 'Movimientos Internos' }).click();
    await expect(page.getByRole('heading', { name: 'Movimientos Internos' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo Movimiento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Movimiento' });
    const create = dialog.getByRole('button', { name: 'Crear Movimiento' });
    await expect(create).toBeDisabled();

    await dialog.getByRole('combobox', { name: 'Tipo de movimiento' }).click();
    await page.getByRole('option', { name: 'Reubicación' }).click();
    await dialog.getByRole('combobox', { name: 'Producto' }).fill(product.sku);
    await page.getByRole('option', { name: new RegExp(product.sku) }).click();
    await dialog.getByRole('combobox', { name: 'Origen' }).click();
    await page.getByRole('option', { name: new RegExp(`^${source.code}`) }).click();
    await expect(dialog.getByText(`Disponible: ${source.available_quantity}`)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Destino' }).fill(destination.code);
    await page.getByRole('option', { name: new RegExp(`^${destination.code}`) }).click();

    // More than the source holds is refused by the domain schema, on the field.
    await dialog.getByLabel('Cantidad').fill(String(source.available_quantity + 1));
    await dialog.getByLabel('Cantidad').press('Tab');
    await expect(dialog.getByText(`Máximo disponible: ${source.available_quantity}`)).toBeVisible();
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Cantidad').fill('5');
    await dialog.getByLabel('Notas').fill('Reubicación E2E');
    await create.click();
    await expect(page.getByText(/^Movimiento creado exitosamente: MOV-\d{6}$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    const reference = (await page.getByText(/^Movimiento creado exitosamente: /).textContent())!.split(': ')[1]!;
    await expect(row(page, reference)).toContainText('Pendiente');
    await expect(row(page, reference)).toContainText(product.name);

    // The detail shows the line with today's stock at the source.
    await row(page, reference)
      .getByRole('button', { name: `Ver movimiento ${reference}` })
      .click();
    const detail = page.getByRole('dialog', { name: `Detalle del Movimiento ${reference}` });
    await expect(detail).toContainText(source.code);
    await expect(detail).toContainText(destination.code);
    await expect(detail).toContainText('Reubicación E2E');
    await detail.getByRole('button', { name: 'Cerrar' }).click();

    // A second movement takes everything the source holds; it is valid now, not after the first runs.
    const all = await request.post(BASE, {
      headers,
      data: {
        movement_type: 'reubicacion',
        details: [
          {
            product_id: product.id,
            source_location_id: source.location_id,
            destination_location_id: destination.location_id,
            quantity: source.available_quantity,
          },
        ],
      },
    });
    expect(all.status()).toBe(201);
    const second = ((await all.json()) as { data: { reference: string } }).data.reference;

    await row(page, reference)
      .getByRole('button', { name: `Ejecutar movimiento ${reference}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Ejecutar Movimiento ${reference}` });
    await expect(confirm).toContainText(
      '¿Está seguro de que desea ejecutar este movimiento? Esta acción actualizará el inventario.',
    );
    await confirm.getByRole('button', { name: 'Ejecutar' }).click();
    await expect(page.getByText(`Movimiento ejecutado exitosamente: ${reference}`)).toBeVisible();
    await expect(row(page, reference)).toContainText('Completado');
    await expect(row(page, reference).getByRole('button', { name: `Ejecutar movimiento ${reference}` })).toHaveCount(0);
    await expect(row(page, reference).getByRole('button', { name: `Editar movimiento ${reference}` })).toHaveCount(0);

    const after = await stockAt(request, headers, product.id);
    expect(after.get(source.location_id)).toBe(before.get(source.location_id)! - 5);
    expect(after.get(destination.location_id)).toBe(before.get(destination.location_id)! + 5);

    // The source now holds 5 less than the second movement asks: refused, naming product and location.
    await page.reload();
    await row(page, second)
      .getByRole('button', { name: `Ejecutar movimiento ${second}` })
      .click();
    await page
      .getByRole('dialog', { name: `Ejecutar Movimiento ${second}` })
      .getByRole('button', { name: 'Ejecutar' })
      .click();
    await expect(
      page.getByText(
        `Error al ejecutar el movimiento: Stock insuficiente de ${product.name} (${product.sku}) en ${source.code}: disponible ${source.available_quantity - 5}, solicitado ${source.available_quantity}`,
      ),
    ).toBeVisible();
    await expect(row(page, second)).toContainText('Pendiente');
    expect(await stockAt(request, headers, product.id)).toEqual(after);

    // Filters live in the URL: only completed movements, and the reload keeps them.
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Completado' }).click();
    await expect(page).toHaveURL(/estado=Completado/);
    await expect(row(page, reference)).toBeVisible();
    await expect(row(page, second)).toHaveCount(0);

    // The pending one is deleted.
    await openMovements(page, '?estado=Pendiente');
    await row(page, second)
      .getByRole('button', { name: `Eliminar movimiento ${second}` })
      .click();
    await page
      .getByRole('dialog', { name: `Eliminar Movimiento ${second}` })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByText('Movimiento eliminado exitosamente')).toBeVisible();
    await expect(row(page, second)).toHaveCount(0);

    // The Excel export downloads under the spec's name.
    await openMovements(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^movimientos_internos_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  test('consolidating a product creates the pending movement that gathers its other locations', async ({ page, request }) => {
    const headers = await apiToken(request);
    const { product } = await productInTwoLocations(request, headers, 1);
    await openMovements(page);
    await page.getByRole('button', { name: 'Consolidar Ubicaciones' }).click();
    const dialog = page.getByRole('dialog', { name: 'Consolidar Ubicaciones' });
    await dialog.getByLabel('Buscar producto').fill(product.sku);
    await dialog.getByRole('button', { name: new RegExp(product.sku) }).click();
    await expect(dialog.getByText('Se moverán:')).toBeVisible();
    await dialog.getByRole('button', { name: 'Crear Movimiento' }).click();
    await expect(page.getByText(/^Movimiento de consolidación creado exitosamente: MOV-\d{6}$/)).toBeVisible();
    const reference = (await page.getByText(/^Movimiento de consolidación creado exitosamente: /).textContent())!.split(': ')[1]!;
    await expect(row(page, reference)).toContainText('Consolidación');
    await expect(row(page, reference)).toContainText('Pendiente');
  });

  for (const width of [1280, 375]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: width > 768 ? 900 : 812 } });
      test(`screenshots of the screen and its dialogs at ${width} px`, async ({ page, request }) => {
        const headers = await apiToken(request);
        const { product, locations } = await productInTwoLocations(request, headers, 2);
        const created = await request.post(BASE, {
          headers,
          data: {
            movement_type: 'optimizacion',
            notes: 'Acercar a despacho',
            details: [
              {
                product_id: product.id,
                source_location_id: locations[0]!.location_id,
                destination_location_id: locations[1]!.location_id,
                quantity: 3,
              },
            ],
          },
        });
        const reference = ((await created.json()) as { data: { reference: string } }).data.reference;
        await openMovements(page);
        await expect(row(page, reference)).toBeVisible();
        await shot(page, 'page');
        await row(page, reference)
          .getByRole('button', { name: `Editar movimiento ${reference}` })
          .click();
        const edit = page.getByRole('dialog', { name: `Editar Movimiento ${reference}` });
        await expect(edit.getByLabel('Cantidad')).toHaveValue('3');
        await shot(page, 'dialog-editar');
        await edit.getByRole('button', { name: 'Cancelar' }).click();
        await page.getByRole('button', { name: 'Nuevo Movimiento' }).click();
        await page.getByRole('dialog', { name: 'Nuevo Movimiento' }).getByRole('button', { name: 'Agregar Producto' }).click();
        await shot(page, 'dialog-nuevo');
        await page.getByRole('button', { name: 'Cancelar' }).click();
        await row(page, reference)
          .getByRole('button', { name: `Ver movimiento ${reference}` })
          .click();
        await expect(page.getByRole('dialog', { name: `Detalle del Movimiento ${reference}` })).toContainText(locations[1]!.code);
        await shot(page, 'dialog-detalle');
        await page.getByRole('button', { name: 'Cerrar' }).click();
        await page.getByRole('button', { name: 'Consolidar Ubicaciones' }).click();
        const consolidate = page.getByRole('dialog', { name: 'Consolidar Ubicaciones' });
        await consolidate.getByLabel('Buscar producto').fill(product.sku);
        await consolidate
          .getByRole('button', { name: new RegExp(product.sku) })
          .first()
          .click();
        await expect(consolidate.getByText('Se moverán:')).toBeVisible();
        await shot(page, 'dialog-consolidar');
      });
    });
  }
});
