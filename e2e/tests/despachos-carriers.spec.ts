import { expect as baseExpect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loginAs } from '../support/login';
import { completeLoading } from '../support/despachos';
import { capture } from '../support/screenshot';

const expect = baseExpect.configure({ timeout: 45_000 });

const SHOTS = process.env.E2E_SHOTS ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../screenshots');

/** 'YYYY-MM-DD' in Santiago, `days` from today. */
function santiagoDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe('despachos: transportistas y tarifas', () => {
  // The machine running these is shared (load average 20–30 while this was written): a page can
  // take tens of seconds to render, so actions and assertions wait longer than the defaults.
  test.use({ actionTimeout: 90_000 });
  test.describe.configure({ timeout: 300_000 });
  test('admin creates a carrier with a service, quotes rates while completing a load and ships with the quote', async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'admin');
    // The tab lives in the address (?tab=envios), so the test opens each area directly.
    await page.goto('/despachos?tab=envios');

    // Transportistas: the spec's ten, then a new one with its tracking page.
    await page.getByRole('button', { name: 'Transportistas' }).click();
    const carriers = page.getByRole('dialog', { name: 'Transportistas' });
    const table = carriers.getByRole('table', { name: 'Transportistas' });
    await expect(table.getByRole('row').filter({ hasText: 'Correos de Chile' })).toContainText('correos');
    await expect(table.getByRole('row').filter({ hasText: 'Transporte propio' })).toContainText('Sin seguimiento externo');
    await carriers.getByRole('button', { name: 'Nuevo transportista' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo transportista' });
    await form.getByLabel('Código').fill('maule_express');
    await form.getByLabel('Nombre').fill('Maule Express');
    await form.getByLabel('URL de seguimiento').fill('http://mauleexpress.cl/seguimiento?n=');
    await expect(form.getByText('La URL de seguimiento debe ser una dirección https:// válida')).toBeVisible();
    await form.getByLabel('URL de seguimiento').fill('https://mauleexpress.cl/seguimiento?n=');
    await form.getByLabel('Email de contacto').fill('despachos@mauleexpress.cl');
    await form.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(page.getByText('Transportista Maule Express creado exitosamente')).toBeVisible();
    const maule = table.getByRole('row').filter({ hasText: 'Maule Express' });
    await expect(maule).toContainText('https://mauleexpress.cl/seguimiento?n=');
    await expect(maule).toContainText('0 / 0');

    // Its service: Express, 2 days, 5 000 + 1 000 per kg + 20 000 per pallet.
    await maule.getByRole('button', { name: 'Servicios de Maule Express' }).click();
    const services = page.getByRole('dialog', { name: 'Servicios de Maule Express' });
    await expect(services.getByText('Este transportista aún no tiene servicios')).toBeVisible();
    await services.getByRole('button', { name: 'Nuevo servicio' }).click();
    const serviceForm = page.getByRole('dialog', { name: 'Nuevo servicio de Maule Express' });
    await serviceForm.getByLabel('Código').fill('express');
    await serviceForm.getByLabel('Nombre').fill('Express');
    await serviceForm.getByLabel('Días de tránsito').fill('2');
    await serviceForm.getByLabel('Tarifa base (CLP)').fill('5000');
    await serviceForm.getByLabel('Por kg (CLP)').fill('1000');
    await serviceForm.getByLabel('Por pallet (CLP)').fill('20000');
    await serviceForm.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(page.getByText('Servicio Express de Maule Express creado exitosamente')).toBeVisible();
    const serviceRow = services.getByRole('row').filter({ hasText: 'Express' });
    await expect(serviceRow).toContainText('$5.000');
    await expect(serviceRow).toContainText('$20.000');
    await capture(page, { path: `${SHOTS}/despachos-servicios-1280.png` });
    await services.getByRole('button', { name: 'Cerrar' }).click();
    await expect(maule).toContainText('1 / 1');
    await capture(page, { path: `${SHOTS}/despachos-transportistas-1280.png` });
    await carriers.getByRole('button', { name: 'Cerrar' }).click();

    // Complete the demo dock that is loading; quote 12,5 kg and its 2 pallets, and use Maule Express.
    await page.goto('/despachos?tab=muelles');
    const dock = page.getByTestId('dock-Muelle 3 — Frío');
    await expect(dock.getByText('Cargando')).toBeVisible();
    await dock.getByRole('button', { name: 'Completar' }).click();
    const complete = page.getByRole('dialog', { name: /Completar carga/ });
    const quotes = complete.getByRole('region', { name: 'Cotizar tarifas' });
    await expect(quotes.getByLabel('Pallets')).toHaveValue('2');
    await quotes.getByRole('button', { name: 'Cotizar' }).click();
    await expect(quotes.getByText('El peso debe ser mayor a 0 kg')).toBeVisible();
    await quotes.getByLabel('Peso (kg)').fill('12.5');
    await quotes.getByRole('button', { name: 'Cotizar' }).click();
    const quoted = quotes.getByRole('table', { name: 'Tarifas cotizadas' });
    // 13 kg charged: 5 000 + 13 × 1 000 + 2 × 20 000 = 58 000; delivery today + 2 days.
    const mauleQuote = quoted.getByRole('row').filter({ hasText: 'Maule Express' });
    await expect(mauleQuote).toContainText('$58.000');
    const delivery = santiagoDay(2);
    await expect(mauleQuote).toContainText(delivery.split('-').reverse().join('-'));
    // The demo carriers are quoted too (Starken, Chilexpress…).
    await expect(quoted.getByRole('row').filter({ hasText: 'Starken' }).first()).toBeVisible();
    await mauleQuote.getByRole('button', { name: 'Usar Maule Express Express' }).click();
    await expect(complete.getByRole('combobox', { name: 'Transportista' })).toHaveText('Maule Express');
    await expect(complete.getByLabel('Entrega estimada')).toHaveValue(delivery);
    await complete.getByLabel('Número de seguimiento').fill('ME-4455');
    await capture(page, { path: `${SHOTS}/despachos-cotizar-1280.png`, fullPage: true });
    const shipmentNumber = await completeLoading(page, complete);

    // The shipment carries the carrier; its tracking opens the carrier's stored page.
    const row = page.getByRole('grid', { name: 'Envíos' }).locator('.MuiDataGrid-row').filter({ hasText: shipmentNumber });
    await expect(row).toContainText('Maule Express');
    await expect(row).toContainText('ME-4455');
    await page
      .context()
      .route('https://mauleexpress.cl/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>seguimiento</p>' }));
    const popup = page.waitForEvent('popup');
    await row.getByRole('button', { name: `Seguimiento de ${shipmentNumber}` }).click();
    const tracking = await popup;
    await tracking.waitForURL('https://mauleexpress.cl/seguimiento?n=ME-4455');
    await tracking.close();

    // The new-shipment dialog quotes too and lists the new carrier.
    await page.getByRole('button', { name: 'Nuevo Envío' }).click();
    const create = page.getByRole('dialog', { name: 'Nuevo Envío' });
    await create.getByRole('combobox', { name: 'Transportista' }).click();
    await expect(page.getByRole('option', { name: 'Maule Express' })).toBeVisible();
    await page.keyboard.press('Escape');
    await create.getByRole('region', { name: 'Cotizar tarifas' }).getByLabel('Peso (kg)').fill('3');
    await create.getByRole('region', { name: 'Cotizar tarifas' }).getByRole('button', { name: 'Cotizar' }).click();
    await expect(
      create.getByRole('table', { name: 'Tarifas cotizadas' }).getByRole('row').filter({ hasText: 'Maule Express' }),
    ).toContainText('$8.000');
    await capture(page, { path: `${SHOTS}/despachos-nuevo-envio-1280.png`, fullPage: true });
  });
});
