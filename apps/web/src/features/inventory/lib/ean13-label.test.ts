import { describe, expect, it } from 'vitest';
import { labelPageHtml } from './ean13-label';

describe('EAN-13 label page', () => {
  it('repeats the label and escapes the caption', () => {
    const html = labelPageHtml('<svg viewBox="0 0 1 1"></svg>', { sku: 'A<1>', name: 'Gasa "estéril"' }, 3);
    expect(html.match(/class="label"/g)).toHaveLength(3);
    expect(html).toContain('<svg class="bars" viewBox');
    expect(html).toContain('A&#60;1&#62;');
    expect(html).not.toContain('"estéril"');
  });
});
