import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Submits the 'Completar carga' dialog (tracking and carrier already filled): the toast names the
 * new shipment and the page moves to the shipments tab. Returns the shipment number (ENV-…).
 */
export async function completeLoading(page: Page, complete: Locator): Promise<string> {
  await complete.getByRole('button', { name: 'Completar y generar envío' }).click();
  const done = page.getByText(/Carga completada: envío ENV-\d+ generado con su manifiesto/);
  await expect(done).toBeVisible();
  const shipmentNumber = (await done.innerText()).match(/ENV-\d+/)![0];
  const tabs = page.getByRole('tablist', { name: 'Áreas de despachos' });
  await expect(tabs.getByRole('tab', { name: 'Documentación de Envíos' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 5000,
  });
  return shipmentNumber;
}
