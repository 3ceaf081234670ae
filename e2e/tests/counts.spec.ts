import { expect, test, type Page, type Response } from '@playwright/test';
import { apiAs, type Api } from '../support/api';
import { expectNoHorizontalScroll, wedgeScan } from '../support/handheld';
import { DEMO_PASSWORD, DEMO_USERS, loginAs, loginByEmail } from '../support/login';
import { capture } from '../support/screenshot';

// Issue 42 §1: an operator counts a location blind on a 375 px handheld, a second operator
// recounts it, the admin approves the variance with a reason, and stock and events match.

const SHOTS = process.env.SHOTS_DIR ?? '../screenshots';
const SECOND_OPERATOR = 'operador2@demo.cl';
const HANDHELD = { width: 375, height: 667 };

/** A fresh location holding 10 units of one lot of a demo product. */
async function stockedLocation(admin: Api) {
  const warehouses = await admin.get<Array<{ id: number; name: string }>>('/api/warehouses');
  const warehouse = warehouses[0]!;
  const zones = await admin.get<Array<{ id: number }>>(`/api/warehouses/${warehouse.id}/zones`);
  const stamp = `${Date.now() % 1_000_000}`;
  const code = `CNT-E2E-${stamp}`;
  const location = await admin.post<{ id: number }>('/api/locations', {
    code,
    zone_id: zones[0]!.id,
    location_type: 'storage',
    capacity: 1000,
  });
  const groups =
    await admin.get<Array<{ product: { id: number; sku: string; barcode: string } }>>('/api/inventory?search=INS-0013');
  const product = groups.find((g) => g.product.sku === 'INS-0013')!.product;
  const lot = `E2E${stamp}`;
  const row = await admin.post<{ id: number }>('/api/inventory', {
    product_id: product.id,
    location_id: location.id,
    quantity: 10,
    lot_number: lot,
    expiry_date: '2028-06-30',
  });
  return { locationId: location.id, code, barcode: product.barcode, lot, rowId: row.id };
}

/** Every /api/counts answer the page reads: none may carry an expected quantity. */
function watchCountAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response: Response) => {
    if (response.url().includes('/api/counts/'))
      void response.text().then(
        (text) => bodies.push(text),
        () => {},
      );
  });
  return bodies;
}

async function countBlind(page: Page, spot: { code: string; barcode: string; lot: string }, quantity: number, shot?: string) {
  const answers = watchCountAnswers(page);
  await page.setViewportSize(HANDHELD);
  await page.goto('/operator?tab=conteos');
  const card = page.getByTestId('count-task-list').getByText(spot.code);
  await expect(card).toBeVisible();
  if (shot) await capture(page, { path: `${SHOTS}/${shot.replace('.png', '-tareas.png')}`, fullPage: true });
  await page.locator('[data-testid^="count-task-"]', { hasText: spot.code }).getByRole('button', { name: 'Contar' }).click();
  await expect(page.getByTestId('blind-count')).toBeVisible();
  await expect(page.getByLabel('Código de ubicación')).toBeFocused();
  await wedgeScan(page, spot.code);
  await expect(page.getByLabel('Código del producto (EAN o GS1)')).toBeFocused();
  await wedgeScan(page, spot.barcode);
  await page.getByLabel('Lote').fill(spot.lot);
  await page.getByLabel('Cantidad encontrada').fill(String(quantity));
  await page.getByLabel('Cantidad encontrada').press('Enter');
  await expect(page.getByTestId('count-lines')).toContainText(spot.lot);
  await expect(page.getByTestId('count-lines')).toContainText(String(quantity));
  await expectNoHorizontalScroll(page, 'conteo ciego');
  if (shot) await capture(page, { path: `${SHOTS}/${shot}`, fullPage: true });
  await page.getByRole('button', { name: 'Enviar conteo' }).click();
  await expect(page.getByText('Conteo enviado')).toBeVisible();
  await expect(page.getByTestId('count-task-list')).toBeVisible();
  // The system's 10 units were never sent to this screen.
  expect(answers.length).toBeGreaterThan(3);
  for (const body of answers) expect(body).not.toMatch(/expected|variance|"results"/);
}

test('an operator counts blind at 375 px, a second operator recounts, the admin approves with a reason', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await apiAs(request, DEMO_USERS.admin.email);
  const spot = await stockedLocation(admin);
  const generated = await admin.post<{ tasks: Array<{ id: number; location_id: number; number: string }> }>(
    '/api/counts/generate',
  );
  const task = generated.tasks.find((t) => t.location_id === spot.locationId)!;
  expect(task.number).toMatch(/^CNT-\d{6}$/);
  const operators = await admin.get<Array<{ id: number; username: string }>>('/api/users/operators');
  const first = operators.find((o) => o.username === 'operador')!;
  const second = operators.find((o) => o.username === 'operador2')!;
  await admin.post(`/api/counts/tasks/${task.id}/assign`, { operator_id: first.id });

  // First count: 7 found of the 10 the system holds.
  await loginAs(page, 'operator');
  await countBlind(page, spot, 7, 'conteos-operador-375.png');

  // The recount is refused to the first counter, then counted by the second operator.
  const open = await admin.get<Array<{ id: number; number: string; location: { id: number }; is_recount: boolean }>>(
    '/api/counts/tasks?state=pendiente&per_page=100',
  );
  const recount = open.find((t) => t.location.id === spot.locationId && t.is_recount)!;
  expect(recount).toBeTruthy();
  const login = await request.post('/api/auth/login', { data: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD } });
  const token = (await login.json()).access_token as string;
  const refused = await request.post(`/api/counts/tasks/${recount.id}/assign`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { operator_id: first.id },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error).toContain('operario distinto');
  await admin.post(`/api/counts/tasks/${recount.id}/assign`, { operator_id: second.id });
  const context = await browser.newContext();
  const other = await context.newPage();
  await loginByEmail(other, SECOND_OPERATOR);
  await countBlind(other, spot, 7);
  await context.close();

  // The admin approves the variance with a reason on /conteos.
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'admin');
  await page.goto('/conteos?tab=aprobar');
  const row = page.locator('[data-testid^="variance-row-"]', { hasText: spot.code });
  await expect(row).toContainText('-3');
  await capture(page, { path: `${SHOTS}/conteos-aprobar-1280.png`, fullPage: true });
  await row.getByLabel('Motivo').click();
  await page.getByRole('option', { name: 'Merma' }).click();
  await row.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByText('Diferencia aprobada: stock ajustado')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Stock and events match the count.
  const stockRow = await admin.get<{ quantity: number }>(`/api/inventory/${spot.rowId}`);
  expect(stockRow.quantity).toBe(7);
  const page1 = await admin.get<unknown>(`/api/traceability/events?location_id=${spot.locationId}&event_type=ADJUSTMENT`);
  const events = (
    page1 as { events: Array<{ quantity_moved: number; operation_reference: string | null; reference_type: string | null }> }
  ).events;
  expect(events.map((e) => [e.quantity_moved, e.reference_type, e.operation_reference])).toEqual([
    [-3, 'count_task', recount.number],
  ]);

  await page.goto('/conteos');
  await expect(page.getByTestId('count-tasks-table')).toBeVisible();
  await capture(page, { path: `${SHOTS}/conteos-1280.png`, fullPage: true });
  await page.goto('/conteos?tab=plan');
  await expect(page.getByRole('button', { name: 'Guardar plan' })).toBeVisible();
  await capture(page, { path: `${SHOTS}/conteos-plan-1280.png`, fullPage: true });
  await page.goto('/conteos?tab=historial');
  await expect(page.getByTestId('ira-overall')).toContainText('%');
  await capture(page, { path: `${SHOTS}/conteos-historial-1280.png`, fullPage: true });
  await page.goto('/analytics');
  await expect(page.getByTestId('ira-value')).toContainText('%');
  await capture(page.getByTestId('ira-value').locator('xpath=ancestor::div[contains(@class,"MuiCard-root")]'), {
    path: `${SHOTS}/analytics-ira-1280.png`,
  });
});
