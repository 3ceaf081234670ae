import { describe, expect, it } from 'vitest';
import {
  autoFormatUnitPriceInput,
  formatNumberCL,
  formatPercent,
  formatUnitPriceText,
  isValidUnitPriceText,
  parseUnitPriceText,
  UNIT_PRICE_FORMAT_MESSAGE,
} from './numbers';

describe('formatNumberCL', () => {
  it.each([
    [0, 0, '0'],
    [1234, 0, '1.234'],
    [1234567.891, 2, '1.234.567,89'],
    [1234.5, 2, '1.234,5'],
    [-1234.5, 1, '-1.234,5'],
    [-0.001, 2, '0'],
    [Number.POSITIVE_INFINITY, 0, '0'],
  ])('%s with %s decimals → %s', (value, decimals, text) => {
    expect(formatNumberCL(value, decimals)).toBe(text);
  });

  it('pads decimals when asked', () => {
    expect(formatNumberCL(12, 1, 1)).toBe('12,0');
  });
});

describe('formatPercent (one decimal)', () => {
  it.each([
    [12.345, '12,3%'],
    [100, '100,0%'],
    [0, '0,0%'],
  ])('%s → %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });
});

describe('unit price text (Edit cost form)', () => {
  it.each([
    ['1.234,56', true],
    ['1.234', true],
    ['999', true],
    ['0,5', true],
    ['12.345.678,9', true],
    ['1234', false],
    ['1.23', false],
    ['1.234,567', false],
    ['1,234.56', false],
    ['', false],
    ['abc', false],
  ])('%s valid: %s', (text, valid) => {
    expect(isValidUnitPriceText(text)).toBe(valid);
  });

  it.each([
    ['1.234,56', 1234.56],
    ['1.234', 1234],
    ['0,5', 0.5],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
  ])('parses %s → %s', (text, value) => {
    expect(parseUnitPriceText(text)).toBe(value);
  });

  it.each([
    [1234.56, '1.234,56'],
    [1234, '1.234'],
    [0.5, '0,5'],
    [1234.567, '1.234,57'],
  ])('formats %s → %s', (value, text) => {
    expect(formatUnitPriceText(value)).toBe(text);
    expect(parseUnitPriceText(text)).toBeCloseTo(Math.round(value * 100) / 100);
  });

  it.each([
    ['1234', '1.234'],
    ['1234,567', '1.234,56'],
    ['$ 1.234,5', '1.234,5'],
    ['12a34', '1.234'],
    ['1234,', '1.234,'],
    [',5', '0,5'],
    ['0012', '12'],
    ['1,2,3', '1,23'],
    ['', ''],
  ])('auto-formats typed %s → %s', (raw, text) => {
    expect(autoFormatUnitPriceInput(raw)).toBe(text);
  });

  it('has the spec message', () => {
    expect(UNIT_PRICE_FORMAT_MESSAGE).toBe('Formato inválido. Use puntos para separar miles y coma para decimales');
  });
});
