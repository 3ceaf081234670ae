import { describe, expect, it } from 'vitest';
import { LINTERS } from './linters';
import { getApplicationIdentifier } from './lookup';
import { tryParseGs1 } from './parse-gs1';

const test = (name: string, value: string) => LINTERS[name]!.test(value, 0, value.length);

describe('syntax dictionary linters', () => {
  it.each([
    ['iban', 'GB82WEST12345698765432', true],
    ['iban', 'GB82', false],
    ['iban', 'GB82WEST1234569876543!', false],
    ['iban', '1282WEST12345698765432', false],
    ['latitude', '1800000000', true],
    ['latitude', '1800000001', false],
    ['longitude', '3600000000', true],
    ['pieceoftotal', '0102', true],
    ['pieceoftotal', '0302', false],
    ['pieceoftotal', '0000', false],
    ['nozeroprefix', '0', true],
    ['nozeroprefix', '01', false],
    ['hasnondigit', '123', false],
    ['hasnondigit', '12A', true],
    ['pcenc', '%41b', true],
    ['pcenc', '%4', false],
    ['pcenc', '%GG', false],
    ['yesno', '1', true],
    ['yesno', '2', false],
    ['winding', '9', true],
    ['iso5218', '3', false],
    ['zero', '0', true],
    ['nonzero', '000', false],
    ['hyphen', '-', true],
  ])('%s(%j) is %s', (name, value, valid) => {
    expect(test(name, value)).toBe(valid);
  });
});

describe('getApplicationIdentifier', () => {
  it('returns the dictionary entry of an AI', () => {
    expect(getApplicationIdentifier('17')).toMatchObject({ ai: '17', title: 'USE BY or EXPIRY', predefined: true });
    expect(getApplicationIdentifier('3103')).toMatchObject({ decimals: 3 });
    expect(getApplicationIdentifier('23')).toBeUndefined();
  });
});

describe('messages show control characters readably', () => {
  it.each([
    ['(10)A\x01B', '"\\x01"'],
    ['(01)0950110153\x1d003', '"<GS>"'],
  ])('%j', (text, shown) => {
    const result = tryParseGs1(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain(shown);
  });
});
