import type { AiPattern } from './ai-table';
import { CHARSET_LABEL } from './charset';
import type { AiCharset } from './ai-types';
import { Gs1Failure } from './errors';

/** Spanish names for the AIs users meet most; the others are named by their number alone. */
const AI_NAMES: Record<string, string> = {
  '00': 'El SSCC',
  '01': 'El GTIN',
  '02': 'El GTIN contenido',
  '10': 'El lote',
  '21': 'El número de serie',
  '30': 'La cantidad variable',
  '37': 'La cantidad',
  '253': 'El GDTI',
  '402': 'El GSIN',
  '414': 'El GLN',
};

/** "El lote (AI 10)" for the AIs with a name, "El AI (7003)" for the others. */
export function subject(ai: string): string {
  const name = AI_NAMES[ai];
  return name ? `${name} (AI ${ai})` : `El AI (${ai})`;
}

const quote = (value: string) => `"${value}"`;

export const EMPTY_MESSAGE = 'Por favor ingrese un código de barras válido';

export const fail = {
  empty: () => new Gs1Failure('GS1_EMPTY', EMPTY_MESSAGE),
  notGs1: () =>
    new Gs1Failure('GS1_NOT_GS1', 'El código no es un código GS1: no comienza con un identificador de aplicación (AI)'),
  notDigitalLink: () =>
    new Gs1Failure(
      'GS1_NOT_GS1',
      'La dirección no es un GS1 Digital Link: no contiene una clave primaria GS1 (por ejemplo /01/)',
    ),
  expectedAi: (found: string, position: number) =>
    new Gs1Failure('GS1_UNKNOWN_AI', `Se esperaba un AI en la posición ${position} y se encontró ${quote(found)}`),
  unknownAi: (ai: string) => new Gs1Failure('GS1_UNKNOWN_AI', `El AI (${ai}) no existe en el diccionario GS1`, ai),
  truncatedAi: (digits: string) => new Gs1Failure('GS1_TOO_SHORT', `El código termina en medio de un AI: (${digits}…)`),
  noValue: (ai: string) => new Gs1Failure('GS1_TOO_SHORT', `${subject(ai)} no tiene valor`, ai),
  tooShort: (ai: string, min: number, fixed: boolean, length: number) =>
    new Gs1Failure(
      'GS1_TOO_SHORT',
      fixed
        ? `${subject(ai)} debe tener ${min} caracteres y tiene ${length}`
        : `${subject(ai)} debe tener al menos ${min} caracteres y tiene ${length}`,
      ai,
    ),
  tooLong: (ai: string, max: number, fixed: boolean, length: number) =>
    new Gs1Failure(
      'GS1_TOO_LONG',
      fixed
        ? `${subject(ai)} debe tener ${max} caracteres y tiene ${length}`
        : `${subject(ai)} admite como máximo ${max} caracteres y tiene ${length}`,
      ai,
    ),
  invalidCharacter: (ai: string, charset: AiCharset, ch: string) =>
    new Gs1Failure(
      'GS1_INVALID_CHARACTER',
      `${subject(ai)} contiene un carácter no permitido: ${quote(printable(ch))} (solo admite ${CHARSET_LABEL[charset]})`,
      ai,
    ),
  checkDigit: (ai: string, value: string) =>
    new Gs1Failure('GS1_CHECK_DIGIT', `${subject(ai)} tiene un dígito verificador inválido: ${value}`, ai),
  invalidDate: (ai: string, value: string) =>
    new Gs1Failure('GS1_INVALID_DATE', `El AI (${ai}) tiene una fecha inválida: ${value}`, ai),
  companyPrefix: (ai: string, value: string) =>
    new Gs1Failure(
      'GS1_INVALID_VALUE',
      `${subject(ai)} debe comenzar con un prefijo de empresa GS1 (al menos 4 dígitos): ${value}`,
      ai,
    ),
  notInCodeList: (ai: string, code: string) =>
    new Gs1Failure('GS1_INVALID_VALUE', `${subject(ai)} tiene un código que no está en su lista de códigos: ${code}`, ai),
  invalidValue: (ai: string, value: string) =>
    new Gs1Failure('GS1_INVALID_VALUE', `${subject(ai)} tiene un valor inválido: ${value}`, ai),
  duplicate: (ai: string, first: string, second: string) =>
    new Gs1Failure(
      'GS1_DUPLICATE_AI',
      `El AI (${ai}) aparece dos veces con valores distintos: ${quote(first)} y ${quote(second)}`,
      ai,
    ),
  missingSeparator: (ai: string, nextAi: string, max: number, fixed: boolean) =>
    new Gs1Failure(
      'GS1_MISSING_SEPARATOR',
      fixed
        ? `Falta el separador (FNC1/GS) después del AI (${ai}), antes del AI (${nextAi}): el AI (${ai}) no es de largo predefinido y, aunque su largo es fijo (${max}), necesita el separador si no es el último`
        : `Falta el separador (FNC1/GS) después del AI (${ai}), antes del AI (${nextAi}): el AI (${ai}) es de largo variable (máximo ${max}) y no es el último`,
      ai,
    ),
  doubleSeparator: (position: number) =>
    new Gs1Failure('GS1_DOUBLE_SEPARATOR', `Hay dos separadores (FNC1/GS) seguidos en la posición ${position}`),
  unknownSymbology: (id: string) =>
    new Gs1Failure(
      'GS1_UNKNOWN_SYMBOLOGY',
      `El identificador de simbología ${quote(printableText(id))} no es de un código GS1 (se admiten ]C1, ]e0, ]d2, ]Q3 y ]J1, y ]d1 o ]Q1 con un GS1 Digital Link)`,
    ),
  plainSymbology: (id: string) =>
    new Gs1Failure(
      'GS1_NOT_GS1',
      `El código ${id} no lleva datos GS1: con este identificador de simbología solo se admite un GS1 Digital Link`,
    ),
  retailSymbology: (id: string) => new Gs1Failure('GS1_NOT_GS1', `El código ${id} es un EAN/UPC, no una cadena de elementos GS1`),
  dlScheme: (scheme: string) =>
    new Gs1Failure(
      'GS1_INVALID_DIGITAL_LINK',
      `El GS1 Digital Link debe comenzar con http:// o https:// escrito todo en minúsculas o todo en mayúsculas, no ${quote(`${scheme}://`)}`,
    ),
  dlCharacter: (ch: string, position: number) =>
    new Gs1Failure(
      'GS1_INVALID_DIGITAL_LINK',
      `El GS1 Digital Link contiene un carácter no permitido en una URI en la posición ${position}: ${quote(printable(ch))}`,
    ),
  dlNoDomain: () =>
    new Gs1Failure('GS1_INVALID_DIGITAL_LINK', 'El GS1 Digital Link no tiene dominio o no tiene ruta después del dominio'),
  dlDomainCharacter: (ch: string) =>
    new Gs1Failure('GS1_INVALID_DIGITAL_LINK', `El dominio del GS1 Digital Link contiene un carácter no permitido: ${quote(ch)}`),
  dlTrailingSlash: () => new Gs1Failure('GS1_INVALID_DIGITAL_LINK', 'La ruta de un GS1 Digital Link no puede terminar en "/"'),
  dlNullCharacter: (ai: string) => new Gs1Failure('GS1_INVALID_CHARACTER', `${subject(ai)} contiene un carácter nulo (%00)`, ai),
  dlShortGtin: (length: number) =>
    new Gs1Failure(
      'GS1_TOO_SHORT',
      `El GTIN (AI 01) de un GS1 Digital Link debe tener 14 dígitos y tiene ${length}: complete con ceros a la izquierda`,
      '01',
    ),
  dlNotQualifier: (ai: string, key: string) =>
    new Gs1Failure(
      'GS1_INVALID_DIGITAL_LINK',
      `El AI (${ai}) no es un calificador de la clave (${key}) y no puede ir en la ruta del GS1 Digital Link`,
      ai,
    ),
  dlQualifierOrder: (key: string, alternatives: readonly (readonly string[])[]) =>
    new Gs1Failure(
      'GS1_INVALID_DIGITAL_LINK',
      `Los calificadores de la clave (${key}) en la ruta del GS1 Digital Link van una vez cada uno y en este orden: ${joinOr(
        alternatives.map((alternative) => alternative.map((ai) => `(${ai})`).join(', ')),
      )}`,
      key,
    ),
  dlNotAttribute: (ai: string) =>
    new Gs1Failure('GS1_INVALID_DIGITAL_LINK', `El AI (${ai}) no puede ir como parámetro de un GS1 Digital Link`, ai),
  dlBelongsInPath: (ai: string, key: string) =>
    new Gs1Failure(
      'GS1_INVALID_DIGITAL_LINK',
      `El AI (${ai}) califica la clave (${key}): en un GS1 Digital Link va en la ruta, no como parámetro`,
      ai,
    ),
  dlRepeated: (ai: string, first: string, second: string) =>
    first === second
      ? new Gs1Failure('GS1_INVALID_DIGITAL_LINK', `El AI (${ai}) aparece dos veces en el GS1 Digital Link`, ai)
      : new Gs1Failure(
          'GS1_DUPLICATE_AI',
          `El AI (${ai}) aparece dos veces con valores distintos: ${quote(first)} y ${quote(second)}`,
          ai,
        ),
};

function printable(ch: string): string {
  const c = ch.charCodeAt(0);
  if (c === 29) return '<GS>';
  if (c < 32 || c === 127) return `\\x${c.toString(16).padStart(2, '0')}`;
  return ch;
}

function printableText(text: string): string {
  return [...text].map(printable).join('');
}

function describe(patterns: readonly AiPattern[]): string {
  return patterns.map((p) => `(${p.text})`).join(' + ');
}

function joinOr(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}`;
}

export function requiresWarning(ai: string, alternatives: readonly (readonly AiPattern[])[]): string {
  return `El AI (${ai}) debería ir acompañado de ${joinOr(alternatives.map(describe))}`;
}

/** Warnings for the leniencies the parser allows (README.md, "Leniencias"). */
export const SPACES_WARNING = 'Se ignoraron espacios alrededor de los valores entre paréntesis: el formato GS1 no los admite';
export const SYMBOLOGY_SEPARATOR_WARNING =
  'Se ignoró un separador (FNC1/GS) después del identificador de simbología: el identificador ya indica el FNC1 inicial';

export function excludesWarning(ai: string, other: string): string {
  return `El AI (${ai}) no debería combinarse con el AI (${other})`;
}
