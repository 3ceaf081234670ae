import { expect, type Locator, type Page } from '@playwright/test';

/** The two handheld sizes. */
export const HANDHELD_VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
] as const;

/** The page does not scroll sideways. */
export async function expectNoHorizontalScroll(page: Page, label: string): Promise<void> {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(sizes.scroll, `${label}: desplazamiento horizontal`).toBeLessThanOrEqual(sizes.client);
}

/**
 * Every visible control a finger uses (buttons, links, tabs, switches and checkboxes through their
 * label) measures at least 44 × 44 px. Returns nothing; fails listing the small ones.
 */
export async function expectTouchTargets(page: Page, label: string, min = 44): Promise<void> {
  const small = await page.evaluate((minSize) => {
    const selector = 'button, a[href], [role="tab"], [role="button"], input[type="checkbox"], input[type="radio"]';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden="true"], .notistack-SnackbarContainer')) continue;
      const target = (element.matches('input') ? (element.closest('label') ?? element.parentElement) : element) as HTMLElement;
      const rect = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue;
      if (rect.width < minSize - 0.5 || rect.height < minSize - 0.5) {
        const name = element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName;
        found.push(`${name.slice(0, 40)} (${Math.round(rect.width)}×${Math.round(rect.height)})`);
      }
    }
    return found;
  }, min);
  expect(small, `${label}: controles de menos de ${min} px`).toEqual([]);
}

/** A keyboard-wedge scanner: the code typed into the focused field, then Enter. */
export async function wedgeScan(page: Page, code: string): Promise<void> {
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** No toast covers the given element (the next action). */
export async function expectNotCoveredByToast(page: Page, target: Locator, label: string): Promise<void> {
  const box = await target.boundingBox();
  expect(box, `${label}: la siguiente acción no está visible`).not.toBeNull();
  const overlap = await page.evaluate((b) => {
    const toasts = [
      ...document.querySelectorAll(
        '.notistack-SnackbarContainer .notistack-MuiContent, .notistack-SnackbarContainer [role="alert"]',
      ),
    ];
    return toasts.some((toast) => {
      const r = toast.getBoundingClientRect();
      return r.width > 0 && r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y;
    });
  }, box!);
  expect(overlap, `${label}: un aviso tapa la siguiente acción`).toBe(false);
}
