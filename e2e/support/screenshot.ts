import type { Locator, Page } from '@playwright/test';

/** Screenshots are a visual review aid that no test asserts: taken only with SCREENSHOTS=1. */
export const SCREENSHOTS_ENABLED = Boolean(process.env.SCREENSHOTS);

/** Captures `target` into `options.path` when SCREENSHOTS=1; otherwise costs nothing. */
export async function capture(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!SCREENSHOTS_ENABLED) return;
  if ('goto' in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}
