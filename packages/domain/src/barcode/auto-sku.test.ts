import { describe, expect, it } from 'vitest';
import { autoSkuFor } from './auto-sku';

describe('autoSkuFor', () => {
  it.each([
    ['7891234567895', 'AUTO78912345'],
    ['abcdefghij', 'AUTOABCDEFGH'],
    ['abcdefgh', 'AUTOABCDEFGH'],
    ['abcdefg', 'AUTOABCDEF'],
    ['abc', 'AUTOABC'],
    [' ab\x1dcdefgh ', 'AUTOABCDEFGH'],
  ])('%j → %s', (code, sku) => {
    expect(autoSkuFor(code)).toBe(sku);
  });
});
