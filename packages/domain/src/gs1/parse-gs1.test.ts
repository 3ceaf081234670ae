import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setReferenceYear } from './dates';
import { Gs1ParseError, parseGs1, tryParseGs1 } from './index';

const GTIN = '09501101530003';
const GS = '\x1d';

let previousYear: number;
beforeAll(() => {
  previousYear = setReferenceYear(2026);
});
afterAll(() => {
  setReferenceYear(previousYear);
});

describe('parseGs1: the forms a scanner or a person produces', () => {
  const expected = { gtin: GTIN, lot_number: 'ABC123', expiry_date: '2025-06-30', serial_number: 'S1' };
  it.each([
    ['bracketed', `(01)${GTIN}(17)250630(10)ABC123(21)S1`, 'bracketed'],
    ['raw with GS', `01${GTIN}17250630` + `10ABC123${GS}21S1`, 'raw'],
    ['raw with a leading FNC1', `${GS}01${GTIN}1725063010ABC123${GS}21S1`, 'raw'],
    ['raw with a trailing GS and CR/LF', `01${GTIN}1725063010ABC123${GS}21S1${GS}\r\n`, 'raw'],
    ['GS1-128 ]C1', `]C101${GTIN}1725063010ABC123${GS}21S1`, 'raw'],
    ['GS1 DataBar ]e0', `]e001${GTIN}1725063010ABC123${GS}21S1`, 'raw'],
    ['GS1 QR ]Q3', `]Q301${GTIN}1725063010ABC123${GS}21S1`, 'raw'],
    ['GS1 DotCode ]J1', `]J101${GTIN}1725063010ABC123${GS}21S1`, 'raw'],
    ['Digital Link path', `https://example.com/01/${GTIN}/10/ABC123/21/S1?17=250630`, 'digital-link'],
    ['Digital Link on a path prefix', `HTTP://shop.example.org/p/x/01/${GTIN}/10/ABC123/21/S1?17=250630#top`, 'digital-link'],
    ['Digital Link over plain http', `http://example.com/01/${GTIN}/10/ABC123/21/S1?17=250630`, 'digital-link'],
    ['Digital Link in a ]Q1 QR code', `]Q1https://example.com/01/${GTIN}/10/ABC123/21/S1?17=250630`, 'digital-link'],
  ])('%s', (_name, text, form) => {
    const result = parseGs1(text);
    expect(result).toMatchObject({ ...expected, form, warnings: [] });
    expect(result.elements).toEqual({ '01': GTIN, '17': '250630', '10': 'ABC123', '21': 'S1' });
  });

  // Leniencies kept for hospital scanning (README.md, "Leniencias"): accepted, never silently.
  it('accepts spaces in the bracketed form, with a warning', () => {
    const result = parseGs1(`(01) ${GTIN} (17) 250630 (10) ABC123 (21) S1`);
    expect(result).toMatchObject({ ...expected, form: 'bracketed' });
    expect(result.warnings).toEqual([
      'Se ignoraron espacios alrededor de los valores entre paréntesis: el formato GS1 no los admite',
    ]);
  });

  it('accepts an FNC1 sent after a symbology identifier, with a warning', () => {
    const result = parseGs1(`]d2${GS}01${GTIN}1725063010ABC123${GS}21S1`);
    expect(result).toMatchObject({ ...expected, form: 'raw', symbology: ']d2' });
    expect(result.warnings).toEqual([
      'Se ignoró un separador (FNC1/GS) después del identificador de simbología: el identificador ya indica el FNC1 inicial',
    ]);
  });

  it('records the symbology identifier', () => {
    expect(parseGs1(`]d201${GTIN}`).symbology).toBe(']d2');
    expect(parseGs1(`01${GTIN}`).symbology).toBeUndefined();
  });

  it.each([
    ['a one-character separator', '|', `01${GTIN}10ABC|21S1|17250630`],
    ['a multi-character separator', '<GS>', `01${GTIN}10ABC<GS>21S1<GS>17250630`],
    ['ASCII 29 as well as the configured one', '~', `01${GTIN}10ABC${GS}21S1~17250630`],
  ])('keyboard-wedge input with %s', (_name, separator, text) => {
    expect(parseGs1(text, { separator })).toMatchObject({ lot_number: 'ABC', serial_number: 'S1', expiry_date: '2025-06-30' });
  });

  // GS1 Digital Link URI Syntax: the GTIN in the path has 14 digits. GS1's engine pads a shorter GTIN
  // only in a query parameter (the GTIN attribute of another key), and so does this parser.
  it('refuses a GTIN-13 in the path of a Digital Link, and pads one given as a query parameter', () => {
    expect(tryParseGs1('https://id.gs1.org/01/9501101530003/10/ABC123')).toEqual({
      ok: false,
      error: {
        code: 'GS1_TOO_SHORT',
        message: 'El GTIN (AI 01) de un GS1 Digital Link debe tener 14 dígitos y tiene 13: complete con ceros a la izquierda',
        ai: '01',
      },
    });
    expect(parseGs1('https://example.com/8004/9520614141234567?01=9520123456788').elements).toEqual({
      '8004': '9520614141234567',
      '01': '09520123456788',
    });
  });

  it('decodes percent-escapes in Digital Link values', () => {
    expect(parseGs1(`https://example.com/01/${GTIN}/21/A%2FB%25`).serial_number).toBe('A/B%');
  });

  it('ignores non-AI query parameters of a Digital Link', () => {
    expect(parseGs1(`https://example.com/01/${GTIN}?linkType=gs1:pip&17=250630&x`).elements).toEqual({
      '01': GTIN,
      '17': '250630',
    });
  });

  it('reads a bracketed value holding a parenthesis, and the \\( escape', () => {
    expect(parseGs1(`(01)${GTIN}(10)AB(C)`).lot_number).toBe('AB(C)');
    expect(parseGs1(`(01)${GTIN}(10)AB\\(10)`).lot_number).toBe('AB(10)');
  });

  // Fixed-length values of digits are read without searching for the next (AI); when such a value is
  // not valid, the search decides where it ends, so the message is the one it gives.
  it.each([
    [`(01)${GTIN} (17)250101`, 'ok'],
    ['(01)0950110153000(17)250101', 'GS1_TOO_SHORT'],
    ['(01)0950110153000 (17)250101', 'GS1_TOO_SHORT'],
    ['(01)0950110(17)250101(10)A', 'GS1_TOO_SHORT'],
    ['(01)09501101530004(17)250101', 'GS1_CHECK_DIGIT'],
    [`(01)${GTIN}\\(17)250101`, 'GS1_TOO_LONG'],
    [`(01)${GTIN}(1)`, 'GS1_TOO_LONG'],
    ['(17)25010X(10)A', 'GS1_INVALID_CHARACTER'],
    ['(17)250132(10)A', 'GS1_INVALID_DATE'],
  ])('ends a bracketed fixed-length value where the search would: %j → %s', (text, outcome) => {
    const result = tryParseGs1(text);
    expect(result.ok ? 'ok' : result.error.code).toBe(outcome);
  });
});

describe('parseGs1: named fields', () => {
  it('falls back for expiry to best-before, then pack date, then production date', () => {
    expect(parseGs1(`(01)${GTIN}(15)250615(13)250520(11)250101`)).toMatchObject({
      expiry_date: '2025-06-15',
      best_before_date: '2025-06-15',
      pack_date: '2025-05-20',
      production_date: '2025-01-01',
    });
    expect(parseGs1(`(01)${GTIN}(13)250520(11)250101`).expiry_date).toBe('2025-05-20');
    expect(parseGs1(`(01)${GTIN}(11)250101`).expiry_date).toBe('2025-01-01');
    expect(parseGs1(`(01)${GTIN}(17)251231(15)250615`).expiry_date).toBe('2025-12-31');
  });

  it.each([
    ['day 00 is the last day of the month', '250600', '2025-06-30'],
    ['day 00 in February of a leap year', '280200', '2028-02-29'],
    ['day 00 in February of a common year', '270200', '2027-02-28'],
    ['29 February of a leap year', '240229', '2024-02-29'],
    ['a two-digit year 50 years ahead stays in this century', '760101', '2076-01-01'],
    ['a two-digit year 51 years ahead is in the last century', '770101', '1977-01-01'],
  ])('%s', (_name, yymmdd, iso) => {
    expect(parseGs1(`(01)${GTIN}(17)${yymmdd}`).expiry_date).toBe(iso);
  });

  it('applies the decimal point of weights in kg and lb', () => {
    expect(parseGs1(`(01)${GTIN}(3103)001250(3302)000450(3201)012345(3400)000007`)).toMatchObject({
      net_weight_kg: 1.25,
      gross_weight_kg: 4.5,
      net_weight_lb: 1234.5,
      gross_weight_lb: 7,
      classification: { kind: 'weight', message: 'Producto GS1 con peso detectado' },
    });
  });

  it('reads SSCC, count and the content GTIN of a pallet label', () => {
    expect(parseGs1(`(00)095011015300000003(02)${GTIN}(37)12`)).toMatchObject({
      sscc: '095011015300000003',
      gtin: GTIN,
      count: 12,
      classification: { kind: 'sscc', message: 'Código SSCC de contenedor/pallet detectado' },
      warnings: [],
    });
  });

  it('takes the variable count (30) when there is no AI 37', () => {
    expect(parseGs1(`(01)${GTIN}(30)0042`).count).toBe(42);
  });

  it('reads GLN, GSIN and GDTI', () => {
    expect(parseGs1('(414)9501101530003(254)A1').gln).toBe('9501101530003');
    expect(parseGs1('(410)9501101530003').gln).toBe('9501101530003');
    expect(parseGs1('(402)95011015300012341').gsin).toBe('95011015300012341');
    expect(parseGs1('(253)9501101530003DOC-7').gdti).toBe('9501101530003DOC-7');
  });

  it('gives custom fields 90–99 as an object and as flat keys', () => {
    const result = parseGs1(`(01)${GTIN}(90)A(91)B(99)${'Z'.repeat(90)}`);
    expect(result.custom_fields).toEqual({ '90': 'A', '91': 'B', '99': 'Z'.repeat(90) });
    expect(result).toMatchObject({ custom_field_90: 'A', custom_field_91: 'B', custom_field_99: 'Z'.repeat(90) });
    expect(result.custom_field_92).toBeUndefined();
  });

  it('leaves absent fields out of the result', () => {
    // Which keys, not their order: the order of a result's keys is no part of its contract.
    expect(Object.keys(parseGs1(`(01)${GTIN}`)).sort()).toEqual([
      'classification',
      'elements',
      'form',
      'gtin',
      'gtin_class',
      'warnings',
    ]);
  });

  it('ignores a repeated AI with the same value', () => {
    expect(parseGs1(`(01)${GTIN}(10)A(10)A`).elements).toEqual({ '01': GTIN, '10': 'A' });
  });
});

describe('parseGs1: classification messages for the issue scan panel', () => {
  it.each([
    [`(00)095011015300000003`, 'sscc', 'Código SSCC de contenedor/pallet detectado'],
    ['(402)95011015300012341', 'gsin', 'Código GSIN de envío detectado'],
    ['(253)9501101530003', 'gdti', 'Código GDTI de documento detectado'],
    ['(414)9501101530003', 'gln', 'Código GLN de ubicación detectado'],
    [`(01)${GTIN}(3103)001250`, 'weight', 'Producto GS1 con peso detectado'],
    ['(91)ABC', 'custom', 'Código personalizado detectado (campos 90 a 99)'],
    [`(01)${GTIN}(91)ABC`, 'product', 'Producto GS1 detectado'],
    ['(01)00501101530002', 'product', 'Producto GS1 detectado: GTIN de contenedor o pallet'],
    ['(01)02501101530000', 'product', 'Producto GS1 de medida variable detectado'],
    ['(01)19501101530000', 'product', 'Producto GS1 comercial detectado'],
    ['(10)ABC', 'product', 'Producto GS1 detectado'],
  ])('%s → %s', (text, kind, message) => {
    expect(parseGs1(text).classification).toEqual({ kind, message });
  });

  it.each([
    ['00501101530002', 'container'],
    ['02501101530000', 'variable'],
    ['19501101530000', 'commercial'],
    [GTIN, 'other'],
  ])('GTIN %s is of class %s', (gtin, klass) => {
    expect(parseGs1(`(01)${gtin}`).gtin_class).toBe(klass);
  });
});

describe('parseGs1: errors carry a stable code and a Spanish message naming the AI', () => {
  it.each([
    ['', 'GS1_EMPTY', 'Por favor ingrese un código de barras válido', undefined],
    ['  \r\n', 'GS1_EMPTY', 'Por favor ingrese un código de barras válido', undefined],
    [']d2', 'GS1_EMPTY', 'Por favor ingrese un código de barras válido', undefined],
    [GS + GS, 'GS1_EMPTY', 'Por favor ingrese un código de barras válido', undefined],
    ['HOLA', 'GS1_NOT_GS1', 'El código no es un código GS1: no comienza con un identificador de aplicación (AI)', undefined],
    ['(ABC)', 'GS1_NOT_GS1', 'El código no es un código GS1: no comienza con un identificador de aplicación (AI)', undefined],
    [
      'https://example.com/productos/123',
      'GS1_NOT_GS1',
      'La dirección no es un GS1 Digital Link: no contiene una clave primaria GS1 (por ejemplo /01/)',
      undefined,
    ],
    ['7891234567895', 'GS1_UNKNOWN_AI', 'El AI (78) no existe en el diccionario GS1', '78'],
    [`01${GTIN}3106001250`, 'GS1_UNKNOWN_AI', 'El AI (3106) no existe en el diccionario GS1', '3106'],
    ['(017)250630', 'GS1_UNKNOWN_AI', 'El AI (017) no existe en el diccionario GS1', '017'],
    [`(01)${GTIN}(23)X`, 'GS1_UNKNOWN_AI', 'El AI (23) no existe en el diccionario GS1', '23'],
    [`https://example.com/01/${GTIN}?99999=1`, 'GS1_UNKNOWN_AI', 'El AI (99999) no existe en el diccionario GS1', '99999'],
    [`01${GTIN}X1`, 'GS1_UNKNOWN_AI', 'Se esperaba un AI en la posición 17 y se encontró "X1"', undefined],
    [`01${GTIN}31`, 'GS1_TOO_SHORT', 'El código termina en medio de un AI: (31…)', undefined],
    ['0109501101', 'GS1_TOO_SHORT', 'El GTIN (AI 01) debe tener 14 caracteres y tiene 8', '01'],
    [`0109501101${GS}10A`, 'GS1_TOO_SHORT', 'El GTIN (AI 01) debe tener 14 caracteres y tiene 8', '01'],
    ['(01)095011015300031', 'GS1_TOO_LONG', 'El GTIN (AI 01) debe tener 14 caracteres y tiene 15', '01'],
    [`(01)${GTIN}(10)`, 'GS1_TOO_SHORT', 'El lote (AI 10) no tiene valor', '10'],
    [`(01)${GTIN}(10)ABCDEFGHIJKLMNOPQRSTU`, 'GS1_TOO_LONG', 'El lote (AI 10) admite como máximo 20 caracteres y tiene 21', '10'],
    [
      `(01)${GTIN}(21)123456789012345678901`,
      'GS1_TOO_LONG',
      'El número de serie (AI 21) admite como máximo 20 caracteres y tiene 21',
      '21',
    ],
    [`01${GTIN}10ABCDEFGHIJKLMNOPQRSTUVW`, 'GS1_TOO_LONG', 'El lote (AI 10) admite como máximo 20 caracteres y tiene 23', '10'],
    [`(91)${'A'.repeat(91)}`, 'GS1_TOO_LONG', 'El AI (91) admite como máximo 90 caracteres y tiene 91', '91'],
    [
      `(01)${GTIN}(10)AÑO`,
      'GS1_INVALID_CHARACTER',
      'El lote (AI 10) contiene un carácter no permitido: "Ñ" (solo admite caracteres del conjunto GS1 de 82 caracteres)',
      '10',
    ],
    [
      `(01)${GTIN}(21)A B`,
      'GS1_INVALID_CHARACTER',
      'El número de serie (AI 21) contiene un carácter no permitido: " " (solo admite caracteres del conjunto GS1 de 82 caracteres)',
      '21',
    ],
    [
      `(01)0950110153000A`,
      'GS1_INVALID_CHARACTER',
      'El GTIN (AI 01) contiene un carácter no permitido: "A" (solo admite dígitos)',
      '01',
    ],
    [
      `(01)${GTIN}(30)1A`,
      'GS1_INVALID_CHARACTER',
      'La cantidad variable (AI 30) contiene un carácter no permitido: "A" (solo admite dígitos)',
      '30',
    ],
    [
      '(8010)ab',
      'GS1_INVALID_CHARACTER',
      'El AI (8010) contiene un carácter no permitido: "a" (solo admite caracteres del conjunto GS1 de 39 caracteres)',
      '8010',
    ],
    [
      `https://example.com/01/${GTIN}/10/%E0%A4%A`,
      'GS1_INVALID_CHARACTER',
      'El lote (AI 10) contiene un carácter no permitido: "à" (solo admite caracteres del conjunto GS1 de 82 caracteres)',
      '10',
    ],
    [`https://example.com/01/${GTIN}/10/A%00B`, 'GS1_INVALID_CHARACTER', 'El lote (AI 10) contiene un carácter nulo (%00)', '10'],
    ['(01)09501101530004', 'GS1_CHECK_DIGIT', 'El GTIN (AI 01) tiene un dígito verificador inválido: 09501101530004', '01'],
    [
      '(00)095011015300000004',
      'GS1_CHECK_DIGIT',
      'El SSCC (AI 00) tiene un dígito verificador inválido: 095011015300000004',
      '00',
    ],
    ['(414)9501101530004', 'GS1_CHECK_DIGIT', 'El GLN (AI 414) tiene un dígito verificador inválido: 9501101530004', '414'],
    [
      '(402)95011015300012342',
      'GS1_CHECK_DIGIT',
      'El GSIN (AI 402) tiene un dígito verificador inválido: 95011015300012342',
      '402',
    ],
    [
      'https://example.com/01/09501101530004',
      'GS1_CHECK_DIGIT',
      'El GTIN (AI 01) tiene un dígito verificador inválido: 09501101530004',
      '01',
    ],
    ['(17)251301', 'GS1_INVALID_DATE', 'El AI (17) tiene una fecha inválida: 251301', '17'],
    ['(17)250001', 'GS1_INVALID_DATE', 'El AI (17) tiene una fecha inválida: 250001', '17'],
    ['(17)250631', 'GS1_INVALID_DATE', 'El AI (17) tiene una fecha inválida: 250631', '17'],
    ['(17)250230', 'GS1_INVALID_DATE', 'El AI (17) tiene una fecha inválida: 250230', '17'],
    ['(11)270229', 'GS1_INVALID_DATE', 'El AI (11) tiene una fecha inválida: 270229', '11'],
    ['(7006)250600', 'GS1_INVALID_DATE', 'El AI (7006) tiene una fecha inválida: 250600', '7006'],
    ['(17)251340', 'GS1_INVALID_DATE', 'El AI (17) tiene una fecha inválida: 251340', '17'],
    ['(4326)250600', 'GS1_INVALID_DATE', 'El AI (4326) tiene una fecha inválida: 250600', '4326'],
    ['(4321)2', 'GS1_INVALID_VALUE', 'El AI (4321) tiene un valor inválido: 2', '4321'],
    [`(01)${GTIN}(10)A(10)B`, 'GS1_DUPLICATE_AI', 'El AI (10) aparece dos veces con valores distintos: "A" y "B"', '10'],
    [
      `https://example.com/01/${GTIN}/10/A?10=B`,
      'GS1_DUPLICATE_AI',
      'El AI (10) aparece dos veces con valores distintos: "A" y "B"',
      '10',
    ],
    [
      `01${GTIN}10LOTE2024ABCDEFGHIJK21SN0000001`,
      'GS1_MISSING_SEPARATOR',
      'Falta el separador (FNC1/GS) después del AI (10), antes del AI (21): el AI (10) es de largo variable (máximo 20) y no es el último',
      '10',
    ],
    [
      `01${GTIN}30123410ABC`,
      'GS1_MISSING_SEPARATOR',
      'Falta el separador (FNC1/GS) después del AI (30), antes del AI (10): el AI (30) es de largo variable (máximo 8) y no es el último',
      '30',
    ],
  ])('%j → %s', (text, code, message, ai) => {
    const result = tryParseGs1(text);
    expect(result).toEqual({ ok: false, error: ai === undefined ? { code, message } : { code, message, ai } });
    let thrown: unknown;
    try {
      parseGs1(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Gs1ParseError);
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).toMatchObject({ code, message, name: 'Gs1ParseError' });
    expect((thrown as Gs1ParseError).ai).toBe(ai);
    expect(JSON.parse(JSON.stringify(thrown))).toEqual(result.ok ? undefined : result.error);
  });
});

describe('parseGs1: requires/excludes pairings are warnings', () => {
  it.each([
    ['(10)ABC', ['El AI (10) debería ir acompañado de (01), (02), (03), (8006) o (8026)']],
    [
      `(01)${GTIN}(37)5`,
      ['El AI (01) no debería combinarse con el AI (37)', 'El AI (37) debería ir acompañado de (00) + (02) o (00) + (8026)'],
    ],
    [`(01)${GTIN}(3103)001250(3102)012500`, ['El AI (3102) no debería combinarse con el AI (3103)']],
    [`(01)${GTIN}(250)X`, ['El AI (250) debería ir acompañado de (01) + (21) o (8006) + (21)']],
    [`(01)${GTIN}(21)S(250)X`, []],
    [`(01)${GTIN}(3920)1250(30)3`, []],
    [
      `(01)${GTIN}(3920)1250`,
      ['El AI (3920) debería ir acompañado de (01) + (30), (01) + (31nn), (01) + (32nn), (01) + (35nn) o (01) + (36nn)'],
    ],
  ])('%s', (text, warnings) => {
    expect(parseGs1(text).warnings).toEqual(warnings);
  });
});

describe('parseGs1: less common AIs and linters', () => {
  it.each([
    ['(8008)25063014', '8008'],
    ['(8008)2506301430', '8008'],
    ['(7003)2506301430', '7003'],
    ['(4309)12345678901234567890', '4309'],
    ['(8006)095011015300030102', '8006'],
    ['(8013)1987654Ad4X4bL5ttr2310c2K', '8013'],
    ['(8007)GB82WEST12345698765432', '8007'],
    ['(4330)012345-', '4330'],
    ['(4300)Caf%C3%A9', '4300'],
    ['(8011)0', '8011'],
    ['(7250)19850229', '7250'],
  ])('%s', (text, ai) => {
    const result = tryParseGs1(text);
    if (ai === '7250') {
      expect(result).toMatchObject({ ok: false, error: { code: 'GS1_INVALID_DATE', ai } });
    } else {
      expect(result).toMatchObject({ ok: true, value: { elements: { [ai]: expect.any(String) } } });
    }
  });

  it.each([
    ['(8008)25063024', 'GS1_INVALID_DATE'],
    ['(7003)2506302460', 'GS1_INVALID_DATE'],
    ['(8006)095011015300030302', 'GS1_INVALID_VALUE'],
    ['(8013)1987654Ad4X4bL5ttr2310c2A', 'GS1_CHECK_DIGIT'],
    ['(8007)GB82WEST12345698765433', 'GS1_INVALID_VALUE'],
    ['(4330)012345+', 'GS1_INVALID_VALUE'],
    ['(4300)Caf%C3%A', 'GS1_INVALID_VALUE'],
    ['(8011)01', 'GS1_INVALID_VALUE'],
    ['(8001)00000000000001', 'GS1_INVALID_VALUE'],
    ['(4309)18000000013600000001', 'GS1_INVALID_VALUE'],
    ['(7007)250630250', 'GS1_INVALID_VALUE'],
    ['(8014)12345678', 'GS1_CHECK_DIGIT'],
  ])('%s → %s', (text, code) => {
    expect(tryParseGs1(text)).toMatchObject({ ok: false, error: { code } });
  });
});
