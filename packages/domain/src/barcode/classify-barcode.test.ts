import { describe, expect, it } from 'vitest';
import { classifyBarcode, looksLikeGs1 } from './classify-barcode';

const GTIN = '09501101530003';

describe('classifyBarcode', () => {
  it.each([
    ['7891234567895', 'EAN-13', '07891234567895'],
    ['036000291452', 'UPC-A', '00036000291452'],
    ['95012346', 'EAN-8', '00000095012346'],
    ['0360002914', 'UPC', undefined],
    ['03600029145', 'UPC', undefined],
    ['19501101530000', 'ITF-14', '19501101530000'],
    ['7891234567896', 'EAN-13', undefined],
    ['ABC-123', 'Otro', undefined],
    ['123456789', 'Otro', undefined],
    ['', 'Otro', undefined],
    ['   ', 'Otro', undefined],
  ])('%j → %s', (code, type, gtin) => {
    const result = classifyBarcode(code);
    expect(result.type).toBe(type);
    expect(result.gtin).toBe(gtin);
    expect(result.gs1).toBeUndefined();
  });

  it('ITF-14 is recognised on issues only', () => {
    expect(classifyBarcode('19501101530000', { context: 'issues' }).type).toBe('ITF-14');
    expect(classifyBarcode('19501101530000', { context: 'receipts' }).type).toBe('Otro');
    expect(classifyBarcode('19501101530000', { context: 'products' }).type).toBe('Otro');
  });

  it.each([
    ['parentheses', `(01)${GTIN}(10)L1`],
    ['01 and longer than 16', `01${GTIN}10L1`],
    ['digits longer than 20', `01${GTIN}17250630`],
    ['the group separator', `10L1\x1d01${GTIN}`],
    ['a symbology identifier', `]d201${GTIN}`],
    ['a Digital Link URL', `https://example.com/01/${GTIN}`],
    ['a valid element string of 16 characters', `01${GTIN}`],
  ])('GS1 when it has %s, with the GTIN extracted', (_why, code) => {
    const result = classifyBarcode(code);
    expect(result.type).toBe('GS1');
    expect(result.gtin).toBe(GTIN);
    expect(result.gs1?.gtin).toBe(GTIN);
  });

  it('an EAN read with its AIM symbology identifier is classified by its digits; an unknown identifier is refused', () => {
    expect(classifyBarcode(']E09501101530003')).toMatchObject({ type: 'EAN-13', gtin: GTIN });
    expect(classifyBarcode(']E495011015')).toMatchObject({ type: 'EAN-8' });
    expect(classifyBarcode(`]XX01${GTIN}`)).toMatchObject({ type: 'Otro', gs1_error: { code: 'GS1_UNKNOWN_SYMBOLOGY' } });
  });

  it('GS1 without a GTIN', () => {
    expect(classifyBarcode('(00)095011015300000003')).toMatchObject({ type: 'GS1', gs1: { sscc: '095011015300000003' } });
    expect(classifyBarcode('(00)095011015300000003').gtin).toBeUndefined();
  });

  it('a keyboard-wedge separator marks GS1 too', () => {
    expect(classifyBarcode(`10L1|01${GTIN}`, { separator: '|' })).toMatchObject({ type: 'GS1', gtin: GTIN });
  });

  it('an internal code that merely parses as AI 10 without a key is not GS1', () => {
    expect(classifyBarcode('10ABC').type).toBe('Otro');
  });

  it('a code that looks like GS1 but does not parse falls back to its length, with the reason', () => {
    const result = classifyBarcode('(01)09501101530004');
    expect(result.type).toBe('Otro');
    expect(result.gs1_error).toEqual({
      code: 'GS1_CHECK_DIGIT',
      message: 'El GTIN (AI 01) tiene un dígito verificador inválido: 09501101530004',
      ai: '01',
    });
  });

  it('a bare GTIN element string with a wrong check digit gives the reason instead of passing for an unknown code', () => {
    expect(classifyBarcode('0109501101530003').type).toBe('GS1');
    const result = classifyBarcode('0109501101530004');
    expect(result.type).toBe('Otro');
    expect(result.gs1_error).toMatchObject({ code: 'GS1_CHECK_DIGIT', ai: '01' });
    expect(classifyBarcode('00095011015300000004').gs1_error).toMatchObject({ code: 'GS1_CHECK_DIGIT', ai: '00' });
    // Other internal codes keep being just unknown: no key AI, or not a check-digit fault.
    expect(classifyBarcode('0109501').gs1_error).toBeUndefined();
    expect(classifyBarcode('4140000000000001').gs1_error).toBeUndefined();
    expect(classifyBarcode('10ABC').gs1_error).toBeUndefined();
  });

  it('looksLikeGs1 follows the spec heuristics', () => {
    expect(looksLikeGs1('0109501101530003')).toBe(false);
    expect(looksLikeGs1('01095011015300031')).toBe(true);
    expect(looksLikeGs1('123456789012345678901')).toBe(true);
    expect(looksLikeGs1('12345678901234567890')).toBe(false);
    expect(looksLikeGs1('a~b', '~')).toBe(true);
  });
});
