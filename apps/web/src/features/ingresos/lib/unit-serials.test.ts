import { describe, expect, it } from 'vitest';
import { resizeSerials, serialFromInput } from './unit-serials';

describe('serials per unit', () => {
  it('takes AI 21 from a scanned GS1 string and keeps a typed serial as typed', () => {
    expect(serialFromInput('(01)07801234567894(17)301231(10)L1(21)SN-77', '\x1d')).toBe('SN-77');
    expect(serialFromInput('010780123456789417301231\x1d10L1\x1d21SN-78', '\x1d')).toBe('SN-78');
    expect(serialFromInput('  MP-0001 ', '\x1d')).toBe('MP-0001');
    expect(serialFromInput('(01)07801234567894(10)L1', '\x1d')).toBe('(01)07801234567894(10)L1');
    expect(serialFromInput('', '\x1d')).toBe('');
  });

  it('resizes the list to the quantity, keeping what was entered', () => {
    expect(resizeSerials(['A', 'B'], 3, 1000)).toEqual(['A', 'B', '']);
    expect(resizeSerials(['A', 'B', 'C'], 2, 1000)).toEqual(['A', 'B']);
    expect(resizeSerials(undefined, Number.NaN, 1000)).toEqual([]);
    expect(resizeSerials([], 5000, 1000)).toHaveLength(1000);
  });
});
