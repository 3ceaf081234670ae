import { afterEach, describe, expect, it, vi } from 'vitest';
import { escapeHtml, PrintBlockedError, printPage } from './print';

describe('print', () => {
  afterEach(() => vi.restoreAllMocks());

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;');
  });

  it('refuses when the window is blocked, and closes it when the page cannot be built', async () => {
    vi.spyOn(window, 'open').mockReturnValueOnce(null);
    await expect(printPage(() => '<p></p>')).rejects.toBeInstanceOf(PrintBlockedError);
    const target = { close: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValueOnce(target);
    await expect(printPage(() => Promise.reject(new Error('sin símbolo')))).rejects.toThrow('sin símbolo');
    expect(target.close).toHaveBeenCalled();
  });
});
