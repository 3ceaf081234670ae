import { DEFAULT_PRINT_OPTIONS } from '@bodega/domain';
import { describe, expect, it } from 'vitest';
import { printPageHtml } from './print-page';

const svg = '<svg viewBox="0 0 10 10" xmlns="http://www.w3.org/2000/svg"></svg>';
const labels = [
  { code: 'A-01', description: 'Estante <frío>', svg },
  { code: 'A-02', description: null, svg },
];

describe('print page', () => {
  it('lays out an A4 sheet with N labels of the chosen size per row', () => {
    const html = printPageHtml(labels, { ...DEFAULT_PRINT_OPTIONS, labelsPerRow: 3, labelSize: 'large' });
    expect(html).toContain('size: A4 portrait');
    expect(html).toContain('grid-template-columns: repeat(3, minmax(0, 6cm))');
    expect(html).toContain('height: 3.5cm');
    expect(html.match(/class="label"/g)).toHaveLength(2);
    expect(html).toContain('Estante &#60;frío&#62;');
    expect(html).toContain('<svg preserveAspectRatio="none" class="bars" ');
  });

  it('prints one label per page of the thermal stock, repeated per copy', () => {
    const html = printPageHtml(labels, { ...DEFAULT_PRINT_OPTIONS, printerType: 'label', labelFormat: '2x1', copies: 3 });
    expect(html).toContain('size: 2in 1in');
    expect(html.match(/class="label"/g)).toHaveLength(6);
  });
});
