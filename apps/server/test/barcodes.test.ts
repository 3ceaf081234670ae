import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const parse = (body: Record<string, unknown>, role: 'admin' | 'operator' | 'viewer' = 'operator') =>
  t.app.inject({ method: 'POST', url: '/api/barcodes/parse', headers: t.auth(role), payload: body });

describe('POST /api/barcodes/parse', () => {
  it('parses every form of the same GS1 data to the same values', async () => {
    const forms = [
      '(01)09501101530003(17)270630(10)LOTE-7',
      '\x1d010950110153000317270630' + '10LOTE-7',
      ']d2010950110153000317270630' + '10LOTE-7',
      'https://example.com/01/09501101530003/10/LOTE-7?17=270630',
    ];
    for (const code of forms) {
      const res = await parse({ code });
      expect(res.statusCode, code).toBe(200);
      expect(res.json().data, code).toMatchObject({
        barcode_type: 'GS1',
        gtin: '09501101530003',
        lot_number: 'LOTE-7',
        expiry_date: '2027-06-30',
        elements: { '01': '09501101530003', '17': '270630', '10': 'LOTE-7' },
        warnings: [],
      });
    }
  });

  it('reads the keyboard-wedge separator it is told about', async () => {
    const res = await parse({ code: '0109501101530003' + '10ABC~17270630', separator: '~' });
    expect(res.json().data).toMatchObject({ lot_number: 'ABC', expiry_date: '2027-06-30' });
  });

  it('classifies plain retail codes', async () => {
    const res = await parse({ code: '7801234567893' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ barcode_type: 'EAN-13' });
  });

  it('answers a broken GS1 code with 400, its stable code and a Spanish message naming the AI', async () => {
    const res = await parse({ code: '(01)09501101530004(10)X' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('GS1_CHECK_DIGIT');
    expect(body.error).toMatch(/AI 01/);
    const date = await parse({ code: '(01)09501101530003(17)271301' });
    expect(date.json().code).toBe('GS1_INVALID_DATE');
    // Without brackets or separators too: a bare GTIN element string with a wrong check digit.
    const bare = await parse({ code: '0109501101530004' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ code: 'GS1_CHECK_DIGIT', ai: '01' });
  });

  it('answers the GS1 strictness errors with 400 and their own codes', async () => {
    const cases: [string, string][] = [
      [']XX0109501101530003', 'GS1_UNKNOWN_SYMBOLOGY'],
      ['0109501101530003' + '10A\x1d\x1d21S', 'GS1_DOUBLE_SEPARATOR'],
      ['https://example.com/01/09501101530003?10=LOTE-7', 'GS1_INVALID_DIGITAL_LINK'],
      ['https://example.com/01/9501101530003', 'GS1_TOO_SHORT'],
      ['(8004)ABC123', 'GS1_INVALID_VALUE'],
    ];
    for (const [code, expected] of cases) {
      const res = await parse({ code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().code, code).toBe(expected);
      expect(res.json().error, code).toEqual(expect.any(String));
    }
  });

  it('needs a code, and is for admins and operators', async () => {
    expect((await parse({ code: '' })).json().fields).toEqual({ code: 'Por favor ingrese un código de barras válido' });
    expect((await parse({ code: '7801234567893' }, 'viewer')).statusCode).toBe(403);
  });
});
