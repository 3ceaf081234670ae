import { describe, expect, it } from 'vitest';
import { csvField, csvLine, neutraliseCell, restoreNeutralisedCell } from './spreadsheet-cell';

describe('spreadsheet cells (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['+56 9 1234', "'+56 9 1234"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
  ])('neutralises %j', (input, output) => {
    expect(neutraliseCell(input)).toBe(output);
    expect(restoreNeutralisedCell(output)).toBe(input);
  });

  it('leaves plain text and numbers alone', () => {
    expect(neutraliseCell('Gasa estéril')).toBe('Gasa estéril');
    expect(neutraliseCell("'ya citado")).toBe("'ya citado");
    expect(neutraliseCell(-3)).toBe(-3);
    expect(neutraliseCell(null)).toBeNull();
    expect(restoreNeutralisedCell("'ya citado")).toBe("'ya citado");
    expect(restoreNeutralisedCell('SKU-1')).toBe('SKU-1');
  });

  it('writes CSV fields neutralised, then quoted', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('=HYPERLINK("a","b")')).toBe(`"'=HYPERLINK(""a"",""b"")"`);
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField(-5)).toBe('-5');
    expect(csvField(undefined)).toBe('');
    expect(csvLine(['@x', 2, null])).toBe("'@x,2,\r\n");
  });
});
