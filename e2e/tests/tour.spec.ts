import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS, loginAs, pageTitle, submitLogin, type DemoRole } from '../support/login';
import { readTourFlags, tourKeys } from '../support/tour';
import { tourFor, tourTargetSelector } from '../../packages/domain/src/tour/tour-steps';

// Welcome dialog, guided tour per role (react-joyride), skip, reset and the flags of
//

const tooltip = (page: Page) => page.getByTestId('tour-tooltip');
const welcome = (page: Page) => page.getByRole('dialog', { name: '¡Bienvenido a Bodega Clínica!' });

async function openHelp(page: Page, item: string) {
  await page.getByRole('button', { name: 'Ayuda' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

interface SeenStep {
  title: string;
  path: string;
  progress: string;
  /** The highlighted element of the domain step with this title is on the page. */
  targetShown: boolean;
  /** The spotlight's cut-out lies on that element (not on the top bar or elsewhere). */
  spotlightOnTarget: boolean;
  /** The cut-out and the element's box when they differ (for the failure message). */
  spotlight?: string;
}

/**
 * Whether joyride's spotlight cut-out is on the element: the element's centre lies in the hole of
 * the overlay's path, and points a little outside each of its sides (where they are on screen)
 * lie under the overlay (a spotlight on the top bar, or on a whole region, is not on the target).
 */
async function spotlightCovers(page: Page, selector: string): Promise<{ ok: boolean; boxes: string }> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    const svg = document.querySelector<SVGSVGElement>('.react-joyride__spotlight');
    const path = svg?.querySelector('path');
    if (!element || !svg || !path) return { ok: false, boxes: 'sin foco' };
    const box = svg.getBoundingClientRect();
    const rect = element.getBoundingClientRect();
    const [left, top] = [rect.left - box.left, rect.top - box.top];
    const [right, bottom] = [left + rect.width, top + rect.height];
    const [cx, cy] = [(left + right) / 2, (top + bottom) / 2];
    const covered = (x: number, y: number) => path.isPointInFill(new DOMPoint(x, y));
    const margin = 36;
    const outside = [
      [cx, top - margin],
      [cx, bottom + margin],
      [left - margin, cy],
      [right + margin, cy],
    ].filter(([x, y]) => x! >= 0 && y! >= 0 && x! <= box.width && y! <= box.height);
    const ok = !covered(cx, cy) && outside.every(([x, y]) => covered(x!, y!));
    const boxes = `elemento ${[left, top, right, bottom].map(Math.round).join(',')} centro ${covered(cx, cy) ? 'cubierto' : 'libre'}, fuera ${outside.map(([x, y]) => (covered(x!, y!) ? 'cubierto' : 'libre')).join('/')}`;
    return { ok, boxes };
  }, selector);
}

/** Clicks Siguiente until the last step; returns the titles and URLs seen. */
async function walkTour(page: Page, role: string): Promise<SeenStep[]> {
  const seen: SeenStep[] = [];
  for (let guard = 0; guard < 20; guard++) {
    await expect(tooltip(page)).toBeVisible({ timeout: 20_000 });
    const progress = (await page.getByTestId('tour-progress').textContent()) ?? '';
    const title = (await tooltip(page).getByRole('heading').textContent()) ?? '';
    const step = tourFor(role).find((candidate) => candidate.title === title);
    const targetShown = step ? await page.locator(tourTargetSelector(step)).first().isVisible() : false;
    // The spotlight settles after joyride's scroll: give it a moment before judging it.
    let spotlight = { ok: false, boxes: '' };
    for (let tries = 0; step && tries < 10 && !spotlight.ok; tries++) {
      spotlight = await spotlightCovers(page, tourTargetSelector(step));
      if (!spotlight.ok) await page.waitForTimeout(200);
    }
    seen.push({
      title,
      path: new URL(page.url()).pathname,
      progress,
      targetShown,
      spotlightOnTarget: spotlight.ok,
      ...(spotlight.ok ? {} : { spotlight: spotlight.boxes }),
    });
    const finish = tooltip(page).getByRole('button', { name: 'Finalizar' });
    if (await finish.isVisible()) {
      await finish.click();
      return seen;
    }
    await tooltip(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByTestId('tour-progress')).not.toHaveText(progress, { timeout: 20_000 });
  }
  throw new Error('el tour no terminó');
}

const EXPECTED: Record<DemoRole, Array<{ title: string; path: string }>> = {
  admin: [
    { title: 'Instalaciones', path: '/instalaciones' },
    { title: 'Inventario', path: '/inventario' },
    { title: 'Ingresos', path: '/ingresos' },
    { title: 'Órdenes', path: '/orders' },
    { title: 'Asignación de picking', path: '/picking-assignment' },
    { title: 'Costos y precios', path: '/cost-management' },
    { title: 'Análisis', path: '/analytics' },
    { title: 'Trazabilidad', path: '/trazabilidad' },
    { title: 'Despachos', path: '/despachos' },
  ],
  operator: [
    { title: 'Sus tareas', path: '/operator' },
    { title: 'Consultar inventario', path: '/inventario' },
  ],
  viewer: [
    { title: 'Análisis', path: '/analytics' },
    { title: 'Órdenes', path: '/orders' },
    { title: 'Inventario', path: '/inventario' },
    { title: 'Trazabilidad', path: '/trazabilidad' },
  ],
};

for (const role of ['admin', 'operator', 'viewer'] as const) {
  test.describe(`tour de ${DEMO_USERS[role].roleLabel}`, () => {
    test('the welcome dialog opens 1.5 s after sign-in; skipping it stores the welcome flag only', async ({ page }) => {
      await page.goto('/login');
      const submitted = Date.now();
      await submitLogin(page, DEMO_USERS[role].email, DEMO_PASSWORD, { welcome: true });
      await expect(welcome(page)).toBeVisible({ timeout: 10_000 });
      expect(Date.now() - submitted).toBeGreaterThanOrEqual(1_500);
      await welcome(page).getByRole('button', { name: 'Omitir' }).click();
      await expect(page.getByText('Puedes iniciar el tour en cualquier momento desde el botón de ayuda')).toBeVisible();
      expect(await readTourFlags(page, role)).toEqual({ welcomeSeen: 'true', completed: null });
      // Not both flags: the dialog comes back on the next load.
      await page.reload();
      await expect(welcome(page)).toBeVisible({ timeout: 10_000 });
    });

    test('a complete tour visits the role’s screens with progress and stores the completed flag', async ({ page }) => {
      test.setTimeout(240_000);
      await loginAs(page, role, { welcome: true });
      await welcome(page).getByRole('button', { name: 'Comenzar tour' }).click();
      await expect(page.getByText('¡Tour iniciado! Sigue las instrucciones para conocer el sistema')).toBeVisible();
      const seen = await walkTour(page, role);
      for (const expected of EXPECTED[role]) {
        expect(seen, JSON.stringify(seen)).toContainEqual(expect.objectContaining(expected));
      }
      // Every step of the role's tour is shown, in order, on its route and with its element on
      // the page: a missing data-tour target would make joyride skip the step silently.
      const steps = tourFor(role);
      expect(
        seen.map((step) => step.title),
        JSON.stringify(seen),
      ).toEqual(steps.map((step) => step.title));
      steps.forEach((step, index) => {
        expect(seen[index]!.targetShown, `${step.id}: ${tourTargetSelector(step)}`).toBe(true);
        expect(seen[index]!.spotlightOnTarget, `spotlight of ${step.id}: ${JSON.stringify(seen)}`).toBe(true);
        if (step.route) expect(seen[index]!.path, step.id).toBe(step.route);
      });
      expect(seen.at(-1)?.title).toBe('Ayuda y documentación');
      const total = seen[0]!.progress.match(/de (\d+)/)![1];
      expect(seen[0]!.progress).toBe(`Paso 1 de ${total}`);
      expect(seen.at(-1)!.progress).toBe(`Paso ${total} de ${total}`);
      await expect(page.getByText('¡Felicitaciones! Has completado el tour del sistema')).toBeVisible();
      await expect(tooltip(page)).toHaveCount(0);
      expect(await readTourFlags(page, role)).toEqual({ welcomeSeen: 'true', completed: 'true' });
      // Both flags stored: no welcome dialog on the next load.
      await page.reload();
      await expect(pageTitle(page)).toBeVisible();
      await page.waitForTimeout(2_500);
      await expect(welcome(page)).toHaveCount(0);
    });
  });
}

test.describe('tour controls', () => {
  test('previous goes back, clicking the highlighted element advances, skip cancels without the completed flag', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'operator');
    // Not completed yet for this role (the login helper stored both flags).
    await page.evaluate((key) => localStorage.removeItem(key), tourKeys('operator').completed);
    await openHelp(page, 'Iniciar tour guiado');
    await expect(page.getByTestId('tour-progress')).toHaveText('Paso 1 de 3', { timeout: 20_000 });
    await expect(page).toHaveURL(/\/operator$/);
    await expect(tooltip(page).getByRole('button', { name: 'Anterior' })).toHaveCount(0);
    // Clicking the highlighted element moves on after 500 ms.
    await page.locator('[data-tour="operator-tasks"]').getByRole('tab', { name: 'Picking' }).click();
    await expect(page.getByTestId('tour-progress')).toHaveText('Paso 2 de 3', { timeout: 20_000 });
    await expect(page).toHaveURL(/\/inventario$/);
    await tooltip(page).getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByTestId('tour-progress')).toHaveText('Paso 1 de 3', { timeout: 20_000 });
    await expect(page).toHaveURL(/\/operator$/);
    await tooltip(page).getByRole('button', { name: 'Saltar' }).click();
    await expect(page.getByText('Tour cancelado. Puedes reiniciarlo cuando quieras')).toBeVisible();
    await expect(tooltip(page)).toHaveCount(0);
    expect((await readTourFlags(page, 'operator')).completed).toBeNull();
  });

  test('restart begins again from the first step', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'viewer');
    await openHelp(page, 'Iniciar tour guiado');
    await expect(page.getByTestId('tour-progress')).toHaveText('Paso 1 de 5', { timeout: 20_000 });
    await tooltip(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByTestId('tour-progress')).toHaveText('Paso 2 de 5', { timeout: 20_000 });
    // The tour's overlay covers the help menu while it runs: skip, then restart from the menu.
    await tooltip(page).getByRole('button', { name: 'Saltar' }).click();
    await openHelp(page, 'Reiniciar tour');
    await expect(page.getByTestId('tour-progress')).toHaveText('Paso 1 de 5', { timeout: 20_000 });
    await expect(page).toHaveURL(/\/analytics$/);
  });

  test('reset clears both flags, says so, and the welcome dialog returns', async ({ page }) => {
    await loginAs(page, 'admin');
    expect(await readTourFlags(page, 'admin')).toEqual({ welcomeSeen: 'true', completed: 'true' });
    await openHelp(page, 'Resetear tour');
    await expect(page.getByText('Tour reseteado. Puedes iniciarlo nuevamente')).toBeVisible();
    expect(await readTourFlags(page, 'admin')).toEqual({ welcomeSeen: null, completed: null });
    // Other roles keep their flags.
    expect(await readTourFlags(page, 'viewer')).toEqual({ welcomeSeen: 'true', completed: 'true' });
    await page.reload();
    await expect(welcome(page)).toBeVisible({ timeout: 10_000 });
  });
});
