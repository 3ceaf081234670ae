import { CLASSIFICATIONS, gtinClass, productClassification } from './classification';
import { yymmddToIso } from './dates';
import { parseDigitalLink, startsWithHttp } from './digital-link';
import { elementRecord } from './element-record';
import { type FieldPlan, planFields } from './field-plan';
import { type Accumulator, GS, isSeparator, Leniency, parseAccumulator, parseBracketed, parseRaw } from './element-string';
import { failureInfo, Gs1Failure, Gs1ParseError } from './errors';
import { fail, SPACES_WARNING, SYMBOLOGY_SEPARATOR_WARNING } from './messages';
import { pairingWarnings } from './pairings';
import { aiSequence } from './sequences';
import type { CustomAi, Gs1Classification, Gs1ErrorInfo, Gs1Form, Gs1ParseOptions, Gs1ParseResult } from './types';

/**
 * Parses a GS1 element string in any form a scanner or a person produces, as strictly as GS1's
 * Barcode Syntax Engine: bracketed `(01)…(17)…`, raw with FNC1/GS separators (one leading FNC1 is
 * the "FNC1 in first position"), scanner data behind an AIM symbology identifier (`]C1`, `]e0`,
 * `]d2`, `]Q3`, `]J1`; `]d1`/`]Q1` carrying a GS1 Digital Link), keyboard-wedge input with another
 * separator, or a GS1 Digital Link URI. The few leniencies kept for hospital scanning are listed in
 * README.md ("Leniencias") and each adds a warning to the result.
 *
 * @throws {Gs1ParseError} with a stable `code` and a Spanish `message` naming the AI at fault.
 */
export function parseGs1(text: string, options?: Gs1ParseOptions): Gs1ParseResult {
  const result = parse(text, options);
  if (result instanceof Gs1Failure) throw new Gs1ParseError(result.code, result.message, result.ai);
  return result;
}

export type Gs1TryResult = { ok: true; value: Gs1ParseResult } | { ok: false; error: Gs1ErrorInfo };

/** Like parseGs1, without throwing: for UI code that shows the message. */
export function tryParseGs1(text: string, options?: Gs1ParseOptions): Gs1TryResult {
  const result = parse(text, options);
  return result instanceof Gs1Failure ? { ok: false, error: failureInfo(result) } : { ok: true, value: result };
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0;
}

function parse(text: string, options: Gs1ParseOptions | undefined): Gs1ParseResult | Gs1Failure {
  let s = text;
  let alt = GS;
  const separator = options?.separator;
  if (separator !== undefined && separator !== '') {
    if (separator.length === 1) alt = separator.charCodeAt(0);
    else s = s.split(separator).join('\x1d');
  }
  let start = 0;
  let end = s.length;
  while (start < end && isBlank(s.charCodeAt(start))) start++;
  while (end > start && isBlank(s.charCodeAt(end - 1))) end--;
  if (start === end) return fail.empty();

  const acc = parseAccumulator();
  let symbology: string | undefined;
  let form: Gs1Form;
  let failure: Gs1Failure | undefined;
  if (s.charCodeAt(start) === 93) {
    // ]
    symbology = s.slice(start, start + 3);
    const kind = end - start < 3 ? SymbologyKind.Unknown : symbologyKind(s.charCodeAt(start + 1), s.charCodeAt(start + 2));
    if (kind === SymbologyKind.Unknown) return fail.unknownSymbology(s.slice(start, Math.min(end, start + 3)));
    start += 3;
    if (start === end) return fail.empty();
    if (kind === SymbologyKind.Retail) return fail.retailSymbology(symbology);
    if (kind === SymbologyKind.Plain) {
      if (!startsWithHttp(s, start)) return fail.plainSymbology(symbology);
      form = 'digital-link';
      failure = parseDigitalLink(acc, s, start, end);
    } else {
      if (isSeparator(s.charCodeAt(start), alt)) {
        acc.leniencies |= Leniency.SymbologySeparator;
        start++;
        if (onlySeparators(s, start, end, alt)) return fail.empty();
        if (isSeparator(s.charCodeAt(start), alt)) return fail.doubleSeparator(start + 1);
      }
      form = 'raw';
      failure = parseRaw(acc, s, start, end, alt);
    }
  } else {
    if (isSeparator(s.charCodeAt(start), alt)) {
      // The FNC1 in first position of an unbracketed element string.
      if (onlySeparators(s, start, end, alt)) return fail.empty();
      start++;
      if (isSeparator(s.charCodeAt(start), alt)) return fail.doubleSeparator(start + 1);
    }
    const first = s.charCodeAt(start);
    if (first === 40) {
      form = 'bracketed';
      failure = parseBracketed(acc, s, start, end);
    } else if ((first === 104 || first === 72) && startsWithHttp(s, start)) {
      form = 'digital-link';
      failure = parseDigitalLink(acc, s, start, end);
    } else {
      form = 'raw';
      failure = parseRaw(acc, s, start, end, alt);
    }
  }
  if (failure !== undefined) return failure;
  if (acc.count === 0) return fail.notGs1();
  return buildResult(acc, form, symbology);
}

function onlySeparators(s: string, start: number, end: number, alt: number): boolean {
  for (let i = start; i < end; i++) if (!isSeparator(s.charCodeAt(i), alt)) return false;
  return true;
}

const enum SymbologyKind {
  Unknown,
  /** GS1 element string data (FNC1 in first position implied). */
  Gs1,
  /** Plain data: a GS1 Digital Link URI is the only GS1 data it can carry. */
  Plain,
  /** EAN/UPC: a retail number, not an element string. */
  Retail,
}

/**
 * The AIM symbology identifiers of GS1 data (GS1 General Specifications, "Symbology identifiers"):
 * ]C1 GS1-128, ]e0 GS1 DataBar and composites, ]d2 GS1 DataMatrix, ]Q3 GS1 QR Code, ]J1 GS1 DotCode;
 * ]d1 and ]Q1 plain DataMatrix and QR Code (which carry Digital Link URIs); ]E0 and ]E4 EAN/UPC.
 * GS1's engine knows all of them but ]J1 (it does not read DotCode); the General Specifications
 * list ]J1 with the others, so it is accepted.
 */
function symbologyKind(a: number, b: number): SymbologyKind {
  // The two characters as one number (a * 256 + b), so no string is built per scan.
  switch ((a << 8) | b) {
    case 0x4331: // C1
    case 0x6530: // e0
    case 0x6432: // d2
    case 0x5133: // Q3
    case 0x4a31: // J1
      return SymbologyKind.Gs1;
    case 0x6431: // d1
    case 0x5131: // Q1
      return SymbologyKind.Plain;
    case 0x4530: // E0
    case 0x4534: // E4
      return SymbologyKind.Retail;
    default:
      return SymbologyKind.Unknown;
  }
}

/**
 * The fields every result has are set by the constructor, so all results start from one map; the
 * fields present only in some codes are added after. A class (rather than an object literal) lets
 * V8 size its instances for those fields after the first few, instead of growing each one.
 */
class ParseResult {
  constructor(
    readonly elements: Record<string, string>,
    readonly form: Gs1Form,
    readonly classification: Gs1Classification,
    readonly warnings: string[],
  ) {}
}

/**
 * V8 fixes the size of a class's instances from the first few it builds ("slack tracking"). Had those
 * been small results, the fields of later, larger ones would go to a separate array, reallocated as
 * it grows; built here with the usual fields, every result keeps them inside the object.
 */
function sizeResultInstances(): void {
  for (let i = 0; i < 10; i++) {
    const result = new ParseResult({}, 'raw', CLASSIFICATIONS.product, []) as Gs1ParseResult;
    result.gtin = '';
    result.gtin_class = 'other';
    result.lot_number = '';
    result.serial_number = '';
    result.expiry_date = '';
    result.best_before_date = '';
    result.production_date = '';
    result.pack_date = '';
    result.symbology = '';
  }
}
sizeResultInstances();

function digitsValue(value: string): number {
  let n = 0;
  for (let i = 0; i < value.length; i++) n = n * 10 + (value.charCodeAt(i) - 48);
  return n;
}

function buildResult(acc: Accumulator, form: Gs1Form, symbology: string | undefined): Gs1ParseResult {
  const { defs, values, count: n } = acc;
  const sequence = aiSequence(defs, n);
  const plan = sequence === undefined ? planFields(defs, n) : sequence.fields(defs, n);
  const elements = sequence === undefined ? elementRecord(defs, values, n) : sequence.elements(defs, values, n);
  const pairings = sequence === undefined ? pairingWarnings(defs, n) : sequence.warnings(defs, n);
  // The pairing warnings may be shared between results of one AI sequence: copied, never changed.
  const warnings = acc.leniencies === 0 ? pairings : [...leniencyWarnings(acc.leniencies), ...pairings];
  const gtin = plan.gtin < 0 ? undefined : values[plan.gtin]!;
  const klass = gtin === undefined ? undefined : gtinClass(gtin);
  const classification = plan.classification ?? productClassification(klass);
  const result = new ParseResult(elements, form, classification, warnings) as Gs1ParseResult;
  if (gtin !== undefined) {
    result.gtin = gtin;
    // Right after the GTIN (there is a class exactly when there is a GTIN), so this store always meets
    // the same object shape.
    result.gtin_class = klass!;
  }
  if (plan.lot >= 0) result.lot_number = values[plan.lot]!;
  if (plan.serial >= 0) result.serial_number = values[plan.serial]!;
  if (plan.expiry >= 0) result.expiry_date = yymmddToIso(values[plan.expiry]!);
  if (plan.bestBefore >= 0) result.best_before_date = yymmddToIso(values[plan.bestBefore]!);
  if (plan.production >= 0) result.production_date = yymmddToIso(values[plan.production]!);
  if (plan.pack >= 0) result.pack_date = yymmddToIso(values[plan.pack]!);
  if (plan.sscc >= 0) result.sscc = values[plan.sscc]!;
  if (plan.gln >= 0) result.gln = values[plan.gln]!;
  if (plan.gsin >= 0) result.gsin = values[plan.gsin]!;
  if (plan.gdti >= 0) result.gdti = values[plan.gdti]!;
  if (plan.count >= 0) result.count = digitsValue(values[plan.count]!);
  if (plan.netKg >= 0) result.net_weight_kg = digitsValue(values[plan.netKg]!) / plan.netKgDivisor;
  if (plan.grossKg >= 0) result.gross_weight_kg = digitsValue(values[plan.grossKg]!) / plan.grossKgDivisor;
  if (plan.netLb >= 0) result.net_weight_lb = digitsValue(values[plan.netLb]!) / plan.netLbDivisor;
  if (plan.grossLb >= 0) result.gross_weight_lb = digitsValue(values[plan.grossLb]!) / plan.grossLbDivisor;
  if (plan.custom.length > 0) addCustomFields(result, plan, values);
  if (symbology !== undefined) result.symbology = symbology;
  return result;
}

function leniencyWarnings(leniencies: number): string[] {
  const warnings: string[] = [];
  if (leniencies & Leniency.SymbologySeparator) warnings.push(SYMBOLOGY_SEPARATOR_WARNING);
  if (leniencies & Leniency.BracketedSpaces) warnings.push(SPACES_WARNING);
  return warnings;
}

/** `custom_fields`, and the same values as flat `custom_field_9x` keys added in AI order. */
function addCustomFields(result: Gs1ParseResult, plan: FieldPlan, values: readonly string[]): void {
  const { customDefs, custom } = plan;
  if (custom.length === 1) {
    // The usual single field: its own literal, without gathering the values first.
    const value = values[custom[0]!]!;
    result.custom_fields = customDefs[0]!.recordWith!(value);
    setCustomField(result, customDefs[0]!.ai, value);
    return;
  }
  const customValues = custom.map((position) => values[position]!);
  result.custom_fields = elementRecord(customDefs, customValues, custom.length);
  for (let i = 0; i < custom.length; i++) setCustomField(result, customDefs[i]!.ai, customValues[i]!);
}

/**
 * One store site per key: each sees a single object shape and stays fast, where `result[key]` with
 * the key in a variable would go through V8's shared megamorphic cache.
 */
function setCustomField(result: Gs1ParseResult, ai: string, value: string): void {
  switch (ai as CustomAi) {
    case '90':
      result.custom_field_90 = value;
      break;
    case '91':
      result.custom_field_91 = value;
      break;
    case '92':
      result.custom_field_92 = value;
      break;
    case '93':
      result.custom_field_93 = value;
      break;
    case '94':
      result.custom_field_94 = value;
      break;
    case '95':
      result.custom_field_95 = value;
      break;
    case '96':
      result.custom_field_96 = value;
      break;
    case '97':
      result.custom_field_97 = value;
      break;
    case '98':
      result.custom_field_98 = value;
      break;
    case '99':
      result.custom_field_99 = value;
      break;
  }
}
