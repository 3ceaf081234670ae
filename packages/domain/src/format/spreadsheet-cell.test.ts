import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './spreadsheet-cell';

describe('neutraliseCell', () => {
  it('prefixes text that a spreadsheet would run', () => {
    for (const text of ['=1+1', '+56', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutraliseCell(text)).toBe(`'${text}`);
  });
  it('leaves other text and numbers alone', () => {
    expect(neutraliseCell('Guantes')).toBe('Guantes');
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(null)).toBeNull();
  });
});
