import { describe, expect, it } from 'vitest';
import { CLASSIFICATIONS, classify, gtinClass } from './classification';

describe('scan classification', () => {
  it('GTIN classes of spec 1 §5', () => {
    expect(gtinClass('00012345678905')).toBe('container');
    expect(gtinClass('02012345678903')).toBe('variable');
    expect(gtinClass('10012345678902')).toBe('commercial');
    expect(gtinClass('20012345678909')).toBe('commercial');
    expect(gtinClass('07891234567890')).toBe('other');
    expect(gtinClass('30012345678906')).toBe('other');
  });

  it('logistic keys win over a GTIN; GLN and custom fields only describe codes without one', () => {
    const none = { hasWeight: false, hasCustom: false };
    expect(classify({ ...none, sscc: 'x', gtin: 'y' })).toBe(CLASSIFICATIONS.sscc);
    expect(classify({ ...none, gsin: 'x', gtin: 'y' })).toBe(CLASSIFICATIONS.gsin);
    expect(classify({ ...none, gdti: 'x' })).toBe(CLASSIFICATIONS.gdti);
    expect(classify({ ...none, gln: 'x' })).toBe(CLASSIFICATIONS.gln);
    expect(classify({ ...none, gln: 'x', gtin: 'y' })).toBe(CLASSIFICATIONS.product);
    expect(classify({ hasWeight: false, hasCustom: true })).toBe(CLASSIFICATIONS.custom);
    expect(classify({ hasWeight: true, hasCustom: true, gtin: 'y' })).toBe(CLASSIFICATIONS.weight);
    expect(classify({ ...none, gtin: 'y', gtinClass: 'commercial' })).toBe(CLASSIFICATIONS.productCommercial);
  });

  it('classification objects are shared and frozen', () => {
    expect(Object.isFrozen(CLASSIFICATIONS.product)).toBe(true);
  });
});
