import { expect, type Locator, type Page } from '@playwright/test';

/** True when the element (or one inside it) has the focus. */
async function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
}

/**
 * The focused element shows it: it matches :focus-visible and has an outline, a focus ring
 * (MUI's Mui-focusVisible ripple) or sits in a focused field (MUI's Mui-focused border).
 */
export async function expectVisibleFocus(page: Page, label: string): Promise<void> {
  const shown = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nada tiene el foco';
    if (!element.matches(':focus-visible')) return `${element.tagName} sin :focus-visible`;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = element.classList.contains('Mui-focusVisible') || element.closest('.Mui-focusVisible') !== null;
    const field = element.closest('.Mui-focused') !== null;
    return outline || ring || field ? 'ok' : `${element.tagName} ${element.getAttribute('aria-label') ?? ''} sin foco visible`;
  });
  expect(shown, label).toBe('ok');
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking on the way that the focus
 * never falls to the page body and is visible where it lands.
 */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}): Promise<void> {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press < (options.max ?? 40); press++) {
    if (await holdsFocus(target)) {
      await expectVisibleFocus(page, `foco en ${await target.evaluate((e) => e.getAttribute('aria-label') ?? e.textContent)}`);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`el teclado no llega a ${target.toString()}`);
}

/** Opens a focused MUI select with the keyboard and picks `option` with the arrow keys and Enter. */
export async function chooseWithArrows(page: Page, select: Locator, option: string): Promise<void> {
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let press = 0; press < 30 && !(await holdsFocus(wanted)); press++) await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  // The focus goes back to the select it came from.
  await expect(select).toBeFocused();
}
