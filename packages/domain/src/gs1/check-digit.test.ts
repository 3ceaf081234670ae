import { describe, expect, it } from 'vitest';
import {
  gs1CheckDigit,
  hasValidCheckCharacterPair,
  hasValidCheckDigit,
  isValidGtin,
  scanDigitsWithCheckDigit,
  WRONG_CHECK_DIGIT,
} from './check-digit';

describe('GS1 check digits', () => {
  it.each([
    ['GTIN-8', '95012346'],
    ['GTIN-12 (UPC-A)', '036000291452'],
    ['GTIN-13', '9501101530003'],
    ['GTIN-14', '09501101530003'],
    ['SSCC', '095011015300000003'],
    ['GLN', '9501101530003'],
    ['GSIN', '95011015300012341'],
  ])('%s %s is valid, and any other last digit is not', (_kind, code) => {
    expect(hasValidCheckDigit(code)).toBe(true);
    const last = Number(code.at(-1));
    for (let d = 0; d <= 9; d++) {
      if (d !== last) expect(hasValidCheckDigit(code.slice(0, -1) + d)).toBe(false);
    }
  });

  it('computes the digit and refuses non-digits', () => {
    expect(gs1CheckDigit('950110153000')).toBe(3);
    expect(gs1CheckDigit('95011A153000')).toBe(-1);
    expect(hasValidCheckDigit('9')).toBe(false);
    expect(hasValidCheckDigit('95011015300A3')).toBe(false);
    expect(hasValidCheckDigit('xx9501101530003yy', 2, 15)).toBe(true);
  });

  it('isValidGtin accepts GTIN-8/12/13/14 only', () => {
    expect(isValidGtin('95012346')).toBe(true);
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('9501101530003')).toBe(true);
    expect(isValidGtin('09501101530003')).toBe(true);
    expect(isValidGtin('095011015300000003')).toBe(false);
    expect(isValidGtin('9501101530004')).toBe(false);
  });

  it('check character pairs (GMN, MUDI)', () => {
    expect(hasValidCheckCharacterPair('1987654Ad4X4bL5ttr2310c2K')).toBe(true);
    expect(hasValidCheckCharacterPair('1987654Ad4X4bL5ttr2310c2L')).toBe(false);
    expect(hasValidCheckCharacterPair('12')).toBe(false);
    expect(hasValidCheckCharacterPair('1 2K3')).toBe(false);
    expect(hasValidCheckCharacterPair('A'.repeat(30))).toBe(false);
  });
});

describe('scanDigitsWithCheckDigit', () => {
  it('agrees with a digit check followed by hasValidCheckDigit', () => {
    expect(scanDigitsWithCheckDigit('09501101530003', 0, 14)).toBe(-1);
    expect(scanDigitsWithCheckDigit('x9501101530003y', 1, 14)).toBe(-1);
    expect(scanDigitsWithCheckDigit('095011015300031', 0, 15)).toBe(WRONG_CHECK_DIGIT);
    expect(scanDigitsWithCheckDigit('09501101530004', 0, 14)).toBe(WRONG_CHECK_DIGIT);
    expect(scanDigitsWithCheckDigit('0950110153A003', 0, 14)).toBe(10);
    expect(scanDigitsWithCheckDigit('0950110153000A', 0, 14)).toBe(13);
    expect(scanDigitsWithCheckDigit('7', 0, 1)).toBe(WRONG_CHECK_DIGIT);
    expect(scanDigitsWithCheckDigit('A', 0, 1)).toBe(0);
    expect(scanDigitsWithCheckDigit('', 0, 0)).toBe(WRONG_CHECK_DIGIT);
  });

  it.each([
    ['/950110153000', 0],
    [':950110153000', 0],
    ['9501101530:03', 10],
    ['950110153/003', 9],
    ['95011015300é3', 11],
    ['9501A0153B003', 4],
    ['95011015300031Z', 14],
  ])('finds the first character of %s outside 0–9 (position %i)', (text, position) => {
    expect(scanDigitsWithCheckDigit(text, 0, text.length)).toBe(position);
  });
});
