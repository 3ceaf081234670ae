import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_USERS, loginAs } from '../support/login';
import { capture, SCREENSHOTS_ENABLED } from '../support/screenshot';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');
const CSV_HEADER = [
  'Fecha/Hora',
  'Evento',
  'Producto',
  'SKU',
  'Ubicación',
  'Lote',
  'Serie',
  'Vencimiento',
  'Cantidad',
  'Usuario',
  'Referencia',
  'Descripción',
  'Notas',
];

interface ApiEvent {
  id: number;
  lot_number: string | null;
  product: { name: string; sku: string } | null;
}

async function apiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/auth/login', { data: { email: DEMO_USERS.viewer.email, password: DEMO_PASSWORD } });
  const { access_token } = (await response.json()) as { access_token: string };
  return { Authorization: `Bearer ${access_token}` };
}

/** A lot of the demo data with several events, and how many events it has. */
async function lotWithEvents(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<{ lot: string; total: number; event: ApiEvent }> {
  const response = await request.get('/api/traceability/events?per_page=200', { headers });
  const { data } = (await response.json()) as { data: { events: ApiEvent[] } };
  const event = data.events.find((e) => e.lot_number && e.product);
  if (!event?.lot_number) throw new Error('demo data has no event with a lot');
  const filtered = await request.get(`/api/traceability/events?lot_number=${encodeURIComponent(event.lot_number)}&per_page=1`, {
    headers,
  });
  const { data: page } = (await filtered.json()) as { data: { pagination: { total: number } } };
  return { lot: event.lot_number, total: page.pagination.total, event };
}

/** Splits one CSV line (quoted fields may hold commas). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted && char === '"' && line[i + 1] === '"') {
      current += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(current);
      current = '';
    } else current += char;
  }
  fields.push(current);
  return fields;
}

/** The page in full; a dialog as the viewport shows it. */
async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SCREENSHOTS_ENABLED) return;
  const width = page.viewportSize()?.width ?? 1280;
  await capture(page, { path: path.join(SCREENSHOTS, `traceability-${name}-${width}.png`), fullPage });
}

function dataRows(page: Page): Locator {
  return page
    .getByRole('grid', { name: 'Eventos de trazabilidad' })
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
}

test.describe('traceability event log', () => {
  test('a viewer filters the log by lot, opens an event and its product history, and exports the matching events', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const headers = await apiHeaders(request);
    const { lot, total, event } = await lotWithEvents(request, headers);
    await loginAs(page, 'viewer');
    await page.getByRole('link', { name: 'Sistema de Trazabilidad' }).click();
    await expect(page.getByRole('heading', { name: 'Sistema de Trazabilidad' })).toBeVisible();
    // The server verified the whole chain in the background at its first start; a viewer reads the result, an admin may start another.
    await expect(page.getByTestId('chain-status')).toContainText('Íntegra');
    await expect(page.getByTestId('chain-status')).toContainText(/Cadena íntegra: verificación completa de [\d.]+ eventos/);
    await expect(page.getByTestId('chain-full-check')).toContainText('(al iniciar el servidor)');
    await expect(page.getByRole('button', { name: 'Verificar la cadena de nuevo' })).toHaveCount(0);
    await expect(dataRows(page)).toHaveCount(25);

    await page.getByRole('button', { name: 'Filtros Avanzados' }).click();
    const panel = page.getByRole('region', { name: 'Filtros avanzados' });
    await panel.getByLabel('Número de lote').fill(lot);
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`lote=${encodeURIComponent(lot)}`));
    await expect(dataRows(page)).toHaveCount(Math.min(total, 25));
    await expect(page.getByTestId('events-total')).toHaveText(
      total === 1 ? '1 evento' : `${total.toLocaleString('es-CL')} eventos`,
    );
    await expect(dataRows(page).first()).toContainText(event.product!.name);

    // The filter survives a reload, and the detail shows the lot.
    await page.reload();
    await expect(dataRows(page)).toHaveCount(Math.min(total, 25));
    await dataRows(page)
      .first()
      .getByRole('button', { name: /^Ver detalles del evento/ })
      .click();
    const detail = page.getByRole('dialog', { name: 'Detalles del Evento' });
    await expect(detail).toContainText(`Lote${lot}`);
    await expect(detail).toContainText(event.product!.sku);
    await detail.getByRole('button', { name: 'Cerrar' }).click();

    await dataRows(page)
      .first()
      .getByRole('button', { name: /^Historial del producto/ })
      .click();
    const history = page.getByRole('dialog', { name: 'Historial del Producto' });
    await expect(history).toContainText(event.product!.name);
    await expect(history).toContainText('Total de eventos');
    await expect(history.getByRole('list', { name: 'Línea de tiempo de eventos' }).getByRole('listitem').first()).toBeVisible();
    await history.getByRole('button', { name: 'Cerrar' }).click();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('trazabilidad_eventos.csv');
    const text = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter((line) => line.length > 0);
    expect(csvFields(lines[0]!)).toEqual(CSV_HEADER);
    expect(lines.length - 1).toBe(total);
    for (const line of lines.slice(1)) {
      const fields = csvFields(line);
      expect(fields).toHaveLength(CSV_HEADER.length);
      expect(fields[5]!.startsWith(lot)).toBe(true);
    }

    // Limpiar clears every filter and applies at once.
    await page.getByRole('button', { name: 'Filtros Avanzados' }).click();
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(page).not.toHaveURL(/lote=/);
    await expect(dataRows(page)).toHaveCount(25);
  });

  test('an event type filter shows only that type, and a lot without events says so and exports nothing', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/trazabilidad?tipo=RECEPTION');
    await expect(page.getByRole('heading', { name: 'Sistema de Trazabilidad' })).toBeVisible();
    const chain = page.getByTestId('chain-status');
    await expect(chain).toContainText('Íntegra');
    await chain.getByRole('button', { name: 'Verificar la cadena de nuevo' }).click();
    // The walk runs on the server in the background; the card follows it until its result.
    await expect(chain.getByTestId('chain-full-check')).toContainText('(manual, admin)');
    await expect(chain).toContainText(/Cadena íntegra: verificación completa de [\d.]+ eventos/);
    await expect(chain.getByTestId('chain-full-check')).toContainText('Última verificación completa:');
    await expect(dataRows(page).first()).toContainText('Recepción');
    await page.goto('/trazabilidad?lote=NO-EXISTE-123');
    await expect(page.getByText('No se encontraron eventos de trazabilidad')).toBeVisible();
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    await expect(page.getByText('No hay eventos para exportar')).toBeVisible();
  });

  test("the devices' events read as what they were: an implant 'Implante', a recall hold 'Retención', a release 'Liberación'", async ({
    page,
  }) => {
    await loginAs(page, 'viewer');
    for (const [type, label] of [
      ['IMPLANT', 'Implante'],
      ['HOLD', 'Retención'],
      ['RELEASE', 'Liberación'],
      ['SERVICE_RECEPTION', 'Recepción en Servicio'],
    ] as const) {
      await page.goto(`/trazabilidad?tipo=${type}`);
      await expect(page.getByRole('heading', { name: 'Sistema de Trazabilidad' })).toBeVisible();
      await expect(dataRows(page).first(), type).toContainText(label);
      await expect(dataRows(page).filter({ hasText: /Despacho|Control de Calidad/ })).toHaveCount(0);
    }
  });

  for (const width of [1280, 375]) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: width > 768 ? 900 : 812 } });
      test(`screenshots of the screen and its dialogs at ${width} px`, async ({ page }) => {
        await loginAs(page, 'admin');
        await page.goto('/trazabilidad');
        await expect(dataRows(page)).toHaveCount(25);
        await expect(page.getByTestId('chain-status')).toContainText('Íntegra');
        await shot(page, 'page', true);
        await page.getByRole('button', { name: 'Filtros Avanzados' }).click();
        await page.getByRole('combobox', { name: 'Producto' }).fill('ga');
        await expect(page.getByRole('option').first()).toBeVisible();
        await shot(page, 'filters');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Filtros Avanzados' }).click();
        await dataRows(page)
          .first()
          .getByRole('button', { name: /^Ver detalles del evento/ })
          .click();
        await shot(page, 'dialog-detalle');
        await page.getByRole('button', { name: 'Cerrar' }).click();
        await dataRows(page)
          .first()
          .getByRole('button', { name: /^Historial del producto/ })
          .click();
        await expect(page.getByRole('dialog', { name: 'Historial del Producto' })).toContainText('Total de eventos');
        await shot(page, 'dialog-historial');
      });
    });
  }
});
