import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { DEMO_USERS, loginAs } from '../support/login';
import { capture } from '../support/screenshot';

// Issue 42 §4: alerts with an owner. The bell counts the signed-in user's open alerts, /alertas
// lists and resolves them; an operator sees only the types owned by them or their role.

const SHOTS = process.env.SHOTS_DIR ?? '../screenshots';

interface Counts {
  total: number;
  por_tipo: Record<string, number>;
}

function bellLabel(count: number): string {
  return count === 0 ? 'Alertas: ninguna abierta' : count === 1 ? 'Alertas: 1 abierta' : `Alertas: ${count} abiertas`;
}

async function bell(page: Page) {
  return page.getByTestId('alerts-bell');
}

test.describe('alertas', () => {
  test('the admin sees the bell count, resolves an alert on /alertas and the count drops', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const before = await admin.get<Counts>('/api/alerts/count');
    expect(before.total).toBeGreaterThan(0);

    await loginAs(page, 'admin');
    await expect(await bell(page)).toHaveAttribute('aria-label', bellLabel(before.total));
    await (await bell(page)).click();
    await expect(page).toHaveURL(/\/alertas$/);
    const items = page.getByTestId('alert-item');
    await expect(items.first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Todas (${before.total})` })).toBeVisible();
    await capture(page, { path: `${SHOTS}/alerts-1280.png`, fullPage: true });

    const first = items.first();
    const title = (await first.getByRole('button', { name: /^Resolver: / }).getAttribute('aria-label'))!.replace(
      'Resolver: ',
      '',
    );
    await first.getByRole('button', { name: /^Resolver: / }).click();
    await expect(page.getByRole('button', { name: `Resolver: ${title}`, exact: true })).toHaveCount(0);
    await expect(await bell(page)).toHaveAttribute('aria-label', bellLabel(before.total - 1));
    expect((await admin.get<Counts>('/api/alerts/count')).total).toBe(before.total - 1);
  });

  test('an operator sees only the alerts owned by them or their role', async ({ page, request }) => {
    const admin = await apiAs(request, DEMO_USERS.admin.email);
    const settings =
      await admin.get<Array<{ type: string; owner_role: string | null; owner_user_id: number | null }>>('/api/alerts/settings');
    const operatorApi = await apiAs(request, DEMO_USERS.operator.email);
    const me = await operatorApi.get<{ id: number }>('/api/auth/profile');
    const owned = new Set(
      settings
        .filter((s) => (s.owner_user_id != null ? s.owner_user_id === me.id : s.owner_role === 'operator'))
        .map((s) => s.type),
    );
    expect(owned.size).toBeGreaterThan(0);
    const counts = await operatorApi.get<Counts>('/api/alerts/count');
    expect(counts.total).toBeGreaterThan(0);
    for (const [type, n] of Object.entries(counts.por_tipo)) if (n > 0) expect(owned.has(type), type).toBe(true);
    const adminCounts = await admin.get<Counts>('/api/alerts/count');
    expect(counts.total).toBeLessThan(adminCounts.total);

    await loginAs(page, 'operator');
    await expect(await bell(page)).toHaveAttribute('aria-label', bellLabel(counts.total));
    await page.goto('/alertas');
    await expect(page.getByTestId('alert-item')).toHaveCount(Math.min(counts.total, 20));
    await expect(page.getByRole('button', { name: `Todas (${counts.total})` })).toBeVisible();
    // The owners' settings are the admin's: not on the operator's screen.
    await expect(page.getByText('Responsables de las alertas')).toHaveCount(0);
  });
});
