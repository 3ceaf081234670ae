import type { Page } from '@playwright/test';

/** The tour flags of a role in local storage (packages/domain/src/tour/tour-storage.ts). */
export function tourKeys(role: string): { welcomeSeen: string; completed: string } {
  return { welcomeSeen: `tour_welcome_seen_${role}`, completed: `tour_completed_${role}` };
}

const ROLES = ['admin', 'operator', 'viewer', 'user'];

/**
 * Stores both tour flags for every role, so the welcome dialog does not open over
 * a test that is not about it (tests close the tour or start without it).
 */
export async function skipWelcome(page: Page): Promise<void> {
  const keys = ROLES.flatMap((role) => Object.values(tourKeys(role)));
  await page.evaluate((all) => {
    for (const key of all) localStorage.setItem(key, 'true');
  }, keys);
}

export async function readTourFlags(page: Page, role: string): Promise<{ welcomeSeen: string | null; completed: string | null }> {
  const keys = tourKeys(role);
  return page.evaluate(
    (k) => ({ welcomeSeen: localStorage.getItem(k.welcomeSeen), completed: localStorage.getItem(k.completed) }),
    keys,
  );
}
