import { DEFAULT_PRINT_OPTIONS } from '@bodega/domain';
import { describe, expect, it } from 'vitest';
import { labelsHtml } from './print-labels';

describe('labelsHtml', () => {
  it('repeats the label once per unit and escapes names', () => {
    const html = labelsHtml(
      { barcode: '7890012345678', name: 'Gasa <estéril>', sku: 'AUTO1' },
      '<svg></svg>',
      3,
      DEFAULT_PRINT_OPTIONS,
    );
    expect(html.match(/class="l"/g)).toHaveLength(3);
    expect(html).toContain('Gasa &#60;estéril&#62;');
    expect(html).toContain('repeat(2,');
    expect(html).toContain('A4 portrait');
  });

  it('uses the thermal label stock for label printers', () => {
    const html = labelsHtml({ barcode: 'x', name: 'n', sku: 's' }, '', 1, {
      ...DEFAULT_PRINT_OPTIONS,
      printerType: 'label',
      labelFormat: '4x6',
    });
    expect(html).toContain('size:4in 6in');
  });
});
