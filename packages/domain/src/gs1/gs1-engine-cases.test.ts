// Cases taken from GS1's Barcode Syntax Engine (github.com/gs1/gs1-syntax-engine, src/c-lib: dl.c
// test_dl_parseDLuri, ai.c test_ai_parseAIdata, scandata.c, syntax/lint_*.c), so that this parser
// accepts and refuses what the engine does. Where the engine's result is an AI string ("^0112…"),
// the expected elements are written out. Cases the engine runs with options off by default
// (convenience alphas, zero-suppressed GTINs, unknown AIs) are taken with those options off.
import { describe, expect, it } from 'vitest';
import { LINTERS } from './linters';
import { tryParseGs1 } from './parse-gs1';

const GS = '\x1d';

function outcome(text: string): Record<string, string> | string {
  const result = tryParseGs1(text);
  return result.ok ? result.value.elements : result.error.code;
}

describe('GS1 Digital Link URIs (engine: test_dl_parseDLuri)', () => {
  it.each([
    ['http://a/00/006141411234567890', { '00': '006141411234567890' }],
    ['HTTP://a/00/006141411234567890', { '00': '006141411234567890' }],
    ['https://a/00/006141411234567890', { '00': '006141411234567890' }],
    ['HTTPS://a/00/006141411234567890', { '00': '006141411234567890' }],
    ['https://a/01/12312312312333', { '01': '12312312312333' }],
    ['https://xn--fsq.xn--0zwm56d/01/12312312312333', { '01': '12312312312333' }],
    ['https://a./01/12312312312333', { '01': '12312312312333' }],
    ['https://a:65535/01/12312312312333', { '01': '12312312312333' }],
    ['https://192.0.2.1/01/12312312312333', { '01': '12312312312333' }],
    ['https://3232235777/01/12312312312333', { '01': '12312312312333' }],
    ['https://0xC0.0xA8.0x01.0x01/01/12312312312333', { '01': '12312312312333' }],
    ['https://[2001:db8::1]/01/12312312312333', { '01': '12312312312333' }],
    ['https://a/stem/00/006141411234567890', { '00': '006141411234567890' }],
    ['https://a/more/stem/00/006141411234567890', { '00': '006141411234567890' }],
    ['https://a/00/faux/00/006141411234567890', { '00': '006141411234567890' }],
    ['https://a/01/12312312312333/22/TEST/10/ABC/21/XYZ', { '01': '12312312312333', '22': 'TEST', '10': 'ABC', '21': 'XYZ' }],
    ['https://a/01/12312312312333/235/TEST', { '01': '12312312312333', '235': 'TEST' }],
    ['https://a/253/1231231231232', { '253': '1231231231232' }],
    ['https://a/253/1231231231232TEST5678901234567', { '253': '1231231231232TEST5678901234567' }],
    ['https://a/8018/123456789012345675/8019/123', { '8018': '123456789012345675', '8019': '123' }],
    ['https://a/stem/00/006141411234567890?', { '00': '006141411234567890' }],
    ['https://a/stem/00/006141411234567890?99=ABC', { '00': '006141411234567890', '99': 'ABC' }],
    ['https://a/stem/401/12345678?99=ABC', { '401': '12345678', '99': 'ABC' }],
    ['https://a/01/12312312312333?99=ABC&98=XYZ', { '01': '12312312312333', '99': 'ABC', '98': 'XYZ' }],
    ['https://a/01/12312312312333?&&&99=ABC&&&&&&98=XYZ&&&', { '01': '12312312312333', '99': 'ABC', '98': 'XYZ' }],
    ['https://a/01/12312312312333?99=ABC&unknown=666&98=XYZ', { '01': '12312312312333', '99': 'ABC', '98': 'XYZ' }],
    [
      'https://a/01/12312312312333?unknown1=555&99=ABC&unknown2=666&98=XYZ&unknown3=777',
      { '01': '12312312312333', '99': 'ABC', '98': 'XYZ' },
    ],
    [
      'https://a/01/12312312312333?singleton1&99=ABC&singleton2&98=XYZ&singleton3',
      { '01': '12312312312333', '99': 'ABC', '98': 'XYZ' },
    ],
    [
      'https://a/01/12312312312333/22/ABC%2d123?99=ABC&98=XYZ%2f987',
      { '01': '12312312312333', '22': 'ABC-123', '99': 'ABC', '98': 'XYZ/987' },
    ],
    [
      'https://a/01/12312312312333/22/ABC+123?99=ABC&98=XYZ%2f987',
      { '01': '12312312312333', '22': 'ABC+123', '99': 'ABC', '98': 'XYZ/987' },
    ],
    ['https://a/01/12312312312333/22/test/10/abc/21/xyz#', { '01': '12312312312333', '22': 'test', '10': 'abc', '21': 'xyz' }],
    [
      'https://a/01/12312312312333/22/test/10/abc/21/xyz#fragment',
      { '01': '12312312312333', '22': 'test', '10': 'abc', '21': 'xyz' },
    ],
    ['https://a/stem/00/006141411234567890?99=ABC#fragment', { '00': '006141411234567890', '99': 'ABC' }],
    ['https://id.gs1.org/01/09520123456788', { '01': '09520123456788' }],
    ['https://id.gs1.org/01/09520123456788/22/2A', { '01': '09520123456788', '22': '2A' }],
    [
      'https://id.gs1.org/01/09520123456788/10/ABC1/21/12345?17=180426',
      { '01': '09520123456788', '10': 'ABC1', '21': '12345', '17': '180426' },
    ],
    ['https://id.gs1.org/01/09520123456788?3103=000195', { '01': '09520123456788', '3103': '000195' }],
    [
      'https://example.com/01/09520123456788?3103=000195&3922=0299&17=201225',
      { '01': '09520123456788', '3103': '000195', '3922': '0299', '17': '201225' },
    ],
    [
      'https://id.gs1.org/00/952012345678912345?02=09520123456788&37=25&10=ABC123',
      { '00': '952012345678912345', '02': '09520123456788', '37': '25', '10': 'ABC123' },
    ],
    ['https://id.gs1.org/414/9520123456788/254/32a%2Fb', { '414': '9520123456788', '254': '32a/b' }],
    ['https://example.com/8004/9520614141234567?01=9520123456788', { '8004': '9520614141234567', '01': '09520123456788' }],
    ['https://id.gs1.org/01/09520123456788/235/XYZ?10=ABC123', { '01': '09520123456788', '235': 'XYZ', '10': 'ABC123' }],
  ])('accepts %s', (uri, elements) => {
    expect(outcome(uri)).toEqual(elements);
  });

  it.each([
    ['http://', 'no domain'],
    ['http:///', 'no domain'],
    ['http://a', 'no path'],
    ['http://a/', 'no AI in the path'],
    ['http://a/b', 'no AI in the path'],
    ['http://a/b/', 'no AI in the path'],
    ['HtTp://a/b/00/006141411234567890', 'mixed-case scheme'],
    ['https://00/006141411234567890', 'no domain before the key'],
    ['https://[fe80::1%25lo]/01/12312312312333', 'zone identifier (%) in the host'],
    ['https://$a/006141411234567890', 'bad character in the host'],
    ['https://a$/006141411234567890', 'bad character in the host'],
    ['https://a/gtin/12312312312333', 'convenience alphas are off'],
    ['https://a/01/2112345678900', 'GTIN-13 in the path'],
    ['https://a/01/416000336108', 'GTIN-12 in the path'],
    ['https://a/01/02345673', 'GTIN-8 in the path'],
    ['https://brand.example.com/01/9520123456788', 'GTIN-13 in the path'],
    ['https://a/253/1231231231232TEST56789012345678', 'N13 X..17 too long'],
    ['https://a/stem/00/006141411234567890/', 'trailing slash'],
    ['https://a/01/12312312312333?99=', 'empty query value'],
    ['https://a/01/12312312312333?99=ABC&999=faux', 'numeric query parameter that is no AI'],
    ['https://a/01/12312312312333/22/ABC%2d123?99=ABC&98=XYZ+987', '"+" is a space in the query'],
    ['https://example.com/01/09520123456788?10=ABC123', 'qualifier as a query parameter'],
    ['https://id.gs1.org/01/09520123456788/10/ABC123?99=XYZ789&01=09520123456788', 'key repeated in the query'],
    ['https://id.gs1.org/01/09520123456788/10/ABC123?99=XYZ789&10=ABC123', 'AI repeated in path and query'],
    ['https://id.gs1.org/01/09520123456788/10/ABC123?99=XYZ789&99=XYZ789', 'AI repeated in the query'],
    ['https://example.com/01/09520123456788/89/ABC123?99=XYZ', 'unknown AI in the path'],
    ['https://example.com/01/09520123456788?99=XYZ&89=ABC123', 'unknown AI in the query'],
  ])('refuses %s (%s)', (uri) => {
    expect(typeof outcome(uri)).toBe('string');
  });
});

describe('GS1 Digital Link: the structure rules, with their messages', () => {
  const GTIN = '09520123456788';
  it.each([
    [
      `HtTps://id.gs1.org/01/${GTIN}`,
      'GS1_INVALID_DIGITAL_LINK',
      'El GS1 Digital Link debe comenzar con http:// o https:// escrito todo en minúsculas o todo en mayúsculas, no "HtTps://"',
    ],
    [
      `https://id.gs1.org/01/${GTIN}/10/A/22/B`,
      'GS1_INVALID_DIGITAL_LINK',
      'Los calificadores de la clave (01) en la ruta del GS1 Digital Link van una vez cada uno y en este orden: (22), (10), (21) o (235)',
    ],
    [
      `https://id.gs1.org/01/${GTIN}/10/A/235/B`,
      'GS1_INVALID_DIGITAL_LINK',
      'Los calificadores de la clave (01) en la ruta del GS1 Digital Link van una vez cada uno y en este orden: (22), (10), (21) o (235)',
    ],
    [
      `https://id.gs1.org/01/${GTIN}/17/250630`,
      'GS1_INVALID_DIGITAL_LINK',
      'El AI (17) no es un calificador de la clave (01) y no puede ir en la ruta del GS1 Digital Link',
    ],
    [
      `https://id.gs1.org/01/${GTIN}?10=A`,
      'GS1_INVALID_DIGITAL_LINK',
      'El AI (10) califica la clave (01): en un GS1 Digital Link va en la ruta, no como parámetro',
    ],
    [
      `https://id.gs1.org/01/${GTIN}/10/A?21=S1`,
      'GS1_INVALID_DIGITAL_LINK',
      'El AI (21) no puede ir como parámetro de un GS1 Digital Link',
    ],
    [
      `https://id.gs1.org/01/${GTIN}/10/A?10=A`,
      'GS1_INVALID_DIGITAL_LINK',
      'El AI (10) aparece dos veces en el GS1 Digital Link',
    ],
    [`https://id.gs1.org/01/${GTIN}/`, 'GS1_INVALID_DIGITAL_LINK', 'La ruta de un GS1 Digital Link no puede terminar en "/"'],
    [
      `https://id.gs1.org/01/${GTIN}/10/A B`,
      'GS1_INVALID_DIGITAL_LINK',
      'El GS1 Digital Link contiene un carácter no permitido en una URI en la posición 42: " "',
    ],
    [
      `https://id_x.org/01/${GTIN}`,
      'GS1_INVALID_DIGITAL_LINK',
      'El dominio del GS1 Digital Link contiene un carácter no permitido: "_"',
    ],
  ])('%s → %s', (uri, code, message) => {
    expect(tryParseGs1(uri)).toMatchObject({ ok: false, error: { code, message } });
  });
});

describe('bracketed element strings (engine: test_ai_parseAIdata)', () => {
  it.each([
    ['(01)12345678901231', { '01': '12345678901231' }],
    ['(10)12345', { '10': '12345' }],
    ['(01)12345678901231(10)12345', { '01': '12345678901231', '10': '12345' }],
    ['(3100)123456(10)12345', { '3100': '123456', '10': '12345' }],
    ['(10)12345(11)991225', { '10': '12345', '11': '991225' }],
    ['(3900)12345(11)991225', { '3900': '12345', '11': '991225' }],
    ['(10)12345\\(11)991225', { '10': '12345(11)991225' }],
    ['(10)12345\\(', { '10': '12345(' }],
  ])('accepts %s', (text, elements) => {
    expect(outcome(text)).toEqual(elements);
  });

  it.each([
    '(10)(11)98765',
    '(10)12345(11)',
    '(1A)12345',
    '1(12345',
    '()12345',
    '(1)12345',
    '(12345)12345',
    '(15',
    '(1',
    '(',
    '(01)123456789012312(10)12345',
    '(17)9(90)217',
  ])('refuses %s', (text) => {
    expect(typeof outcome(text)).toBe('string');
  });
});

describe('unbracketed element strings and scan data (engine: gs1_processAIdata, scandata.c)', () => {
  it.each([
    [`]C1011231231231233310ABC123${GS}99TESTING`, { '01': '12312312312333', '10': 'ABC123', '99': 'TESTING' }],
    [`]d2011231231231233310ABC123${GS}99TESTING`, { '01': '12312312312333', '10': 'ABC123', '99': 'TESTING' }],
    [`]Q3011231231231233310ABC123${GS}99TESTING`, { '01': '12312312312333', '10': 'ABC123', '99': 'TESTING' }],
    [`]e0011231231231233310ABC123${GS}99TESTING`, { '01': '12312312312333', '10': 'ABC123', '99': 'TESTING' }],
    [']Q1https://id.gs1.org/01/09520123456788', { '01': '09520123456788' }],
    [']d1https://id.gs1.org/01/09520123456788', { '01': '09520123456788' }],
    // One FNC1 may end the data; fixed-length predefined AIs need none before the next AI.
    [`011231231231233310ABC123${GS}`, { '01': '12312312312333', '10': 'ABC123' }],
    [`${GS}0112312312312333111912251725123110ABC`, { '01': '12312312312333', '11': '191225', '17': '251231', '10': 'ABC' }],
    // A fixed-length AI outside the predefined-length table ends at a separator.
    [`011231231231233370032506301430${GS}10ABC`, { '01': '12312312312333', '7003': '2506301430', '10': 'ABC' }],
    [`8018123456789012345675${GS}8019123`, { '8018': '123456789012345675', '8019': '123' }],
  ])('accepts %j', (text, elements) => {
    expect(outcome(text)).toEqual(elements);
  });

  it.each([
    [`]XX0112312312312333`, 'GS1_UNKNOWN_SYMBOLOGY'],
    [`]C00112312312312333`, 'GS1_UNKNOWN_SYMBOLOGY'],
    [`]d`, 'GS1_UNKNOWN_SYMBOLOGY'],
    [`]E09501101530003`, 'GS1_NOT_GS1'],
    [`]Q1HELLO`, 'GS1_NOT_GS1'],
    [`]C1(01)12312312312333`, 'GS1_UNKNOWN_AI'],
    [`011231231231233310ABC${GS}${GS}21S1`, 'GS1_DOUBLE_SEPARATOR'],
    [`${GS}${GS}0112312312312333`, 'GS1_DOUBLE_SEPARATOR'],
    [`011231231231233310ABC${GS}${GS}`, 'GS1_DOUBLE_SEPARATOR'],
    [`]d2${GS}${GS}0112312312312333`, 'GS1_DOUBLE_SEPARATOR'],
    [`011231231231233370032506301430${'10ABC'}`, 'GS1_MISSING_SEPARATOR'],
    [`80181234567890123456758019123`, 'GS1_MISSING_SEPARATOR'],
    [`(01)12312312312333${GS}(10)ABC`, 'GS1_TOO_LONG'],
  ])('refuses %j with %s', (text, code) => {
    expect(outcome(text)).toBe(code);
  });

  it('names a fixed-length AI outside the predefined-length table when its separator is missing', () => {
    expect(tryParseGs1(`011231231231233370032506301430${'10ABC'}`)).toMatchObject({
      ok: false,
      error: {
        code: 'GS1_MISSING_SEPARATOR',
        message:
          'Falta el separador (FNC1/GS) después del AI (7003), antes del AI (10): el AI (7003) no es de largo predefinido y, aunque su largo es fijo (10), necesita el separador si no es el último',
        ai: '7003',
      },
    });
  });

  it('says where the two separators are', () => {
    expect(tryParseGs1(`011231231231233310ABC${GS}${GS}21S1`)).toEqual({
      ok: false,
      error: { code: 'GS1_DOUBLE_SEPARATOR', message: 'Hay dos separadores (FNC1/GS) seguidos en la posición 23' },
    });
  });
});

describe('linters (engine: syntax/lint_*.c)', () => {
  const lint = (name: string, value: string) => LINTERS[name]!.test(value, 0, value.length);
  it.each([
    ['gcppos1', '0123', true],
    ['gcppos1', '01234A', true],
    ['gcppos1', '012', false],
    ['gcppos1', '012A5', false],
    ['gcppos1', 'A1234', false],
    ['gcppos2', 'I0123', true],
    ['gcppos2', 'I012', false],
    ['gcppos2', 'I01A34', false],
    ['iso3166', '004', true],
    ['iso3166', '152', true],
    ['iso3166', '894', true],
    ['iso3166', '000', false],
    ['iso3166', '999', false],
    ['iso3166999', '999', true],
    ['iso3166999', '004', true],
    ['iso3166999', '998', false],
    ['iso3166alpha2', 'CL', true],
    ['iso3166alpha2', 'AD', true],
    ['iso3166alpha2', 'AA', false],
    ['iso3166alpha2', 'cl', false],
    ['iso4217', '152', true],
    ['iso4217', '999', true],
    ['iso4217', '000', false],
    ['iso4217', '004', false],
    ['mediatype', '01', true],
    ['mediatype', '10', true],
    ['mediatype', '80', true],
    ['mediatype', '00', false],
    ['mediatype', '11', false],
    ['mediatype', '79', false],
    ['packagetype', '1A', true],
    ['packagetype', '8', true],
    ['packagetype', 'PLP', true],
    ['packagetype', '200_', false],
    ['packagetype', 'ZZZ', false],
    ['importeridx', '-', true],
    ['importeridx', '_', true],
    ['importeridx', 'z', true],
    ['importeridx', '.', false],
    ['importeridx', 'AA', false],
    ['posinseqslash', '1/1', true],
    ['posinseqslash', '9/10', true],
    ['posinseqslash', '999/999', true],
    ['posinseqslash', '1/', false],
    ['posinseqslash', '1//2', false],
    ['posinseqslash', '0/1', false],
    ['posinseqslash', '1/02', false],
    ['posinseqslash', '2/1', false],
    ['posinseqslash', '10/9', false],
    ['posinseqslash', '101/100', false],
  ])('%s(%j) is %s', (name, value, valid) => {
    expect(lint(name, value)).toBe(valid);
  });

  it.each([
    ['(8004)ABC123', 'El AI (8004) debe comenzar con un prefijo de empresa GS1 (al menos 4 dígitos): ABC123'],
    ['(8004)95A0614', 'El AI (8004) debe comenzar con un prefijo de empresa GS1 (al menos 4 dígitos): 95A0614'],
    ['(01)09520123456788(422)999', 'El AI (422) tiene un código que no está en su lista de códigos: 999'],
    ['(00)095201234567891235(4307)XX', 'El AI (4307) tiene un código que no está en su lista de códigos: XX'],
    ['(8020)ABC(415)9520123456788(3912)000100', 'El AI (3912) tiene un código que no está en su lista de códigos: 000'],
  ])('%s is refused', (text, message) => {
    expect(tryParseGs1(text)).toMatchObject({ ok: false, error: { code: 'GS1_INVALID_VALUE', message } });
  });

  it('accepts a GIAI that starts with a company prefix', () => {
    expect(outcome('(8004)9520614141234567')).toEqual({ '8004': '9520614141234567' });
  });
});
