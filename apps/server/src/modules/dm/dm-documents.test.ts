import { describe, expect, it } from 'vitest';
import { safeCell } from './dm-documents';

describe('safeCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+56 9 1234', `'+56 9 1234`],
    ['-1', `'-1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tx', `'\tx`],
    ['\rx', `'\rx`],
    ['Lote 1', 'Lote 1'],
  ])('%j → %j', (input, output) => {
    expect(safeCell(input)).toBe(output);
  });
  it('keeps numbers and empties', () => {
    expect(safeCell(-3)).toBe(-3);
    expect(safeCell(null)).toBe('');
  });
});
