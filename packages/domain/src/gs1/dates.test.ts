import { afterEach, describe, expect, it } from 'vitest';
import {
  daysInMonth,
  fullYear,
  isHh,
  isHhmi,
  isMiOrSs,
  isoOfKey,
  isYymmdd,
  isYyyymmdd,
  setReferenceYear,
  yymmddKey,
  yymmddToIso,
} from './dates';

describe('GS1 dates', () => {
  let restore: number | undefined;
  afterEach(() => {
    if (restore !== undefined) setReferenceYear(restore);
    restore = undefined;
  });

  it('picks the century with the GS1 sliding window (49 back, 50 ahead)', () => {
    expect(fullYear(26, 2026)).toBe(2026);
    expect(fullYear(76, 2026)).toBe(2076);
    expect(fullYear(77, 2026)).toBe(1977);
    expect(fullYear(1, 2060)).toBe(2101);
    expect(fullYear(10, 2060)).toBe(2110);
    expect(fullYear(11, 2060)).toBe(2011);
  });

  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 13)).toBe(0);
  });

  it('validates YYMMDD, with day 00 allowed only where GS1 allows it', () => {
    restore = setReferenceYear(2026);
    expect(isYymmdd('250630')).toBe(true);
    expect(isYymmdd('250600')).toBe(true);
    expect(isYymmdd('250600', 0, false)).toBe(false);
    expect(isYymmdd('251300')).toBe(false);
    expect(isYymmdd('250000')).toBe(false);
    expect(isYymmdd('250431')).toBe(false);
    expect(isYymmdd('2506AA')).toBe(false);
    expect(isYymmdd('240229')).toBe(true);
    expect(isYymmdd('250229')).toBe(false);
  });

  it('converts to ISO, day 00 being the last day of the month', () => {
    restore = setReferenceYear(2026);
    expect(yymmddToIso('250630')).toBe('2025-06-30');
    expect(yymmddToIso('251100')).toBe('2025-11-30');
    expect(yymmddToIso('240200')).toBe('2024-02-29');
    expect(yymmddToIso('250101')).toBe('2025-01-01');
    expect(yymmddToIso('251301')).toBeUndefined();
    expect(yymmddToIso('250231')).toBeUndefined();
    expect(yymmddToIso('x250630', 1)).toBe('2025-06-30');
    expect(yymmddToIso('250132')).toBeUndefined();
    expect(yymmddToIso('250199')).toBeUndefined();
    expect(yymmddToIso('2501')).toBeUndefined();
  });

  it('gives the same answers from its cache of dates already converted', () => {
    restore = setReferenceYear(2026);
    for (const text of ['251100', '240200', '250231', '251100', '240200', '250231']) {
      expect(yymmddToIso(text)).toBe({ '251100': '2025-11-30', '240200': '2024-02-29', '250231': undefined }[text]);
    }
    setReferenceYear(2080);
    expect(yymmddToIso('251100')).toBe('2125-11-30');
  });

  it.each([
    ['250630', 0, 25 * 416 + 6 * 32 + 30],
    ['250600', 0, 25 * 416 + 6 * 32],
    ['991231', 0, 99 * 416 + 12 * 32 + 31],
    ['x000101', 1, 1 * 32 + 1],
    ['251301', 0, -1],
    ['250001', 0, -1],
    ['250132', 0, -1],
    ['250140', 0, -1],
    ['2501A1', 0, -1],
    ['2A0101', 0, -1],
    ['25-101', 0, -1],
    ['2501', 0, -1],
    ['25010', 0, -1],
  ])('reads %s (from %i) as the date key %i in one pass', (text, at, key) => {
    expect(yymmddKey(text, at)).toBe(key);
  });

  it('gives the ISO date of a key, undefined for a day the month lacks', () => {
    restore = setReferenceYear(2026);
    expect(isoOfKey(yymmddKey('250630'))).toBe('2025-06-30');
    expect(isoOfKey(yymmddKey('250600'))).toBe('2025-06-30');
    expect(isoOfKey(yymmddKey('250631'))).toBeUndefined();
    expect(isoOfKey(yymmddKey('270229'))).toBeUndefined();
    expect(isoOfKey(yymmddKey('280229'))).toBe('2028-02-29');
  });

  it('validates YYYYMMDD and times', () => {
    expect(isYyyymmdd('20240229')).toBe(true);
    expect(isYyyymmdd('19000229')).toBe(false);
    expect(isYyyymmdd('20241301')).toBe(false);
    expect(isYyyymmdd('20240100')).toBe(false);
    expect(isHhmi('2359')).toBe(true);
    expect(isHhmi('2400')).toBe(false);
    expect(isHhmi('1260')).toBe(false);
    expect(isHh('23')).toBe(true);
    expect(isHh('24')).toBe(false);
    expect(isMiOrSs('59')).toBe(true);
    expect(isMiOrSs('60')).toBe(false);
  });
});
