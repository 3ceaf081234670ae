import { describe, expect, it } from 'vitest';
import { CLASSIFICATIONS, classify, gtinClass } from './classification';

describe('scan classification', () => {
  it('GTIN classes', () => {
    expect(gtinClass('00012345678905')).toBe('container');
    expect(gtinClass('02012345678903')).toBe('variable');
    expect(gtinClass('10012345678902')).toBe('commercial');
    expect(gtinClass('20012345678909')).toBe('commercial');
    expect(gtinClass('07891234567890')).toBe('other');
    expect(gtinClass('30012345678906')).toBe('other');
  });

  it('logistic keys win over a GTIN; GLN and custom fields only describe codes without one', () => {
    const u = undefined;
    expect(classify('x', u, u, u, 'y', u, false, false)).toBe(CLASSIFICATIONS.sscc);
    expect(classify(u, 'x', u, u, 'y', u, false, false)).toBe(CLASSIFICATIONS.gsin);
    expect(classify(u, u, 'x', u, u, u, false, false)).toBe(CLASSIFICATIONS.gdti);
    expect(classify(u, u, u, 'x', u, u, false, false)).toBe(CLASSIFICATIONS.gln);
    expect(classify(u, u, u, 'x', 'y', u, false, false)).toBe(CLASSIFICATIONS.product);
    expect(classify(u, u, u, u, u, u, false, true)).toBe(CLASSIFICATIONS.custom);
    expect(classify(u, u, u, u, 'y', u, true, true)).toBe(CLASSIFICATIONS.weight);
    expect(classify(u, u, u, u, 'y', 'commercial', false, false)).toBe(CLASSIFICATIONS.productCommercial);
  });

  it('classification objects are shared and frozen', () => {
    expect(Object.isFrozen(CLASSIFICATIONS.product)).toBe(true);
  });
});
