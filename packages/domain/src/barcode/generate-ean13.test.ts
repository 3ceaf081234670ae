import { describe, expect, it } from 'vitest';
import { ean13CheckDigit, generateEan13, isPrintableEan13 } from './generate-ean13';
import { hasValidCheckDigit } from '../gs1/check-digit';

describe('EAN-13 generation', () => {
  it('is 789 + 00 + 7 random digits + check digit', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateEan13();
      expect(code).toMatch(/^78900\d{8}$/);
      expect(hasValidCheckDigit(code)).toBe(true);
      expect(isPrintableEan13(code)).toBe(true);
    }
  });

  it('uses the random source given, and copes with a source returning 1', () => {
    const values = [0, 0.1, 0.25, 0.5, 0.75, 0.99, 1];
    let i = 0;
    expect(generateEan13(() => values[i++]!)).toBe(`789000125799${ean13CheckDigit('789000125799')}`);
  });

  it('computes the check digit of 12 digits', () => {
    expect(ean13CheckDigit('789123456789')).toBe(5);
    expect(ean13CheckDigit('950110153000')).toBe(3);
    expect(() => ean13CheckDigit('12345')).toThrow(RangeError);
    expect(() => ean13CheckDigit('78912345678A')).toThrow('Se requieren exactamente 12 dígitos');
  });

  it.each([
    ['7891234567895', true],
    ['7891234567896', false],
    ['9501101530003', false],
    ['789123456789', false],
    ['789123456789A', false],
  ])('printing allowed for %s: %s', (code, printable) => {
    expect(isPrintableEan13(code)).toBe(printable);
  });
});
