import { HELP_AREAS } from '@bodega/domain';
import { describe, expect, it } from 'vitest';
import { hasHelpPage, loadHelpPage } from './load-help-page';

describe('help pages', () => {
  it('has a page with content for every help area of the domain', async () => {
    for (const area of HELP_AREAS) {
      expect(hasHelpPage(area.slug), area.slug).toBe(true);
      const page = await loadHelpPage(area.slug);
      expect(page?.intro.length).toBeGreaterThan(40);
      expect(page?.sections.length).toBeGreaterThan(0);
      expect(page?.screens.every((screen) => screen.path.startsWith('/'))).toBe(true);
    }
  });

  it('has none for an unknown area', async () => {
    expect(hasHelpPage('toString')).toBe(false);
    expect(await loadHelpPage('no-existe')).toBeNull();
  });
});
